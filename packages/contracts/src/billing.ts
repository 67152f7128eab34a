import { z } from "zod";
import { creditPackSchema, planKeySchema, planSchema } from "./plans.ts";

export const BILLING_MESSAGES = {
  cardDeclined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  invalidNumber: "Your card number is invalid.",
  expired: "Your card's expiration date is in the past.",
  invalidExpiry: "Please enter a valid expiration date (MM/YY).",
  invalidCvc: "Your card's security code is invalid.",
  nameRequired: "Please enter the name on the card.",
  alreadyOnPlan: "You are already on this plan.",
  enterpriseContactSales: "The Enterprise plan is arranged with our sales team. Contact sales.",
  paymentMethodRequired: "Please add a card to subscribe.",
  cannotRemoveLastCard: "You cannot remove the only card of an active subscription.",
  nothingToCancel: "You are on the free plan: there is nothing to cancel.",
  subscribed: "You are now on the Pro plan.",
  canceled: "Your subscription will end at the end of the current period.",
  resumed: "Your subscription will renew as usual.",
  cardAdded: "Card added.",
  cardRemoved: "Card removed.",
  defaultCardSet: "Default card updated.",
  creditsPurchased: "Credits added to your balance.",
  stripeOnly: "This action is handled on Stripe's secure pages.",
  sandboxOnly: "This action is only available with the sandbox payment provider.",
} as const;

export const paymentProviderIdSchema = z.enum(["sandbox", "stripe"]);
export type PaymentProviderId = z.infer<typeof paymentProviderIdSchema>;

export const cardBrandSchema = z.enum(["visa", "mastercard", "amex", "discover", "unknown"]);
export type CardBrand = z.infer<typeof cardBrandSchema>;

/** Luhn checksum of a digit string (spaces removed). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function detectCardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  return "unknown";
}

/** True when month/year (4-digit year) is the current month or later. */
export function isExpiryInFuture(month: number, year: number, now = new Date()): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year > currentYear || (year === currentYear && month >= currentMonth);
}

/**
 * The card form (sandbox provider only): the full number travels once to the server, is
 * checked and reduced to brand + last 4 + expiry; it is never stored or logged.
 */
export const cardInputSchema = z
  .object({
    name: z.string().trim().min(1, BILLING_MESSAGES.nameRequired).max(100),
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine(isLuhnValid, BILLING_MESSAGES.invalidNumber),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, BILLING_MESSAGES.invalidExpiry),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, BILLING_MESSAGES.invalidCvc),
  })
  .superRefine((card, context) => {
    const match = /^(\d{2})\s*\/\s*(\d{2,4})$/.exec(card.expiry);
    if (match) {
      const month = Number(match[1]);
      const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
      if (!isExpiryInFuture(month, year)) {
        context.addIssue({ code: "custom", path: ["expiry"], message: BILLING_MESSAGES.expired });
      }
    }
    const brand = detectCardBrand(card.number);
    const cvcLength = brand === "amex" ? 4 : 3;
    if (/^\d+$/.test(card.cvc) && card.cvc.length !== cvcLength) {
      context.addIssue({ code: "custom", path: ["cvc"], message: BILLING_MESSAGES.invalidCvc });
    }
  });
export type CardInput = z.input<typeof cardInputSchema>;
export type ParsedCard = z.output<typeof cardInputSchema>;

/** The payment dialog's choice that means "the card typed below" rather than a saved card's id. */
export const NEW_CARD_CHOICE = "new";
/**
 * The payment dialog: a saved card's id, or NEW_CARD_CHOICE with the card checked by
 * cardInputSchema (every field at once). The card stays as typed; the server parses it.
 */
export const paymentFormSchema = z
  .object({
    method: z.string().min(1),
    card: z.object({ name: z.string(), number: z.string(), expiry: z.string(), cvc: z.string() }),
  })
  .superRefine((value, context) => {
    if (value.method !== NEW_CARD_CHOICE) return;
    for (const issue of cardInputSchema.safeParse(value.card).error?.issues ?? []) {
      context.addIssue({ code: "custom", message: issue.message, path: ["card", ...issue.path] });
    }
  });
