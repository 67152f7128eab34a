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
  findBillingOwner,
  findCreditAnchor,
  findCustomerId,
  findDefaultPaymentMethod,
  findInvoice,
  findPaymentMethod,
  findSubscription,
  type InvoiceRow,
  insertInvoice,
  insertPaymentMethod,
  listDueSubscriptions,
  listInvoices,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  type PaymentMethodRow,
  type SubscriptionRow,
  setWorkspacePlan,
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

/** The workspace's owner, in whose name its billing is (decision 197). */
async function requireBillingOwner(db: DbOrTx, workspaceId: string) {
  const owner = await findBillingOwner(db, workspaceId);
  if (!owner) throw new AppError("NOT_FOUND");
  return owner;
}

/** Moves a workspace to `plan` everywhere it is read: workspaces.plan and its credits account. */
async function changePlan(
  db: Database,
  input: { workspaceId: string; plan: PlanKey; periodStart: Date },
): Promise<void> {
  await setWorkspacePlan(db, input.workspaceId, input.plan);
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
  input: { workspaceId: string },
): Promise<void> {
  const { workspaceId } = input;
  const now = clock(ctx);
  for (let guard = 0; guard < 24; guard += 1) {
    const row = await findSubscription(ctx.db, workspaceId);
    if (!row || row.plan === "free" || row.provider === "stripe") return;
    if (row.currentPeriodEnd.getTime() > now.getTime()) return;
    const periodStart = row.currentPeriodEnd;
    const periodEnd = addMonths(periodStart, 1);
    if (row.cancelAtPeriodEnd || row.isTrial || row.status !== "active") {
      await updateSubscription(ctx.db, workspaceId, {
        plan: "free",
        status: "canceled",
        isTrial: false,
        cancelAtPeriodEnd: false,
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      });
      await changePlan(ctx.db, { workspaceId, plan: "free", periodStart });
      return;
    }
    const card = await findDefaultPaymentMethod(ctx.db, workspaceId);
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
      await updateSubscription(ctx.db, workspaceId, {
        plan: "free",
        status: "canceled",
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      });
      await changePlan(ctx.db, { workspaceId, plan: "free", periodStart });
      return;
    }
    const owner = await requireBillingOwner(ctx.db, workspaceId);
    await insertInvoice(ctx.db, {
      workspaceId,
      status: "paid",
      currency: "usd",
      lines: [planLine(plan.name, plan.priceCents ?? 0, periodStart, periodEnd)],
      periodStart,
      periodEnd,
      paymentMethod: describeCard(card),
      customerName: owner.name,
      customerEmail: owner.email,
      provider: ctx.provider.id,
      providerRef: `renew-${row.id}-${periodStart.toISOString()}`,
      issuedAt: periodStart,
    });
    await updateSubscription(ctx.db, workspaceId, {
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    });
    await changePlan(ctx.db, { workspaceId, plan: row.plan as PlanKey, periodStart });
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
  for (const { workspaceId } of due) await settleSubscription(ctx, { workspaceId });
  return due.length;
}

/**
 * The waitlist offer (spec §1): the first 100 on the waitlist who register with the same e-mail
 * get Pro free for one month, no card. Applied once per account, to the account's personal
 * workspace (its id is the user's id, decision 197); returns whether it applied.
 */
export async function applyWaitlistOffer(
  ctx: BillingContext,
  input: { userId: string; email: string },
): Promise<boolean> {
  const workspaceId = input.userId;
  const [entry] = await ctx.db
    .select({ isEligible: waitlistEntries.isEligibleForFreePro })
    .from(waitlistEntries)
    .where(eq(sql`lower(${waitlistEntries.email})`, input.email.trim().toLowerCase()));
  if (!entry?.isEligible) return false;
  if (await findSubscription(ctx.db, workspaceId)) return false;
  const now = clock(ctx);
  await upsertSubscription(ctx.db, {
    workspaceId,
    plan: "pro",
    status: "trialing",
    isTrial: true,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, WAITLIST_FREE_PRO_MONTHS),
    cancelAtPeriodEnd: false,
    provider: "offer",
  });
  await changePlan(ctx.db, { workspaceId, plan: "pro", periodStart: now });
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

