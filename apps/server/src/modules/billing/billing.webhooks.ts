import { findPlan } from "@hirelens/contracts";
import type Stripe from "stripe";
import { AppError } from "../../lib/app-error.ts";
import { startPlanPeriod } from "../credits/credits.plans.ts";
import { grantCredits } from "../credits/credits.service.ts";
import {
  findBillingOwner,
  findSubscription,
  findSubscriptionByProviderId,
  hasBillingEvent,
  insertInvoice,
  recordBillingEvent,
  setWorkspacePlan,
  upsertSubscription,
} from "./billing.repository.ts";
import type { BillingContext } from "./billing.service.ts";
import {
  STRIPE_API_VERSION,
  type StripeClient,
  verifyStripeWebhook,
  WebhookSignatureError,
} from "./providers/stripe-client.ts";

const fromSeconds = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

const ENDED_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired"]);

type WebhookContext = BillingContext & {
  stripe: StripeClient;
  log?: { warn(details: object, message: string): void };
};

/**
 * POST /api/billing/webhook: verifies the signature, then applies the event once. Replays (same
 * event id) answer 200 and change nothing; every effect is idempotent on its own as well
 * (subscription upsert, invoice by provider id, credits by idempotency key), so two deliveries
 * racing each other still apply once.
 */
