import type { PlanKey } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { workspaces } from "../../src/db/schema/index.ts";

/**
 * Puts a workspace on `plan` the way billing records it (workspaces.plan, which the plan-feature
 * check reads; decision 197), leaving its credits alone: for suites that use Pro's features
 * (custom score weights, PDF reports; issue 10) and assert balances of the free allowance. A user's
 * id names their personal workspace. The checkout itself is tested in the billing suite;
 * test/modules/plans subscribes through it.
 */
export async function setPlan(
  app: FastifyInstance,
  workspaceId: string,
  plan: PlanKey,
): Promise<void> {
  await app.db.update(workspaces).set({ plan }).where(eq(workspaces.id, workspaceId));
}
