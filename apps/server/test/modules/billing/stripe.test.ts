import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStripeClient,
  STRIPE_API_VERSION,
  verifyStripeWebhook,
  WebhookSignatureError,
} from "../../../src/modules/billing/providers/stripe-client.ts";
import { type Api, registerVerifiedUser } from "../../helpers/auth.ts";
import {
  type FakeStripe,
  FAKE_STRIPE_SECRET_KEY as SECRET_KEY,
  signStripePayload,
  startStripeTestApp,
  stopStripeTestApp,
  stripeSubscription,
} from "../../helpers/fake-stripe.ts";
import type { TestSmtp } from "../../helpers/smtp.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const WEBHOOK_SECRET = "whsec_test_secret";
const atSeconds = (seconds: number) => new Date(seconds * 1000);

describe("Stripe signatures", () => {
  const payload = JSON.stringify({ id: "evt_1", type: "ping", created: 1, data: { object: {} } });
  const now = 1_800_000_000;

  it("accepts a payload signed with the secret within the tolerance", () => {
    const header = signStripePayload(payload, WEBHOOK_SECRET, now);
    const event = verifyStripeWebhook({
      rawBody: payload,
      header,
      secret: WEBHOOK_SECRET,
      toleranceSeconds: 300,
      now: atSeconds(now + 10),
    });
    expect(event.id).toBe("evt_1");
  });

  it("refuses a forged signature, a changed body, an old timestamp and a missing header", () => {
    const forged = signStripePayload(payload, "whsec_wrong", now);
    const good = signStripePayload(payload, WEBHOOK_SECRET, now);
    const cases = [
      { rawBody: payload, header: forged },
      { rawBody: payload.replace("ping", "pong"), header: good },
      { rawBody: payload, header: undefined },
      { rawBody: payload, header: "t=abc,v1=" },
    ];
    for (const input of cases) {
      expect(() =>
        verifyStripeWebhook({
          ...input,
          secret: WEBHOOK_SECRET,
          toleranceSeconds: 300,
          now: atSeconds(now),
        }),
      ).toThrow(WebhookSignatureError);
    }
    expect(() =>
      verifyStripeWebhook({
        rawBody: payload,
        header: good,
        secret: WEBHOOK_SECRET,
        toleranceSeconds: 300,
        now: atSeconds(now + 301),
      }),
    ).toThrow(/tolerance/);
  });
});

