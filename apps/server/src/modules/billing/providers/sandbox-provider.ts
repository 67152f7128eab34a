import { randomUUID } from "node:crypto";
import {
  BILLING_MESSAGES,
  detectCardBrand,
  type ParsedCard,
  parseExpiry,
} from "@hirelens/contracts";
import { AppError } from "../../../lib/app-error.ts";
import { CardDeclinedError, type PaymentProvider, type VerifiedCard } from "./payment-provider.ts";

/** Stripe's documented test numbers that fail, with the message their decline carries. */
export const SANDBOX_DECLINES: Record<string, { message: string; code: string }> = {
  "4000000000000002": { message: BILLING_MESSAGES.cardDeclined, code: "card_declined" },
  "4000000000009995": { message: BILLING_MESSAGES.insufficientFunds, code: "insufficient_funds" },
  "4000000000000069": { message: "Your card has expired.", code: "expired_card" },
  "4000000000000127": { message: "Your card's security code is incorrect.", code: "incorrect_cvc" },
};

/**
 * The offline payment provider (DESIGN §2): real validation (Luhn, expiry, CVC, done by the
 * contract schema before this runs), Stripe's test-card behaviour, no network. Every other
 * valid number succeeds, like 4242 4242 4242 4242.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    id: "sandbox",
    collectsCardsInApp: true,
    async verifyCard(card: ParsedCard): Promise<VerifiedCard> {
      const decline = SANDBOX_DECLINES[card.number];
      if (decline) throw new CardDeclinedError(decline.message, decline.code);
      const { month, year } = parseExpiry(card.expiry);
      return {
        providerRef: `pm_sandbox_${randomUUID().replaceAll("-", "")}`,
        brand: detectCardBrand(card.number),
        last4: card.number.slice(-4),
        expMonth: month,
        expYear: year,
      };
    },
    async charge(input) {
      if (!input.providerRef.startsWith("pm_sandbox_")) {
        throw new CardDeclinedError(BILLING_MESSAGES.cardDeclined, "card_declined");
      }
      return { chargeId: `ch_sandbox_${input.idempotencyKey}` };
    },
    async createCheckout() {
      throw new AppError("BAD_REQUEST", BILLING_MESSAGES.stripeOnly);
    },
    async createPortal() {
      throw new AppError("BAD_REQUEST", BILLING_MESSAGES.stripeOnly);
    },
  };
}
