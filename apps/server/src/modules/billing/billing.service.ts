import {
  BILLING_MESSAGES,
  type BillingActionResult,
  CREDIT_PACKS,
  findPlan,
  type Invoice,
  type ParsedCard,
  type PaymentMethod,
  PLAN_CREDITS,
  type PlanKey,
  type Subscription,
  WAITLIST_FREE_PRO_MONTHS,
} from "@hirelens/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { waitlistEntries } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { addMonths } from "../../lib/dates.ts";
import type { ServiceContext } from "../../service-context.ts";
import { creditPeriodAt } from "../credits/credit-period.ts";
import { startPlanPeriod } from "../credits/credits.plans.ts";
import { getCreditBalance, grantCredits } from "../credits/credits.service.ts";
import { findUserByEmail } from "../users/users.repository.ts";
import {
  deletePaymentMethod,
  findCreditAnchor,
  findCustomerId,
  findDefaultPaymentMethod,
  findInvoice,
  findPaymentMethod,
  findSubscription,
  findUserById,
  type InvoiceRow,
  insertInvoice,
  insertPaymentMethod,
  listDueSubscriptions,
  listInvoices,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  type PaymentMethodRow,
  type SubscriptionRow,
  setUserPlan,
  updateSubscription,
  upsertSubscription,
} from "./billing.repository.ts";
import { describeCard, formatInvoiceNumber } from "./billing-periods.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { CardDeclinedError, type PaymentProvider } from "./providers/payment-provider.ts";

/** What the billing services use of the one ServiceContext (tests pass a moved clock). */
export type BillingContext = Pick<ServiceContext, "db" | "env" | "provider" | "now">;

const clock = (ctx: BillingContext) => (ctx.now ? ctx.now() : new Date());

function firstOfMonth(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

function toSubscriptionView(row: SubscriptionRow | null, now: Date): Subscription {
  if (!row || row.plan === "free") {
    return {
      plan: "free",
      status: "active",
      isTrial: false,
      trialEndsAt: null,
      currentPeriodStart: (row?.currentPeriodStart ?? firstOfMonth(now)).toISOString(),
      currentPeriodEnd: (row?.currentPeriodEnd ?? firstOfMonth(now, 1)).toISOString(),
      cancelAtPeriodEnd: false,
      provider: row?.provider === "stripe" ? "stripe" : "sandbox",
      monthlyCredits: PLAN_CREDITS.free,
      nextPlan: "free",
    };
  }
  const plan = row.plan as PlanKey;
  const endsAtPeriodEnd = row.cancelAtPeriodEnd || row.isTrial;
  return {
    plan,
    status: row.status as Subscription["status"],
    isTrial: row.isTrial,
    trialEndsAt: row.isTrial ? row.currentPeriodEnd.toISOString() : null,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider === "stripe" ? "stripe" : "sandbox",
    monthlyCredits: PLAN_CREDITS[plan],
    nextPlan: endsAtPeriodEnd ? "free" : plan,
  };
}

export function toPaymentMethodView(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand as PaymentMethod["brand"],
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInvoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: formatInvoiceNumber(row.number),
    status: row.status as Invoice["status"],
    issuedAt: row.issuedAt.toISOString(),
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    totalCents: row.totalCents,
    lines: row.lines,
    paymentMethod: row.paymentMethod,
  };
}

async function requireUser(db: DbOrTx, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("NOT_FOUND");
  return user;
}

/** Moves a user to `plan` everywhere it is read: users.plan and the credits account. */
async function changePlan(
  db: Database,
  input: { userId: string; plan: PlanKey; periodStart: Date },
): Promise<void> {
  await setUserPlan(db, input.userId, input.plan);
  await startPlanPeriod({ db }, input);
}

/**
 * Applies what is due at the end of a period (sandbox and offer subscriptions; Stripe tells us by
 * webhook): a trial or a canceled plan returns to free; an active one renews by charging the
 * default card, with a new invoice and a new credit allowance; a refused card returns to free.
 * Idempotent: a second call in the same period does nothing.
 */
