import type { CardBrand, ParsedCard, PaymentProviderId } from "@hirelens/contracts";

/** What we keep of a card: never the full number. */
export interface VerifiedCard {
  providerRef: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeInput {
  providerRef: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key never charges twice. */
  idempotencyKey: string;
}

export interface CheckoutInput {
  /** The workspace that pays (decision 197); the customer is in its owner's name. */
  workspaceId: string;
  email: string;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  item:
    | { kind: "subscription"; plan: "pro" }
    | { kind: "credits"; packId: string; credits: number; priceCents: number };
}

/** A card was refused; its message is the card issuer's, safe to show. */
export class CardDeclinedError extends Error {
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super(message);
    this.name = "CardDeclinedError";
  }
}

/**
 * The two ways HireLens takes money. The sandbox collects cards in our own form and charges
 * at once (`collectsCardsInApp`); Stripe collects them on its hosted Checkout and tells us what
 * happened through signed webhooks, so the app only asks it for a page to redirect to.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  readonly collectsCardsInApp: boolean;
  /** Checks a card and keeps brand + last 4 + expiry (in-app providers only). */
  verifyCard(card: ParsedCard): Promise<VerifiedCard>;
  /** Charges a saved card (in-app providers only). */
  charge(input: ChargeInput): Promise<{ chargeId: string }>;
  /** A hosted payment page (redirect providers only). */
  createCheckout(input: CheckoutInput): Promise<{ url: string; customerId: string }>;
  /** The provider's self-service page for cards, invoices and cancellation. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}