/** A Stripe customer-portal session for the workspace; only the Stripe provider has one. */
export async function openBillingPortal(
  ctx: BillingContext,
  input: { workspaceId: string; returnUrl: string },
) {
  const customerId = await findCustomerId(ctx.db, input.workspaceId);
  if (ctx.provider.id !== "stripe" || !customerId) {
    throw new AppError("BAD_REQUEST", BILLING_MESSAGES.stripeOnly);
  }
  return ctx.provider.createPortal({ customerId, returnUrl: input.returnUrl });
}

/**
 * The workspace's current plan. Settles a period that has ended, and redeems the waitlist offer
 * the first time an eligible account asks in its personal workspace (so it also works when sign-up
 * did not call applyWaitlistOffer).
 */
export async function getSubscription(
  ctx: BillingContext,
  input: { workspaceId: string },
): Promise<Subscription> {
  const { workspaceId } = input;
  if (!(await findSubscription(ctx.db, workspaceId))) {
    const owner = await requireBillingOwner(ctx.db, workspaceId);
    if (owner.isPersonal && owner.userId === workspaceId) {
      await applyWaitlistOffer(ctx, { userId: owner.userId, email: owner.email });
    }
  }
  await settleSubscription(ctx, { workspaceId });
  const view = toSubscriptionView(await findSubscription(ctx.db, workspaceId), clock(ctx));
  if (view.plan !== "free") return view;
  // Free credits renew on the credits ledger's own monthly period (anchored on the workspace's
  // creation or on the last plan change), so the date shown is the date the allowance really comes back.
  const anchor = await findCreditAnchor(ctx.db, workspaceId);
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
  workspaceId: string,
  choice: { paymentMethodId?: string; card?: ParsedCard },
): Promise<PaymentMethodRow> {
  if (choice.card) {
    const verified = await verifyOrExplain(ctx, choice.card);
    const existing = await listPaymentMethods(ctx.db, workspaceId);
    const row = await insertPaymentMethod(ctx.db, {
      workspaceId,
      provider: ctx.provider.id,
      ...verified,
      isDefault: existing.length === 0,
    });
    return row;
  }
  const row = choice.paymentMethodId
    ? await findPaymentMethod(ctx.db, workspaceId, choice.paymentMethodId)
    : await findDefaultPaymentMethod(ctx.db, workspaceId);
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
    workspaceId: string;
    plan: PlanKey;
    paymentMethodId?: string;
    card?: ParsedCard;
    returnUrl: string;
  },
): Promise<BillingActionResult> {
  const { workspaceId } = input;
  const owner = await requireBillingOwner(ctx.db, workspaceId);
  await settleSubscription(ctx, { workspaceId });
  const current = await findSubscription(ctx.db, workspaceId);
  const now = clock(ctx);

  if (input.plan === "enterprise") {
    throw new AppError("VALIDATION", BILLING_MESSAGES.enterpriseContactSales);
  }
  if (input.plan === "free") {
    if (!current || current.plan === "free")
      throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
    return cancelSubscription(ctx, { workspaceId });
  }
  // plan === "pro"
  if (current && current.plan === "pro" && !current.isTrial) {
    if (current.cancelAtPeriodEnd) return resumeSubscription(ctx, { workspaceId });
    throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
  }
  if (!ctx.provider.collectsCardsInApp) {
    const checkout = await ctx.provider.createCheckout({
      workspaceId,
      email: owner.email,
      customerId: await findCustomerId(ctx.db, workspaceId),
      successUrl: `${input.returnUrl}?checkout=success`,
      cancelUrl: `${input.returnUrl}?checkout=canceled`,
      item: { kind: "subscription", plan: "pro" },
    });
    return { subscription: null, redirectUrl: checkout.url, message: "" };
  }

  const plan = findPlan("pro");
  const amount = plan.priceCents ?? 0;
  const card = await resolveCard(ctx, workspaceId, input);
  const periodEnd = addMonths(now, 1);
  const chargeKey = `subscribe-${workspaceId}-${now.toISOString()}`;
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
    if (input.card) await deletePaymentMethod(ctx.db, workspaceId, card.id);
    throw error;
  }
  await upsertSubscription(ctx.db, {
    workspaceId,
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
    workspaceId,
    status: "paid",
    currency: "usd",
    lines: [planLine(plan.name, amount, now, periodEnd)],
    periodStart: now,
    periodEnd,
    paymentMethod: describeCard(card),
    customerName: owner.name,
    customerEmail: owner.email,
    provider: ctx.provider.id,
    providerRef: chargeKey,
  });
  await changePlan(ctx.db, { workspaceId, plan: "pro", periodStart: now });
  return {
    subscription: toSubscriptionView(await findSubscription(ctx.db, workspaceId), now),
    redirectUrl: null,
    message: BILLING_MESSAGES.subscribed,
  };
}

