import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { PaymentProvider } from "./providers/payment-provider.ts";
import { createSandboxProvider } from "./providers/sandbox-provider.ts";
import { createStripeClient, type StripeClient } from "./providers/stripe-client.ts";
import { createStripeProvider } from "./providers/stripe-provider.ts";

export interface Billing {
  provider: PaymentProvider;
  /** Present when STRIPE_SECRET_KEY is set. */
  stripe: StripeClient | null;
}

declare module "fastify" {
  interface FastifyInstance {
    billing: Billing;
  }
}

/** DESIGN §2: the sandbox provider by default, Stripe when STRIPE_SECRET_KEY is set. */
export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    const stripe = app.env.STRIPE_SECRET_KEY
      ? createStripeClient({
          secretKey: app.env.STRIPE_SECRET_KEY,
          baseUrl: app.env.STRIPE_API_BASE,
        })
      : null;
    const provider = stripe
      ? createStripeProvider({ client: stripe, proPriceId: app.env.STRIPE_PRICE_PRO })
      : createSandboxProvider();
    app.decorate("billing", { provider, stripe } satisfies Billing);
  },
  { name: "billing" },
);