describe("Stripe provider against a local Stripe", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let client: Api;
  let stripe: FakeStripe;
  let logs: string[];
  let user: { id: string; token: string; email: string };

  beforeAll(async () => {
    ({ t, smtp, stripe, client, logs } = await startStripeTestApp({
      webhookSecret: WEBHOOK_SECRET,
      priceId: "price_pro_monthly",
    }));
    user = await registerVerifiedUser(client, smtp, {
      name: "Stripe User",
      email: "stripe@example.com",
    });
  });
  afterAll(async () => stopStripeTestApp({ t, smtp, stripe }));

  async function deliver(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const rawBody = JSON.stringify(event);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    return t.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signStripePayload(rawBody, options.secret ?? WEBHOOK_SECRET, timestamp),
      },
      payload: rawBody,
    });
  }

  it("surfaces Stripe's error when the key is wrong", async () => {
    const wrong = createStripeClient({ secretKey: "sk_test_wrong", baseUrl: stripe.url });
    await expect(
      wrong.createCustomer({ email: "x@example.com", workspaceId: "u1" }),
    ).rejects.toMatchObject({
      name: "StripeApiError",
      status: 401,
      message: "Invalid API Key",
    });
    const right = createStripeClient({ secretKey: SECRET_KEY, baseUrl: stripe.url });
    await expect(
      right.createCustomer({ email: "x@example.com", workspaceId: "u1" }),
    ).resolves.toMatchObject({ id: "cus_test_1" });
    const call = stripe.requests.at(-1);
    expect(call?.headers["idempotency-key"]).toBe("customer-u1");
    expect(call?.body.get("metadata[workspaceId]")).toBe("u1");
  });

  it("reports Stripe as the provider and sends the subscriber to Checkout", async () => {
    expect((await client.call("GET", "/api/billing/plans")).body.data.provider).toBe("stripe");
    const response = await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "pro" },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      redirectUrl: "https://checkout.stripe.test/c/cs_test_1",
      subscription: null,
    });
    const checkout = stripe.requests.find((request) => request.path === "/v1/checkout/sessions");
    expect(checkout?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(checkout?.body.get("mode")).toBe("subscription");
    expect(checkout?.body.get("line_items[0][price]")).toBe("price_pro_monthly");
    expect(checkout?.body.get("client_reference_id")).toBe(user.id);
    expect(checkout?.body.get("customer")).toBe("cus_test_1");
    expect(checkout?.body.get("success_url")).toBe("http://hirelens.test/billing?checkout=success");
    // Still free until Stripe confirms.
    expect(
      (await client.call("GET", "/api/billing/subscription", { token: user.token })).body.data.plan,
    ).toBe("free");
  });

  it("refuses a webhook with a forged signature and changes nothing", async () => {
    const forged = await deliver(
      {
        id: "evt_forged",
        type: "checkout.session.completed",
        created: 1,
        data: {
          object: { mode: "subscription", client_reference_id: user.id, subscription: "sub_1" },
        },
      },
      { secret: "whsec_attacker" },
    );
    expect(forged.statusCode).toBe(400);
    const stale = await deliver(
      { id: "evt_stale", type: "checkout.session.completed", created: 1, data: { object: {} } },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect(stale.statusCode).toBe(400);
    expect(
      (await client.call("GET", "/api/billing/subscription", { token: user.token })).body.data.plan,
    ).toBe("free");
  });

  it("applies checkout.session.completed once when Stripe replays it", async () => {
    const start = Math.floor(Date.now() / 1000);
    stripe.subscriptions.set(
      "sub_1",
      stripeSubscription({
        id: "sub_1",
        customer: "cus_test_1",
        periodStart: start,
        periodEnd: start + 30 * 86_400,
        workspaceId: user.id,
      }),
    );
    const event = {
      id: "evt_checkout_1",
      type: "checkout.session.completed",
      created: start,
      data: {
        object: {
          id: "cs_test_1",
          mode: "subscription",
          client_reference_id: user.id,
          customer: "cus_test_1",
          subscription: "sub_1",
        },
      },
    };
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await deliver(event);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });

    const subscription = await client.call("GET", "/api/billing/subscription", {
      token: user.token,
    });
    expect(subscription.body.data).toMatchObject({
      plan: "pro",
      provider: "stripe",
      status: "active",
      // Read from the subscription's items, where Stripe keeps the period since 2025-03-31.
      currentPeriodEnd: atSeconds(start + 30 * 86_400).toISOString(),
    });
    const credits = await client.call("GET", "/api/credits/history", { token: user.token });
    const grants = credits.body.data.filter((line: { amount: number }) => line.amount > 0);
    expect(grants.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0)).toBe(
      100,
    );

    const invoice = {
      id: "evt_invoice_1",
      type: "invoice.paid",
      created: start,
      data: {
        object: {
          id: "in_1",
          object: "invoice",
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: "sub_1", metadata: {} },
          },
          currency: "usd",
          amount_paid: 4900,
          created: start,
          lines: {
            data: [
              {
                description: "1 × HireLens Pro",
                amount: 4900,
                quantity: 1,
                period: { start, end: start + 30 * 86_400 },
              },
            ],
          },
        },
      },
    };
    await deliver(invoice);
    await deliver({ ...invoice, id: "evt_invoice_1_again" });
    const invoices = await client.call("GET", "/api/billing/invoices", { token: user.token });
    expect(invoices.body.data).toHaveLength(1);
    expect(invoices.body.data[0]).toMatchObject({ totalCents: 4900, status: "paid" });
  });

  it("cancels at period end through Stripe and ends the plan when Stripe deletes the subscription", async () => {
    const canceled = await client.call("POST", "/api/billing/cancel", { token: user.token });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.subscription).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });
    const call = stripe.requests.findLast((request) => request.path === "/v1/subscriptions/sub_1");
    expect(call?.body.get("cancel_at_period_end")).toBe("true");

    const portal = await client.call("POST", "/api/billing/portal", { token: user.token });
    expect(portal.body.data.url).toBe("https://billing.stripe.test/p/session_1");

    const subscription = stripe.subscriptions.get("sub_1")!;
    await deliver({
      id: "evt_deleted",
      type: "customer.subscription.deleted",
      created: 2,
      data: { object: { ...subscription, status: "canceled" } },
    });
    const after = await client.call("GET", "/api/billing/subscription", { token: user.token });
    expect(after.body.data.plan).toBe("free");
  });

  it("sells credit packs through Checkout and credits them once per session", async () => {
    const response = await client.call("POST", "/api/credits/add", {
      token: user.token,
      body: { kind: "purchase", packId: "pack-100" },
    });
    expect(response.body.data.redirectUrl).toContain("checkout.stripe.test");
    const checkout = stripe.requests.findLast(
      (request) => request.path === "/v1/checkout/sessions",
    );
    expect(checkout?.body.get("mode")).toBe("payment");
    expect(checkout?.body.get("line_items[0][price_data][unit_amount]")).toBe("5000");
    expect(checkout?.body.get("line_items[0][price_data][product_data][name]")).toBe(
      "100 HireLens credits",
    );
    expect(checkout?.body.get("metadata[credits]")).toBe("100");
    const before = (await client.call("GET", "/api/credits", { token: user.token })).body.data
      .availableCredits;
    const event = {
      id: "evt_pack_1",
      type: "checkout.session.completed",
      created: 3,
      data: {
        object: {
          id: "cs_pack_1",
          mode: "payment",
          amount_total: 5000,
          currency: "usd",
          client_reference_id: user.id,
          metadata: { userId: user.id, kind: "credits", packId: "pack-100", credits: "100" },
        },
      },
    };
    await deliver(event);
    await deliver({ ...event, id: "evt_pack_1_retry" });
    const afterBalance = (await client.call("GET", "/api/credits", { token: user.token })).body.data
      .availableCredits;
    expect(afterBalance - before).toBe(100);
  });

  it("applies an event of another API version but warns that the endpoint's version is not the pinned one", async () => {
    const event = {
      id: "evt_pack_old_version",
      type: "checkout.session.completed",
      api_version: "2024-06-20",
      created: 4,
      data: {
        object: {
          id: "cs_pack_2",
          mode: "payment",
          amount_total: 1500,
          currency: "usd",
          client_reference_id: user.id,
          metadata: { userId: user.id, kind: "credits", packId: "pack-25", credits: "25" },
        },
      },
    };
    expect((await deliver(event)).statusCode).toBe(200);
    const warning = logs.map((line) => JSON.parse(line)).find((line) => line.eventId === event.id);
    expect(warning).toMatchObject({ apiVersion: "2024-06-20", expected: STRIPE_API_VERSION });
  });
});