export type PaymentForm = z.infer<typeof paymentFormSchema>;

/** Splits "MM/YY" or "MM/YYYY" into numbers. */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const match = /^(\d{2})\s*\/\s*(\d{2,4})$/.exec(expiry.trim());
  if (!match) throw new Error("invalid expiry");
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month: Number(match[1]), year };
}

export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: cardBrandSchema,
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const subscriptionStatusSchema = z.enum(["active", "trialing", "past_due", "canceled"]);

export const subscriptionSchema = z.object({
  plan: planKeySchema,
  status: subscriptionStatusSchema,
  /** The waitlist Pro month (no card). */
  isTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  currentPeriodStart: z.string(),
  /** When the plan renews, or ends when cancelAtPeriodEnd. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  provider: paymentProviderIdSchema,
  /** Monthly allowance of the plan; -1 = unlimited. */
  monthlyCredits: z.number().int(),
  /** The plan after the current period (free when canceled or when the trial ends). */
  nextPlan: planKeySchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const billingPlansSchema = z.object({
  plans: z.array(planSchema),
  packs: z.array(creditPackSchema),
  provider: paymentProviderIdSchema,
});
export type BillingPlans = z.infer<typeof billingPlansSchema>;

/** Pay with a saved card or a new one (sandbox); with Stripe neither: the answer is a redirect. */
export const paymentChoiceSchema = z.object({
  paymentMethodId: z.string().optional(),
  card: cardInputSchema.optional(),
  saveCard: z.boolean().optional(),
});

export const subscribeSchema = paymentChoiceSchema.extend({ plan: planKeySchema });
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Either it is done (sandbox) or the browser must go to the provider's page (Stripe). */
export const billingActionResultSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  redirectUrl: z.string().nullable(),
  message: z.string(),
});
export type BillingActionResult = z.infer<typeof billingActionResultSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitAmountCents: z.number().int(),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  /** Sequential, e.g. "HL-000042". */
  number: z.string(),
  status: z.enum(["paid", "open", "void"]),
  issuedAt: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  currency: z.string(),
  subtotalCents: z.number().int(),
  totalCents: z.number().int(),
  lines: z.array(invoiceLineSchema),
  paymentMethod: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const purchaseCreditsSchema = paymentChoiceSchema.extend({
  kind: z.literal("purchase"),
  packId: z.string(),
});
/** Most credits one admin grant gives (grantCreditsSchema's bound). */
export const GRANT_CREDITS_MAX = 100_000;
export const GRANT_MESSAGES = {
  amount: "Enter a whole number of credits, 1 or more",
  tooMany: `Grant at most ${GRANT_CREDITS_MAX.toLocaleString("en-US")} credits at a time`,
} as const;
export const grantCreditsSchema = z.object({
  kind: z.literal("grant"),
  userId: z.string().min(1),
  amount: z.number().int().min(1).max(GRANT_CREDITS_MAX),
  reason: z.string().trim().min(3, "Please give a reason of at least 3 characters").max(300),
});
/** The admin's grant dialog: the amount as typed (a whole number) and the request's reason rule. */
export const grantCreditsFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+$/, GRANT_MESSAGES.amount)
    .transform(Number)
    .refine((amount) => amount >= 1, GRANT_MESSAGES.amount)
    .refine((amount) => amount <= GRANT_CREDITS_MAX, GRANT_MESSAGES.tooMany),
  reason: grantCreditsSchema.shape.reason,
});
export type GrantCreditsForm = z.input<typeof grantCreditsFormSchema>;
/** POST /api/credits/add: a user buys a pack, or an admin grants credits; both always with a reason. */
export const addCreditsSchema = z.discriminatedUnion("kind", [
  purchaseCreditsSchema,
  grantCreditsSchema,
]);
export type AddCreditsInput = z.input<typeof addCreditsSchema>;

export const addCreditsResultSchema = z.object({
  balance: z.number().int(),
  added: z.number().int(),
  redirectUrl: z.string().nullable(),
  message: z.string(),
});
export type AddCreditsResult = z.infer<typeof addCreditsResultSchema>;

export const checkoutResultSchema = z.object({ url: z.string() });