export async function settleSubscription(
  ctx: BillingContext,
  input: { userId: string },
): Promise<void> {
  const { userId } = input;
  const now = clock(ctx);
  for (let guard = 0; guard < 24; guard += 1) {
    const row = await findSubscription(ctx.db, userId);
    if (!row || row.plan === "free" || row.provider === "stripe") return;
    if (row.currentPeriodEnd.getTime() > now.getTime()) return;
    const periodStart = row.currentPeriodEnd;
    const periodEnd = addMonths(periodStart, 1);
    if (row.cancelAtPeriodEnd || row.isTrial || row.status !== "active") {
      await updateSubscription(ctx.db, userId, {
        plan: "free",
        status: "canceled",
        isTrial: false,
        cancelAtPeriodEnd: false,
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      });
      await changePlan(ctx.db, { userId, plan: "free", periodStart });
      return;
    }
    const card = await findDefaultPaymentMethod(ctx.db, userId);
    const plan = findPlan(row.plan as PlanKey);
    try {
      if (!card) throw new CardDeclinedError(BILLING_MESSAGES.paymentMethodRequired, "no_card");
      await ctx.provider.charge({
        providerRef: card.providerRef,
        amountCents: plan.priceCents ?? 0,
        currency: "usd",
        description: `${plan.name} plan`,
        idempotencyKey: `renew-${row.id}-${periodStart.toISOString()}`,
      });
    } catch (error) {
      if (!(error instanceof CardDeclinedError)) throw error;
      await updateSubscription(ctx.db, userId, {
        plan: "free",
        status: "canceled",
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      });
      await changePlan(ctx.db, { userId, plan: "free", periodStart });
      return;
    }
    const user = await requireUser(ctx.db, userId);
    await insertInvoice(ctx.db, {
      userId,
      status: "paid",
      currency: "usd",
      lines: [planLine(plan.name, plan.priceCents ?? 0, periodStart, periodEnd)],
      periodStart,
      periodEnd,
      paymentMethod: describeCard(card),
      customerName: user.name,
      customerEmail: user.email,
      provider: ctx.provider.id,
      providerRef: `renew-${row.id}-${periodStart.toISOString()}`,
      issuedAt: periodStart,
    });
    await updateSubscription(ctx.db, userId, {
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    });
    await changePlan(ctx.db, { userId, plan: row.plan as PlanKey, periodStart });
  }
}

const lineDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function planLine(name: string, cents: number, start: Date, end: Date) {
  return {
    description: `HireLens ${name} plan, monthly (${lineDate.format(start)} – ${lineDate.format(end)})`,
    quantity: 1,
    unitAmountCents: cents,
    amountCents: cents,
  };
}

/** The scheduled sweep: settles every subscription whose period has ended. */
export async function settleDueSubscriptions(ctx: BillingContext): Promise<number> {
  const due = await listDueSubscriptions(ctx.db, clock(ctx));
  for (const { userId } of due) await settleSubscription(ctx, { userId });
  return due.length;
}

/**
 * The waitlist offer (spec §1): the first 100 on the waitlist who register with the same e-mail
 * get Pro free for one month, no card. Applied once per account; returns whether it applied.
 */
export async function applyWaitlistOffer(
  ctx: BillingContext,
  input: { userId: string; email: string },
): Promise<boolean> {
  const [entry] = await ctx.db
    .select({ isEligible: waitlistEntries.isEligibleForFreePro })
    .from(waitlistEntries)
    .where(eq(sql`lower(${waitlistEntries.email})`, input.email.trim().toLowerCase()));
  if (!entry?.isEligible) return false;
  if (await findSubscription(ctx.db, input.userId)) return false;
  const now = clock(ctx);
  await upsertSubscription(ctx.db, {
    userId: input.userId,
    plan: "pro",
    status: "trialing",
    isTrial: true,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, WAITLIST_FREE_PRO_MONTHS),
    cancelAtPeriodEnd: false,
    provider: "offer",
  });
  await changePlan(ctx.db, { userId: input.userId, plan: "pro", periodStart: now });
  return true;
}

/** After an address is verified: the waitlist's first 100 get their Pro month right away. */
export async function applyWaitlistOfferOnVerification(
  ctx: BillingContext,
  input: { email: string },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) await applyWaitlistOffer(ctx, { userId: user.id, email: user.email });
}

/** A Stripe customer-portal session for the user; only the Stripe provider has one. */
export async function openBillingPortal(
  ctx: BillingContext,
  input: { userId: string; returnUrl: string },
) {
  const customerId = await findCustomerId(ctx.db, input.userId);
  if (ctx.provider.id !== "stripe" || !customerId) {
    throw new AppError("BAD_REQUEST", BILLING_MESSAGES.stripeOnly);
  }
  return ctx.provider.createPortal({ customerId, returnUrl: input.returnUrl });
}

/**
 * The current plan. Settles a period that has ended, and redeems the waitlist offer the first
 * time an eligible account asks (so it also works when sign-up did not call applyWaitlistOffer).
 */
