import type { PlanKey } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../src/db/schema/index.ts";

/**
 * Puts a user on `plan` the way billing records it (users.plan, which the plan-feature check
 * reads), leaving their credits alone: for suites that use Pro's features (custom score weights,
 * PDF reports; issue 10) and assert balances of the free allowance. The checkout itself is tested
 * in the billing suite; test/modules/plans subscribes through it.
 */
export async function setPlan(app: FastifyInstance, userId: string, plan: PlanKey): Promise<void> {
  await app.db.update(users).set({ plan }).where(eq(users.id, userId));
}
