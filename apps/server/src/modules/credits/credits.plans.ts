import { PLAN_CREDITS, type PlanId } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import { creditAccounts } from "../../db/schema/index.ts";
import type { ServiceContext } from "../../service-context.ts";
import { insertTransaction, sumBalance } from "./credits.repository.ts";
import { lockCredits } from "./credits.service.ts";

// Added by billing (issue 6), additive: a plan change starts a new credit period.

const PLAN_NAMES: Record<PlanId, string> = { free: "Free", pro: "Pro", enterprise: "Enterprise" };

/**
 * Starts a new monthly credit period at `periodStart` for the workspace's (already changed) plan:
 * the previous period is settled under the old plan, the anchor moves to `periodStart`, and the
 * balance is topped up to the new plan's allowance with the same idempotency key the monthly
 * grant uses ("monthly:<workspace>:<period start>"), so the grant never happens twice.
 */
export async function startPlanPeriod(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; plan: PlanId; periodStart: Date; now?: Date },
): Promise<{ balance: number; granted: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockCredits(tx, { workspaceId: input.workspaceId, now: input.now ?? input.periodStart });
    await tx
      .update(creditAccounts)
      .set({ periodAnchor: input.periodStart })
      .where(eq(creditAccounts.workspaceId, input.workspaceId));
    const allowance = PLAN_CREDITS[input.plan];
    const balance = await sumBalance(tx, input.workspaceId);
    if (allowance < 0) return { balance, granted: 0 };
    const amount = Math.max(0, allowance - balance);
    const line = await insertTransaction(tx, {
      workspaceId: input.workspaceId,
      amount,
      kind: "monthly",
      reason: `${PLAN_NAMES[input.plan]} plan: monthly allowance of ${allowance} credits`,
      idempotencyKey: `monthly:${input.workspaceId}:${input.periodStart.toISOString()}`,
      balanceAfter: balance + amount,
    });
    return line ? { balance: balance + amount, granted: amount } : { balance, granted: 0 };
  });
}