export async function getSubscription(
  ctx: BillingContext,
  input: { userId: string },
): Promise<Subscription> {
  const { userId } = input;
  if (!(await findSubscription(ctx.db, userId))) {
    const user = await requireUser(ctx.db, userId);
    await applyWaitlistOffer(ctx, { userId, email: user.email });
  }
  await settleSubscription(ctx, { userId });
  const view = toSubscriptionView(await findSubscription(ctx.db, userId), clock(ctx));
  if (view.plan !== "free") return view;
  // Free credits renew on the credits ledger's own monthly period (anchored on sign-up or on
  // the last plan change), so the date shown is the date the allowance really comes back.
  const anchor = await findCreditAnchor(ctx.db, userId);
  if (!anchor) return view;
  const period = creditPeriodAt(anchor, clock(ctx));
  return {
    ...view,
    currentPeriodStart: period.start.toISOString(),
    currentPeriodEnd: period.end.toISOString(),
  };
}

/** A card to pay with: a saved one (by id), else a new one checked by the provider and saved. */
async function resolveCard(
  ctx: BillingContext,
  userId: string,
  choice: { paymentMethodId?: string; card?: ParsedCard },
): Promise<PaymentMethodRow> {
  if (choice.card) {
    const verified = await verifyOrExplain(ctx, choice.card);
    const existing = await listPaymentMethods(ctx.db, userId);
    const row = await insertPaymentMethod(ctx.db, {
      userId,
      provider: ctx.provider.id,
      ...verified,
      isDefault: existing.length === 0,
    });
    return row;
  }
  const row = choice.paymentMethodId
    ? await findPaymentMethod(ctx.db, userId, choice.paymentMethodId)
    : await findDefaultPaymentMethod(ctx.db, userId);
  if (!row) {
    throw new AppError("VALIDATION", BILLING_MESSAGES.paymentMethodRequired, {
      errors: {
        paymentMethodId: [BILLING_MESSAGES.paymentMethodRequired],
      },
    });
  }
  return row;
}

async function verifyOrExplain(ctx: BillingContext, card: ParsedCard) {
  try {
    return await ctx.provider.verifyCard(card);
  } catch (error) {
    if (error instanceof CardDeclinedError) {
      throw new AppError("BAD_REQUEST", error.message, { errors: { number: [error.message] } });
    }
    throw error;
  }
}

async function chargeOrExplain(
  ctx: BillingContext,
  input: Parameters<PaymentProvider["charge"]>[0],
) {
  try {
    return await ctx.provider.charge(input);
  } catch (error) {
    if (error instanceof CardDeclinedError) throw new AppError("BAD_REQUEST", error.message);
    throw error;
  }
}

/**
 * Subscribe / upgrade / downgrade. Pro with the sandbox charges the card at once, starts a new
 * monthly period, issues an invoice and resets the credit allowance to Pro's. Free is a downgrade:
 * Pro stays until the end of the paid period. Enterprise goes through sales.
 */
export async function subscribe(
  ctx: BillingContext,
  input: {
    userId: string;
    plan: PlanKey;
    paymentMethodId?: string;
    card?: ParsedCard;
    returnUrl: string;
  },
): Promise<BillingActionResult> {
  const { userId } = input;
  const user = await requireUser(ctx.db, userId);
  await settleSubscription(ctx, { userId });
  const current = await findSubscription(ctx.db, userId);
  const now = clock(ctx);

  if (input.plan === "enterprise") {
    throw new AppError("VALIDATION", BILLING_MESSAGES.enterpriseContactSales);
  }
  if (input.plan === "free") {
    if (!current || current.plan === "free")
      throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
    return cancelSubscription(ctx, { userId });
  }
  // plan === "pro"
  if (current && current.plan === "pro" && !current.isTrial) {
    if (current.cancelAtPeriodEnd) return resumeSubscription(ctx, { userId });
    throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
  }
  if (!ctx.provider.collectsCardsInApp) {
    const checkout = await ctx.provider.createCheckout({
      userId,
      email: user.email,
      customerId: await findCustomerId(ctx.db, userId),
      successUrl: `${input.returnUrl}?checkout=success`,
      cancelUrl: `${input.returnUrl}?checkout=canceled`,
      item: { kind: "subscription", plan: "pro" },
    });
    return { subscription: null, redirectUrl: checkout.url, message: "" };
  }

  const plan = findPlan("pro");
  const amount = plan.priceCents ?? 0;
  const card = await resolveCard(ctx, userId, input);
  const periodEnd = addMonths(now, 1);
  const chargeKey = `subscribe-${userId}-${now.toISOString()}`;
  try {
    await chargeOrExplain(ctx, {
      providerRef: card.providerRef,
      amountCents: amount,
      currency: "usd",
      description: `${plan.name} plan`,
      idempotencyKey: chargeKey,
    });
  } catch (error) {
    // A new card that cannot pay is not kept: a failed upgrade changes nothing.
    if (input.card) await deletePaymentMethod(ctx.db, userId, card.id);
    throw error;
  }
  await upsertSubscription(ctx.db, {
    userId,
    plan: "pro",
    status: "active",
    isTrial: false,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    provider: ctx.provider.id,
    providerCustomerId: current?.providerCustomerId ?? null,
    providerSubscriptionId: null,
  });
  await insertInvoice(ctx.db, {
    userId,
    status: "paid",
    currency: "usd",
    lines: [planLine(plan.name, amount, now, periodEnd)],
    periodStart: now,
    periodEnd,
    paymentMethod: describeCard(card),
    customerName: user.name,
    customerEmail: user.email,
    provider: ctx.provider.id,
    providerRef: chargeKey,
  });
  await changePlan(ctx.db, { userId, plan: "pro", periodStart: now });
  return {
    subscription: toSubscriptionView(await findSubscription(ctx.db, userId), now),
    redirectUrl: null,
    message: BILLING_MESSAGES.subscribed,
  };
}

