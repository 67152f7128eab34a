import { findPlan } from "@hirelens/contracts";
import { AppError } from "../../lib/app-error.ts";
import { startPlanPeriod } from "../credits/credits.plans.ts";
import { grantCredits } from "../credits/credits.service.ts";
import {
  findSubscription,
  findSubscriptionByProviderId,
  findUserById,
  hasBillingEvent,
  insertInvoice,
  recordBillingEvent,
  setUserPlan,
  upsertSubscription,
} from "./billing.repository.ts";
import type { BillingContext } from "./billing.service.ts";
import {
  type StripeClient,
  type StripeEvent,
  type StripeSubscription,
  verifyStripeWebhook,
  WebhookSignatureError,
} from "./providers/stripe-client.ts";

type Json = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const fromSeconds = (seconds: number) => new Date(seconds * 1000);

const ENDED_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired"]);

/**
 * POST /api/billing/webhook: verifies the signature, then applies the event once. Replays (same
 * event id) answer 200 and change nothing; every effect is idempotent on its own as well
 * (subscription upsert, invoice by provider id, credits by idempotency key), so two deliveries
 * racing each other still apply once.
 */
export async function handleStripeWebhook(
  ctx: BillingContext & { stripe: StripeClient },
  input: { rawBody: string; signature: string | undefined },
): Promise<{ received: true; duplicate: boolean }> {
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("NOT_FOUND");
  let event: StripeEvent;
  try {
    event = verifyStripeWebhook({
      rawBody: input.rawBody,
      header: input.signature,
      secret,
      toleranceSeconds: ctx.env.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      nowSeconds: Math.floor((ctx.now ? ctx.now() : new Date()).getTime() / 1000),
    });
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError("BAD_REQUEST", error.message);
    throw error;
  }
  const { db } = ctx;
  // A cheap early exit for the common replay; recordBillingEvent below is the real guard.
  const seen = await hasBillingEvent(db, event.id);
  if (seen) return { received: true, duplicate: true };

  await applyEvent(ctx, event);
  const isNew = await recordBillingEvent(db, {
    id: event.id,
    provider: "stripe",
    type: event.type,
  });
  return { received: true, duplicate: !isNew };
}

async function applyEvent(ctx: BillingContext & { stripe: StripeClient }, event: StripeEvent) {
  const object = event.data.object as Json;
  switch (event.type) {
    case "checkout.session.completed":
      return applyCheckoutCompleted(ctx, object);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySubscription(ctx, object as unknown as StripeSubscription, event.type);
    case "invoice.paid":
      return applyInvoicePaid(ctx, object);
    default:
      return;
  }
}

async function applyCheckoutCompleted(
  ctx: BillingContext & { stripe: StripeClient },
  session: Json,
) {
  const metadata = (session.metadata ?? {}) as Record<string, string>;
  const userId = str(session.client_reference_id) ?? metadata.userId ?? null;
  if (!userId || !(await findUserById(ctx.db, userId))) return;
  if (session.mode === "subscription") {
    const subscriptionId = str(session.subscription);
    if (!subscriptionId) return;
    const subscription = await ctx.stripe.retrieveSubscription(subscriptionId);
    await saveStripeSubscription(ctx, userId, subscription, str(session.customer));
    return;
  }
  if (session.mode === "payment" && metadata.kind === "credits") {
    const credits = Number(metadata.credits);
    if (!Number.isInteger(credits) || credits <= 0) return;
    const user = await findUserById(ctx.db, userId);
    const amount = num(session.amount_total) ?? 0;
    await insertInvoice(ctx.db, {
      userId,
      status: "paid",
      currency: str(session.currency) ?? "usd",
      lines: [
        {
          description: `Credit pack: ${credits} resume analyses`,
          quantity: 1,
          unitAmountCents: amount,
          amountCents: amount,
        },
      ],
      periodStart: null,
      periodEnd: null,
      paymentMethod: "Card (Stripe)",
      customerName: user!.name,
      customerEmail: user!.email,
      provider: "stripe",
      providerRef: str(session.id),
    });
    await grantCredits({
      db: ctx.db,
      userId,
      amount: credits,
      kind: "purchase",
      reason: `Purchased a pack of ${credits} credits`,
      idempotencyKey: `purchase:stripe:${str(session.id)}`,
    });
  }
}

