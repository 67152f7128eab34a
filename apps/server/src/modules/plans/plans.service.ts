import type { AddCreditsResult } from "@hirelens/contracts";
import { AppError } from "../../lib/app-error.ts";
import { findUserById } from "../billing/billing.repository.ts";
import { type BillingContext, purchaseCredits } from "../billing/billing.service.ts";
import { getCreditBalance, grantCredits } from "../credits/credits.service.ts";

/** An admin gives credits: always with a reason, always a ledger line ("grant"). */
export async function grantCreditsAsAdmin(
  ctx: BillingContext,
  input: { adminId: string; userId: string; amount: number; reason: string; requestId: string },
): Promise<AddCreditsResult> {
  if (!(await findUserById(ctx.db, input.userId))) throw new AppError("NOT_FOUND");
  await grantCredits({
    db: ctx.db,
    userId: input.userId,
    amount: input.amount,
    kind: "grant",
    reason: input.reason,
    idempotencyKey: `admin-grant:${input.adminId}:${input.requestId}`,
  });
  const balance = await getCreditBalance({ db: ctx.db, userId: input.userId });
  return {
    added: input.amount,
    balance: balance.availableCredits,
    redirectUrl: null,
    message: `Granted ${input.amount} credits.`,
  };
}

export async function buyCreditPack(
  ctx: BillingContext,
  input: Parameters<typeof purchaseCredits>[1],
): Promise<AddCreditsResult> {
  const result = await purchaseCredits(ctx, input);
  return { ...result, message: result.redirectUrl ? "" : "Credits added to your balance." };
}