/** Cancel at period end: the plan stays until currentPeriodEnd, then returns to free. */
export async function cancelSubscription(
  ctx: BillingContext,
  input: {
    workspaceId: string;
    stripe?: { cancel: (id: string, atEnd: boolean) => Promise<void> };
  },
): Promise<BillingActionResult> {
  await settleSubscription(ctx, { workspaceId: input.workspaceId });
  const current = await findSubscription(ctx.db, input.workspaceId);
  if (!current || current.plan === "free") {
    throw new AppError("CONFLICT", BILLING_MESSAGES.nothingToCancel);
  }
  if (current.provider === "stripe" && current.providerSubscriptionId && input.stripe) {
    await input.stripe.cancel(current.providerSubscriptionId, true);
  }
  const row = await updateSubscription(ctx.db, input.workspaceId, { cancelAtPeriodEnd: true });
  return {
    subscription: toSubscriptionView(row, clock(ctx)),
    redirectUrl: null,
    message: BILLING_MESSAGES.canceled,
  };
}

export async function resumeSubscription(
  ctx: BillingContext,
  input: {
    workspaceId: string;
    stripe?: { cancel: (id: string, atEnd: boolean) => Promise<void> };
  },
): Promise<BillingActionResult> {
  await settleSubscription(ctx, { workspaceId: input.workspaceId });
  const current = await findSubscription(ctx.db, input.workspaceId);
  if (!current || current.plan === "free" || current.isTrial || !current.cancelAtPeriodEnd) {
    throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
  }
  if (current.provider === "stripe" && current.providerSubscriptionId && input.stripe) {
    await input.stripe.cancel(current.providerSubscriptionId, false);
  }
  const row = await updateSubscription(ctx.db, input.workspaceId, { cancelAtPeriodEnd: false });
  return {
    subscription: toSubscriptionView(row, clock(ctx)),
    redirectUrl: null,
    message: BILLING_MESSAGES.resumed,
  };
}

export async function getPaymentMethods(ctx: BillingContext, input: { workspaceId: string }) {
  return (await listPaymentMethods(ctx.db, input.workspaceId)).map(toPaymentMethodView);
}

export async function addPaymentMethod(
  ctx: BillingContext,
  input: { workspaceId: string; card: ParsedCard; makeDefault?: boolean },
): Promise<PaymentMethod> {
  if (!ctx.provider.collectsCardsInApp)
    throw new AppError("BAD_REQUEST", BILLING_MESSAGES.stripeOnly);
  await requireBillingOwner(ctx.db, input.workspaceId);
  const verified = await verifyOrExplain(ctx, input.card);
  const existing = await listPaymentMethods(ctx.db, input.workspaceId);
  const row = await insertPaymentMethod(ctx.db, {
    workspaceId: input.workspaceId,
    provider: ctx.provider.id,
    ...verified,
    isDefault: existing.length === 0,
  });
  if (input.makeDefault && existing.length > 0) {
    await makeDefaultPaymentMethod(ctx.db, input.workspaceId, row.id);
    return toPaymentMethodView({ ...row, isDefault: true });
  }
  return toPaymentMethodView(row);
}