/** Cancel at period end: the plan stays until currentPeriodEnd, then returns to free. */
export async function cancelSubscription(
  ctx: BillingContext,
  input: { userId: string; stripe?: { cancel: (id: string, atEnd: boolean) => Promise<void> } },
): Promise<BillingActionResult> {
  await settleSubscription(ctx, { userId: input.userId });
  const current = await findSubscription(ctx.db, input.userId);
  if (!current || current.plan === "free") {
    throw new AppError("CONFLICT", BILLING_MESSAGES.nothingToCancel);
  }
  if (current.provider === "stripe" && current.providerSubscriptionId && input.stripe) {
    await input.stripe.cancel(current.providerSubscriptionId, true);
  }
  const row = await updateSubscription(ctx.db, input.userId, { cancelAtPeriodEnd: true });
  return {
    subscription: toSubscriptionView(row, clock(ctx)),
    redirectUrl: null,
    message: BILLING_MESSAGES.canceled,
  };
}

export async function resumeSubscription(
  ctx: BillingContext,
  input: { userId: string; stripe?: { cancel: (id: string, atEnd: boolean) => Promise<void> } },
): Promise<BillingActionResult> {
  await settleSubscription(ctx, { userId: input.userId });
  const current = await findSubscription(ctx.db, input.userId);
  if (!current || current.plan === "free" || current.isTrial || !current.cancelAtPeriodEnd) {
    throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
  }
  if (current.provider === "stripe" && current.providerSubscriptionId && input.stripe) {
    await input.stripe.cancel(current.providerSubscriptionId, false);
  }
  const row = await updateSubscription(ctx.db, input.userId, { cancelAtPeriodEnd: false });
  return {
    subscription: toSubscriptionView(row, clock(ctx)),
    redirectUrl: null,
    message: BILLING_MESSAGES.resumed,
  };
}

export async function getPaymentMethods(ctx: BillingContext, input: { userId: string }) {
  return (await listPaymentMethods(ctx.db, input.userId)).map(toPaymentMethodView);
}

export async function addPaymentMethod(
  ctx: BillingContext,
  input: { userId: string; card: ParsedCard; makeDefault?: boolean },
): Promise<PaymentMethod> {
  if (!ctx.provider.collectsCardsInApp)
    throw new AppError("BAD_REQUEST", BILLING_MESSAGES.stripeOnly);
  await requireUser(ctx.db, input.userId);
  const verified = await verifyOrExplain(ctx, input.card);
  const existing = await listPaymentMethods(ctx.db, input.userId);
  const row = await insertPaymentMethod(ctx.db, {
    userId: input.userId,
    provider: ctx.provider.id,
    ...verified,
    isDefault: existing.length === 0,
  });
  if (input.makeDefault && existing.length > 0) {
    await makeDefaultPaymentMethod(ctx.db, input.userId, row.id);
    return toPaymentMethodView({ ...row, isDefault: true });
  }
  return toPaymentMethodView(row);
}

export async function setDefaultPaymentMethod(
  ctx: BillingContext,
  input: { userId: string; id: string },
): Promise<PaymentMethod[]> {
  const row = await findPaymentMethod(ctx.db, input.userId, input.id);
  if (!row) throw new AppError("NOT_FOUND");
  await makeDefaultPaymentMethod(ctx.db, input.userId, input.id);
  return getPaymentMethods(ctx, { userId: input.userId });
}

