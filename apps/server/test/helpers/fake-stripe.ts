import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type Api, api } from "./auth.ts";
import { startSmtp, type TestSmtp } from "./smtp.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export const FAKE_STRIPE_SECRET_KEY = "sk_test_local";

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form body as the SDK encoded it (`line_items[0][price]=…`). */
  body: URLSearchParams;
  headers: IncomingMessage["headers"];
}

export interface FakeStripe {
  /** STRIPE_API_BASE for the app under test. */
  url: string;
  requests: RecordedStripeRequest[];
  /** Subscriptions GET/POST /v1/subscriptions/:id answer with, by id. */
  subscriptions: Map<string, Record<string, unknown>>;
  /** The status DELETE /v1/customers/:id answers with. */
  deleteCustomerStatus: number;
  /** "METHOD /path" of every call. */
  calls(): string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for api.stripe.com (the one thing the server tests mock): answers the calls
 * HireLens makes through the official SDK the way Stripe does, and records every request.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = {
    requests: [] as RecordedStripeRequest[],
    subscriptions: new Map<string, Record<string, unknown>>(),
    deleteCustomerStatus: 200,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stripe.local");
      const body = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      fake.requests.push({
        method: request.method ?? "",
        path: url.pathname,
        body,
        headers: request.headers,
      });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      const error = (status: number, message: string) =>
        send(status, { error: { type: "invalid_request_error", message } });
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        return error(401, "Invalid API Key");
      }
      if (request.method === "POST" && url.pathname === "/v1/customers") {
        return send(200, { id: "cus_test_1", object: "customer", email: body.get("email") });
      }
      const customer = /^\/v1\/customers\/([^/]+)$/.exec(url.pathname);
      if (request.method === "DELETE" && customer) {
        return fake.deleteCustomerStatus === 200
          ? send(200, { id: customer[1], object: "customer", deleted: true })
          : error(fake.deleteCustomerStatus, "Stripe is having a bad day");
      }
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        return send(200, {
          id: "cs_test_1",
          object: "checkout.session",
          url: "https://checkout.stripe.test/c/cs_test_1",
          customer: body.get("customer"),
        });
      }
      if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        return send(200, {
          id: "bps_1",
          object: "billing_portal.session",
          url: "https://billing.stripe.test/p/session_1",
        });
      }
      const subscriptionPath = /^\/v1\/subscriptions\/(.+)$/.exec(url.pathname);
      if (subscriptionPath?.[1]) {
        const subscription = fake.subscriptions.get(subscriptionPath[1]);
        if (!subscription) return error(404, "No such subscription");
        if (request.method === "POST" && body.has("cancel_at_period_end")) {
          subscription.cancel_at_period_end = body.get("cancel_at_period_end") === "true";
        }
        return send(200, subscription);
      }
      return error(404, "Unknown endpoint");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    calls: () => fake.requests.map((request) => `${request.method} ${request.path}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A subscription as Stripe's API version 2025-03-31 and later shows it: the billing period is on
 * its items, not on the subscription.
 */
export function stripeSubscription(input: {
  id: string;
  customer: string;
  periodStart: number;
  periodEnd: number;
  workspaceId: string;
  status?: string;
}): Record<string, unknown> {
  return {
    id: input.id,
    object: "subscription",
    customer: input.customer,
    status: input.status ?? "active",
    cancel_at_period_end: false,
    metadata: { workspaceId: input.workspaceId },
    items: {
      object: "list",
      data: [
        {
          id: `si_${input.id}`,
          object: "subscription_item",
          current_period_start: input.periodStart,
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}

/** The Stripe-Signature header Stripe would send with `payload`, made by the SDK. */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export interface StripeTestApp {
  t: TestApp;
  smtp: TestSmtp;
  stripe: FakeStripe;
  client: Api;
  /** The app's log lines of level warn and above, as JSON. */
  logs: string[];
}

/** The real app with Stripe as its payment provider, Stripe being a local fake, mail on loopback. */
export async function startStripeTestApp(options: {
  webhookSecret: string;
  priceId: string;
}): Promise<StripeTestApp> {
  const smtp = await startSmtp();
  const stripe = await startFakeStripe();
  const logs: string[] = [];
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      APP_URL: "http://hirelens.test",
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_PRICE_PRO: options.priceId,
      STRIPE_API_BASE: stripe.url,
      LOG_LEVEL: "warn",
    },
    { logStream: { write: (line) => logs.push(line) } },
  );
  return { t, smtp, stripe, client: api(t.app), logs };
}

export async function stopStripeTestApp(
  app: Pick<StripeTestApp, "t" | "smtp" | "stripe">,
): Promise<void> {
  await app.t.close();
  await app.stripe.close();
  await app.smtp.close();
}