async function saveStripeSubscription(
  ctx: BillingContext,
  userId: string,
  subscription: StripeSubscription,
  customerId: string | null,
) {
  const previous = await findSubscription(ctx.db, userId);
  const periodStart = fromSeconds(subscription.current_period_start);
  const isEnded = ENDED_STATUSES.has(subscription.status);
  const plan = isEnded ? "free" : "pro";
  await upsertSubscription(ctx.db, {
    userId,
    plan,
    status: isEnded ? "canceled" : subscription.status === "past_due" ? "past_due" : "active",
    isTrial: false,
    currentPeriodStart: periodStart,
    currentPeriodEnd: fromSeconds(subscription.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    provider: "stripe",
    providerCustomerId: customerId ?? subscription.customer ?? previous?.providerCustomerId ?? null,
    providerSubscriptionId: subscription.id,
  });
  const isNewPeriod =
    previous?.plan !== plan || previous.currentPeriodStart.getTime() !== periodStart.getTime();
  if (isNewPeriod) {
    await setUserPlan(ctx.db, userId, plan);
    await startPlanPeriod(ctx.db, {
      userId,
      plan,
      periodStart: isEnded ? (ctx.now ? ctx.now() : new Date()) : periodStart,
    });
  }
}

async function applySubscription(
  ctx: BillingContext,
  subscription: StripeSubscription,
  type: string,
) {
  const local = await findSubscriptionByProviderId(ctx.db, subscription.id);
  const userId = local?.userId ?? subscription.metadata?.userId ?? null;
  if (!userId || !(await findUserById(ctx.db, userId))) return;
  const effective =
    type === "customer.subscription.deleted"
      ? { ...subscription, status: "canceled" }
      : subscription;
  await saveStripeSubscription(ctx, userId, effective, subscription.customer);
}

async function applyInvoicePaid(ctx: BillingContext, invoice: Json) {
  const subscriptionId = str(invoice.subscription);
  const local = subscriptionId ? await findSubscriptionByProviderId(ctx.db, subscriptionId) : null;
  if (!local) return;
  const user = await findUserById(ctx.db, local.userId);
  if (!user) return;
  const rawLines = ((invoice.lines as Json | undefined)?.data ?? []) as Json[];
  const plan = findPlan("pro");
  const lines = rawLines.length
    ? rawLines.map((line) => {
        const amount = num(line.amount) ?? 0;
        const quantity = num(line.quantity) ?? 1;
        return {
          description: str(line.description) ?? `HireLens ${plan.name} plan`,
          quantity,
          unitAmountCents: Math.round(amount / Math.max(1, quantity)),
          amountCents: amount,
        };
      })
    : [
        {
          description: `HireLens ${plan.name} plan`,
          quantity: 1,
          unitAmountCents: num(invoice.amount_paid) ?? 0,
          amountCents: num(invoice.amount_paid) ?? 0,
        },
      ];
  const period = (rawLines[0]?.period ?? {}) as Json;
  const start = num(period.start);
  const end = num(period.end);
  await insertInvoice(ctx.db, {
    userId: local.userId,
    status: "paid",
    currency: str(invoice.currency) ?? "usd",
    lines,
    periodStart: start ? fromSeconds(start) : null,
    periodEnd: end ? fromSeconds(end) : null,
    paymentMethod: "Card (Stripe)",
    customerName: user.name,
    customerEmail: user.email,
    provider: "stripe",
    providerRef: str(invoice.id),
    issuedAt: num(invoice.created) ? fromSeconds(num(invoice.created)!) : undefined,
  });
}