/** Removes a card; the only card of a renewing subscription stays (renewals need it). */
export async function removePaymentMethod(
  ctx: BillingContext,
  input: { userId: string; id: string },
): Promise<PaymentMethod[]> {
  const row = await findPaymentMethod(ctx.db, input.userId, input.id);
  if (!row) throw new AppError("NOT_FOUND");
  const all = await listPaymentMethods(ctx.db, input.userId);
  const subscription = await findSubscription(ctx.db, input.userId);
  const isRenewing =
    subscription?.plan === "pro" &&
    !subscription.cancelAtPeriodEnd &&
    !subscription.isTrial &&
    subscription.provider !== "stripe";
  if (all.length === 1 && isRenewing) {
    throw new AppError("CONFLICT", BILLING_MESSAGES.cannotRemoveLastCard);
  }
  await deletePaymentMethod(ctx.db, input.userId, input.id);
  if (row.isDefault) {
    const next = all.find((candidate) => candidate.id !== row.id);
    if (next) await makeDefaultPaymentMethod(ctx.db, input.userId, next.id);
  }
  return getPaymentMethods(ctx, { userId: input.userId });
}

export async function getInvoices(
  ctx: BillingContext,
  input: { userId: string },
): Promise<Invoice[]> {
  return (await listInvoices(ctx.db, input.userId)).map(toInvoiceView);
}

export async function getInvoicePdf(
  ctx: BillingContext,
  input: { userId: string; id: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findInvoice(ctx.db, input.userId, input.id);
  if (!row) throw new AppError("NOT_FOUND");
  const number = formatInvoiceNumber(row.number);
  const pdf = await renderInvoicePdf({
    number,
    issuedAt: row.issuedAt,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    currency: row.currency,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod,
    sellerEmail: ctx.env.CONTACT_EMAIL,
    sellerUrl: ctx.env.APP_URL,
  });
  return { filename: `hirelens-invoice-${number}.pdf`, pdf };
}

/** Buys a top-up pack: charged now (sandbox) or on Stripe Checkout; credits always via the ledger. */
export async function purchaseCredits(
  ctx: BillingContext,
  input: {
    userId: string;
    packId: string;
    paymentMethodId?: string;
    card?: ParsedCard;
    returnUrl: string;
  },
): Promise<{ added: number; balance: number; redirectUrl: string | null }> {
  const pack = CREDIT_PACKS.find((candidate) => candidate.id === input.packId);
  if (!pack)
    throw new AppError("VALIDATION", "Unknown credit pack", {
      errors: { packId: ["Unknown credit pack"] },
    });
  const user = await requireUser(ctx.db, input.userId);
  if (!ctx.provider.collectsCardsInApp) {
    const checkout = await ctx.provider.createCheckout({
      userId: input.userId,
      email: user.email,
      customerId: await findCustomerId(ctx.db, input.userId),
      successUrl: `${input.returnUrl}?checkout=success`,
      cancelUrl: `${input.returnUrl}?checkout=canceled`,
      item: {
        kind: "credits",
        packId: pack.id,
        credits: pack.credits,
        priceCents: pack.priceCents,
      },
    });
    return { added: 0, balance: 0, redirectUrl: checkout.url };
  }
  const card = await resolveCard(ctx, input.userId, input);
  const chargeKey = `pack-${input.userId}-${clock(ctx).toISOString()}`;
  try {
    await chargeOrExplain(ctx, {
      providerRef: card.providerRef,
      amountCents: pack.priceCents,
      currency: "usd",
      description: `${pack.credits} credits`,
      idempotencyKey: chargeKey,
    });
  } catch (error) {
    if (input.card) await deletePaymentMethod(ctx.db, input.userId, card.id);
    throw error;
  }
  await insertInvoice(ctx.db, {
    userId: input.userId,
    status: "paid",
    currency: "usd",
    lines: [
      {
        description: `Credit pack: ${pack.credits} resume analyses`,
        quantity: 1,
        unitAmountCents: pack.priceCents,
        amountCents: pack.priceCents,
      },
    ],
    periodStart: null,
    periodEnd: null,
    paymentMethod: describeCard(card),
    customerName: user.name,
    customerEmail: user.email,
    provider: ctx.provider.id,
    providerRef: chargeKey,
  });
  await grantCredits(ctx, {
    userId: input.userId,
    amount: pack.credits,
    kind: "purchase",
    reason: `Purchased a pack of ${pack.credits} credits`,
    idempotencyKey: `purchase:${chargeKey}`,
  });
  const balance = await getCreditBalance(ctx, { workspaceId: input.userId });
  return { added: pack.credits, balance: balance.availableCredits, redirectUrl: null };
}