export async function setDefaultPaymentMethod(
  ctx: BillingContext,
  input: { workspaceId: string; id: string },
): Promise<PaymentMethod[]> {
  const row = await findPaymentMethod(ctx.db, input.workspaceId, input.id);
  if (!row) throw new AppError("NOT_FOUND");
  await makeDefaultPaymentMethod(ctx.db, input.workspaceId, input.id);
  return getPaymentMethods(ctx, { workspaceId: input.workspaceId });
}

/** Removes a card; the only card of a renewing subscription stays (renewals need it). */
export async function removePaymentMethod(
  ctx: BillingContext,
  input: { workspaceId: string; id: string },
): Promise<PaymentMethod[]> {
  const row = await findPaymentMethod(ctx.db, input.workspaceId, input.id);
  if (!row) throw new AppError("NOT_FOUND");
  const all = await listPaymentMethods(ctx.db, input.workspaceId);
  const subscription = await findSubscription(ctx.db, input.workspaceId);
  const isRenewing =
    subscription?.plan === "pro" &&
    !subscription.cancelAtPeriodEnd &&
    !subscription.isTrial &&
    subscription.provider !== "stripe";
  if (all.length === 1 && isRenewing) {
    throw new AppError("CONFLICT", BILLING_MESSAGES.cannotRemoveLastCard);
  }
  await deletePaymentMethod(ctx.db, input.workspaceId, input.id);
  if (row.isDefault) {
    const next = all.find((candidate) => candidate.id !== row.id);
    if (next) await makeDefaultPaymentMethod(ctx.db, input.workspaceId, next.id);
  }
  return getPaymentMethods(ctx, { workspaceId: input.workspaceId });
}

export async function getInvoices(
  ctx: BillingContext,
  input: { workspaceId: string },
): Promise<Invoice[]> {
  return (await listInvoices(ctx.db, input.workspaceId)).map(toInvoiceView);
}

export async function getInvoicePdf(
  ctx: BillingContext,
  input: { workspaceId: string; id: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findInvoice(ctx.db, input.workspaceId, input.id);
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
    workspaceId: string;
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
  const owner = await requireBillingOwner(ctx.db, input.workspaceId);
  if (!ctx.provider.collectsCardsInApp) {
    const checkout = await ctx.provider.createCheckout({
      workspaceId: input.workspaceId,
      email: owner.email,
      customerId: await findCustomerId(ctx.db, input.workspaceId),
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
  const card = await resolveCard(ctx, input.workspaceId, input);
  const chargeKey = `pack-${input.workspaceId}-${clock(ctx).toISOString()}`;
  try {
    await chargeOrExplain(ctx, {
      providerRef: card.providerRef,
      amountCents: pack.priceCents,
      currency: "usd",
      description: `${pack.credits} credits`,
      idempotencyKey: chargeKey,
    });
  } catch (error) {
    if (input.card) await deletePaymentMethod(ctx.db, input.workspaceId, card.id);
    throw error;
  }
  await insertInvoice(ctx.db, {
    workspaceId: input.workspaceId,
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
    customerName: owner.name,
    customerEmail: owner.email,
    provider: ctx.provider.id,
    providerRef: chargeKey,
  });
  await grantCredits(ctx, {
    workspaceId: input.workspaceId,
    amount: pack.credits,
    kind: "purchase",
    reason: `Purchased a pack of ${pack.credits} credits`,
    idempotencyKey: `purchase:${chargeKey}`,
  });
  const balance = await getCreditBalance(ctx, { workspaceId: input.workspaceId });
  return { added: pack.credits, balance: balance.availableCredits, redirectUrl: null };
}