export async function handleStripeWebhook(
  ctx: WebhookContext,
  input: { rawBody: string; signature: string | undefined },
): Promise<{ received: true; duplicate: boolean }> {
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("NOT_FOUND");
  let event: Stripe.Event;
  try {
    event = verifyStripeWebhook({
      rawBody: input.rawBody,
      header: input.signature,
      secret,
      toleranceSeconds: ctx.env.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      now: ctx.now?.(),
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

async function applyEvent(ctx: WebhookContext, event: Stripe.Event) {
  // Payloads come in the webhook endpoint's API version; we read the one we pin (decision 166).
  if (event.api_version && event.api_version !== STRIPE_API_VERSION) {
    ctx.log?.warn(
      { eventId: event.id, apiVersion: event.api_version, expected: STRIPE_API_VERSION },
      "Stripe webhook in another API version: set the endpoint's version to the pinned one",
    );
  }
  switch (event.type) {
    case "checkout.session.completed":
      return applyCheckoutCompleted(ctx, event.data.object);
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return applySubscription(ctx, event.data.object);
    case "customer.subscription.deleted":
      return applySubscription(ctx, { ...event.data.object, status: "canceled" });
    case "invoice.paid":
      return applyInvoicePaid(ctx, event.data.object);
    default:
      return;
  }
}

/**
 * The workspace a Stripe object pays for: `workspaceId` in its metadata, or `userId` in what was
 * created before plans were per workspace (decision 197: that user's personal workspace has the
 * user's id).
 */
const workspaceIdOf = (metadata: Stripe.Metadata | null | undefined): string | null =>
  metadata?.workspaceId ?? metadata?.userId ?? null;

async function applyCheckoutCompleted(ctx: WebhookContext, session: Stripe.Checkout.Session) {
  const metadata = session.metadata ?? {};
  const workspaceId = session.client_reference_id ?? workspaceIdOf(metadata);
  const owner = workspaceId ? await findBillingOwner(ctx.db, workspaceId) : null;
  if (!workspaceId || !owner) return;
  if (session.mode === "subscription") {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return;
    const subscription = await ctx.stripe.retrieveSubscription(subscriptionId);
    await saveStripeSubscription(ctx, workspaceId, subscription, idOf(session.customer));
    return;
  }
  if (session.mode === "payment" && metadata.kind === "credits") {
    const credits = Number(metadata.credits);
    if (!Number.isInteger(credits) || credits <= 0) return;
    const amount = session.amount_total ?? 0;
    await insertInvoice(ctx.db, {
      workspaceId,
      status: "paid",
      currency: session.currency ?? "usd",
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
      customerName: owner.name,
      customerEmail: owner.email,
      provider: "stripe",
      providerRef: session.id,
    });
    await grantCredits(ctx, {
      workspaceId,
      amount: credits,
      kind: "purchase",
      reason: `Purchased a pack of ${credits} credits`,
      idempotencyKey: `purchase:stripe:${session.id}`,
    });
  }
}

/**
 * The subscription's billing period. Since API version 2025-03-31 Stripe keeps it on each item,
 * not on the subscription; HireLens sells one price, so the items share one period.
 */
function periodOf(subscription: Stripe.Subscription): { start: Date; end: Date } | null {
  const items = subscription.items?.data ?? [];
  if (items.length === 0) return null;
  return {
    start: fromSeconds(Math.min(...items.map((item) => item.current_period_start))),
    end: fromSeconds(Math.max(...items.map((item) => item.current_period_end))),
  };
}

async function saveStripeSubscription(
  ctx: BillingContext,
  workspaceId: string,
  subscription: Stripe.Subscription,
  customerId: string | null,
) {
  const period = periodOf(subscription);
  if (!period) return;
  const previous = await findSubscription(ctx.db, workspaceId);
  const isEnded = ENDED_STATUSES.has(subscription.status);
  const plan = isEnded ? "free" : "pro";
  await upsertSubscription(ctx.db, {
    workspaceId,
    plan,
    status: isEnded ? "canceled" : subscription.status === "past_due" ? "past_due" : "active",
    isTrial: false,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    provider: "stripe",
    providerCustomerId:
      customerId ?? idOf(subscription.customer) ?? previous?.providerCustomerId ?? null,
    providerSubscriptionId: subscription.id,
  });
  const isNewPeriod =
    previous?.plan !== plan || previous.currentPeriodStart.getTime() !== period.start.getTime();
  if (isNewPeriod) {
    await setWorkspacePlan(ctx.db, workspaceId, plan);
    await startPlanPeriod(ctx, {
      workspaceId,
      plan,
      periodStart: isEnded ? (ctx.now ? ctx.now() : new Date()) : period.start,
    });
  }
}

async function applySubscription(ctx: BillingContext, subscription: Stripe.Subscription) {
  const local = await findSubscriptionByProviderId(ctx.db, subscription.id);
  const workspaceId = local?.workspaceId ?? workspaceIdOf(subscription.metadata);
  if (!workspaceId || !(await findBillingOwner(ctx.db, workspaceId))) return;
  await saveStripeSubscription(ctx, workspaceId, subscription, idOf(subscription.customer));
}

async function applyInvoicePaid(ctx: BillingContext, invoice: Stripe.Invoice) {
  // Since 2025-03-31 an invoice names its subscription under `parent`, no longer at the top.
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const local = subscriptionId ? await findSubscriptionByProviderId(ctx.db, subscriptionId) : null;
  if (!local) return;
  const owner = await findBillingOwner(ctx.db, local.workspaceId);
  if (!owner) return;
  const rawLines = invoice.lines?.data ?? [];
  const plan = findPlan("pro");
  const lines = rawLines.length
    ? rawLines.map((line) => {
        const quantity = line.quantity ?? 1;
        return {
          description: line.description ?? `HireLens ${plan.name} plan`,
          quantity,
          unitAmountCents: Math.round(line.amount / Math.max(1, quantity)),
          amountCents: line.amount,
        };
      })
    : [
        {
          description: `HireLens ${plan.name} plan`,
          quantity: 1,
          unitAmountCents: invoice.amount_paid,
          amountCents: invoice.amount_paid,
        },
      ];
  const period = rawLines[0]?.period;
  await insertInvoice(ctx.db, {
    workspaceId: local.workspaceId,
    status: "paid",
    currency: invoice.currency ?? "usd",
    lines,
    periodStart: period?.start ? fromSeconds(period.start) : null,
    periodEnd: period?.end ? fromSeconds(period.end) : null,
    paymentMethod: "Card (Stripe)",
    customerName: owner.name,
    customerEmail: owner.email,
    provider: "stripe",
    providerRef: invoice.id ?? null,
    issuedAt: invoice.created ? fromSeconds(invoice.created) : undefined,
  });
}
