import {
  type AddCreditsResult,
  PLAN_FEATURE_MESSAGES,
  PLAN_UPGRADE_REQUIRED,
  type PlanFeature,
  type PlanKey,
  planAllows,
  planKeySchema,
  type ScoreWeights,
} from "@hirelens/contracts";
import { normalizeWeights } from "@hirelens/engine";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import { findUserById, findWorkspacePlan } from "../billing/billing.repository.ts";
import { type BillingContext, purchaseCredits } from "../billing/billing.service.ts";
import { getCreditBalance, grantCredits } from "../credits/credits.service.ts";

/**
 * An admin gives credits: always with a reason, always a ledger line ("grant"). The credits go to
 * the user's personal workspace (its id is the user's id, decision 197).
 */
export async function grantCreditsAsAdmin(
  ctx: BillingContext,
  input: { adminId: string; userId: string; amount: number; reason: string; requestId: string },
): Promise<AddCreditsResult> {
  if (!(await findUserById(ctx.db, input.userId))) throw new AppError("NOT_FOUND");
  await grantCredits(ctx, {
    workspaceId: input.userId,
    amount: input.amount,
    kind: "grant",
    reason: input.reason,
    idempotencyKey: `admin-grant:${input.adminId}:${input.requestId}`,
  });
  const balance = await getCreditBalance(ctx, { workspaceId: input.userId });
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

/**
 * The workspace's current plan (workspaces.plan, kept in step by billing; decision 197); anything
 * unknown reads as free.
 */
export async function getWorkspacePlan(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string },
): Promise<PlanKey> {
  const parsed = planKeySchema.safeParse(await findWorkspacePlan(ctx.db, input.workspaceId));
  return parsed.success ? parsed.data : "free";
}

/**
 * The one plan-feature check (issue 10): refuses with 403 PLAN_UPGRADE_REQUIRED and the message
 * naming the plan that unlocks it ("Upgrade to Pro to export PDF reports.") when the workspace's
 * plan lacks `feature`: `await requirePlanFeature(app.services, { workspaceId, feature })`.
 */
export async function requirePlanFeature(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; feature: PlanFeature },
): Promise<void> {
  if (planAllows(await getWorkspacePlan(ctx, input), input.feature)) return;
  throw new AppError(PLAN_UPGRADE_REQUIRED, PLAN_FEATURE_MESSAGES[input.feature], { status: 403 });
}

/** Whether `weights` score like the defaults (same proportions: {28, 6, …} and {56, 12, …} alike). */
export function isDefaultWeights(weights: ScoreWeights): boolean {
  const given = normalizeWeights(weights);
  const defaults = normalizeWeights();
  return (Object.keys(defaults) as Array<keyof ScoreWeights>).every(
    (key) => Math.abs(given[key] - defaults[key]) < 1e-9,
  );
}

/** Custom score weights are a Pro feature: weights other than the defaults need it. */
export async function requireWeightsAllowed(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; weights: ScoreWeights | undefined },
): Promise<void> {
  if (input.weights === undefined || isDefaultWeights(input.weights)) return;
  await requirePlanFeature(ctx, { workspaceId: input.workspaceId, feature: "customWeights" });
}
