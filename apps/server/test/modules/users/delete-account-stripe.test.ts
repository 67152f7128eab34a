import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, users } from "../../../src/db/schema/index.ts";
import { type Api, registerVerifiedUser, STRONG_PASSWORD } from "../../helpers/auth.ts";
import {
  type FakeStripe,
  startStripeTestApp,
  stopStripeTestApp,
} from "../../helpers/fake-stripe.ts";
import type { TestSmtp } from "../../helpers/smtp.ts";
import type { TestApp } from "../../helpers/test-app.ts";

// Deleting an account whose plan is paid through Stripe must not leave a live subscription (and
// the customer's name and e-mail) at Stripe. Stripe is the one thing mocked: a local server.

let t: TestApp;
let smtp: TestSmtp;
let stripe: FakeStripe;
let client: Api;

beforeAll(async () => {
  ({ t, smtp, stripe, client } = await startStripeTestApp({
    webhookSecret: "whsec_test",
    priceId: "price_pro",
  }));
});
afterAll(async () => stopStripeTestApp({ t, smtp, stripe }));

/** A user on Pro through Stripe, as the checkout webhook leaves them. */
async function stripeCustomer(name: string, email: string, customerId: string) {
  const user = await registerVerifiedUser(client, smtp, { name, email });
  const now = new Date();
  await t.database.db.insert(subscriptions).values({
    workspaceId: user.id,
    plan: "pro",
    status: "active",
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    provider: "stripe",
    providerCustomerId: customerId,
    providerSubscriptionId: `sub_${customerId}`,
  });
  return user;
}

const deleteAccount = (token: string) =>
  client.call("DELETE", "/api/user", {
    token,
    body: { password: STRONG_PASSWORD, confirm: "DELETE" },
  });

describe("delete account with a Stripe subscription", () => {
  it("deletes the Stripe customer (which ends the subscription) before the account", async () => {
    const user = await stripeCustomer("Paula Payer", "paula@example.com", "cus_paula");
    stripe.deleteCustomerStatus = 200;
    const deleted = await deleteAccount(user.token);
    expect(deleted.status).toBe(200);
    expect(stripe.calls()).toContain("DELETE /v1/customers/cus_paula");
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, user.id)),
    ).toEqual([]);
  });

  it("keeps the account whole when Stripe cannot delete the customer, so the user can retry", async () => {
    const user = await stripeCustomer("Rory Retry", "rory@example.com", "cus_rory");
    stripe.deleteCustomerStatus = 500;
    const refused = await deleteAccount(user.token);
    expect(refused.status).toBe(503);
    expect((await client.call("GET", "/api/auth/me", { token: user.token })).status).toBe(200);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.workspaceId, user.id));
    expect(subscription?.providerCustomerId).toBe("cus_rory");

    stripe.deleteCustomerStatus = 200;
    expect((await deleteAccount(user.token)).status).toBe(200);
    expect(stripe.calls().filter((call) => call === "DELETE /v1/customers/cus_rory")).toHaveLength(
      2,
    );
  });

  it("treats a customer Stripe no longer has as deleted", async () => {
    const user = await stripeCustomer("Gina Gone", "gina@example.com", "cus_gina");
    stripe.deleteCustomerStatus = 404;
    expect((await deleteAccount(user.token)).status).toBe(200);
    expect(stripe.calls()).toContain("DELETE /v1/customers/cus_gina");
    expect((await client.call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
  });
});
