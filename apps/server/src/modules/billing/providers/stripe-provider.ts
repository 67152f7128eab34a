import { AppError } from "../../../lib/app-error.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { StripeApiError, type StripeClient } from "./stripe-client.ts";

/**
 * Stripe when STRIPE_SECRET_KEY is set: hosted Checkout for subscriptions and credit packs, the
 * customer portal for cards and cancellation; state changes arrive by webhook (billing.webhooks.ts).
 */
export function createStripeProvider(options: {
  client: StripeClient;
  proPriceId: string | undefined;
}): PaymentProvider {
  const { client } = options;
  const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof StripeApiError) {
        throw new AppError("UNAVAILABLE", "The payment provider is unavailable. Please try again.");
      }
      throw error;
    }
  };
  return {
    id: "stripe",
    collectsCardsInApp: false,
    async verifyCard() {
      throw new AppError("BAD_REQUEST", "Cards are added on Stripe's secure page.");
    },
    async charge() {
      throw new AppError("BAD_REQUEST", "Payments are taken on Stripe's secure page.");
    },
    async createCheckout(input) {
      return wrap(async () => {
        const customerId =
          input.customerId ??
          (await client.createCustomer({ email: input.email, workspaceId: input.workspaceId })).id;
        const common = {
          customer: customerId,
          client_reference_id: input.workspaceId,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { workspaceId: input.workspaceId, kind: input.item.kind },
        };
        const session =
          input.item.kind === "subscription"
            ? await client.createCheckoutSession({
                ...common,
                mode: "subscription",
                line_items: [{ price: options.proPriceId ?? "", quantity: 1 }],
                subscription_data: { metadata: { workspaceId: input.workspaceId, plan: "pro" } },
              })
            : await client.createCheckoutSession({
                ...common,
                mode: "payment",
                metadata: {
                  workspaceId: input.workspaceId,
                  kind: "credits",
                  packId: input.item.packId,
                  credits: String(input.item.credits),
                },
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: "usd",
                      unit_amount: input.item.priceCents,
                      product_data: { name: `${input.item.credits} HireLens credits` },
                    },
                  },
                ],
              });
        // Hosted Checkout always has a page; a session without one is Stripe misbehaving.
        if (!session.url)
          throw new StripeApiError("Checkout session without a URL", 502, undefined, undefined);
        return { url: session.url, customerId };
      });
    },
    async createPortal(input) {
      return wrap(async () => {
        const session = await client.createPortalSession({
          customer: input.customerId,
          returnUrl: input.returnUrl,
        });
        return { url: session.url };
      });
    },
  };
}
