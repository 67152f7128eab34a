import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "../../../src/lib/dates.ts";
import {
  applyWaitlistOffer,
  type BillingContext,
  getSubscription,
  settleDueSubscriptions,
} from "../../../src/modules/billing/billing.service.ts";
import { getCreditBalance } from "../../../src/modules/credits/credits.service.ts";
import { type Api, api, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: "http://hirelens.test" });
  client = api(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const goodCard = {
  name: "Ada Lovelace",
  number: "4242 4242 4242 4242",
  expiry: `12/${nextYear}`,
  cvc: "123",
};
const declinedCard = { ...goodCard, number: "4000 0000 0000 0002" };

let userCount = 0;
async function newUser(name = "Billing Person") {
  userCount += 1;
  return registerVerifiedUser(client, smtp, { name, email: `billing${userCount}@example.com` });
}

/** The billing context at another moment: for what happens at the end of a period. */
function at(date: Date): BillingContext {
  return { ...t.app.services, now: () => date };
}

async function balanceOf(token: string): Promise<number> {
  const response = await client.call("GET", "/api/credits", { token });
  expect(response.status).toBe(200);
  return response.body.data.availableCredits;
}

describe("plans", () => {
  it("lists free (10), pro (100) and enterprise (unlimited) with the sandbox provider", async () => {
    const response = await client.call("GET", "/api/billing/plans");
    expect(response.status).toBe(200);
    const plans = response.body.data.plans as Array<{ id: string; monthlyCredits: number }>;
    expect(plans.map((plan) => [plan.id, plan.monthlyCredits])).toEqual([
      ["free", 10],
      ["pro", 100],
      ["enterprise", -1],
    ]);
    expect(response.body.data.provider).toBe("sandbox");
  });

  it("starts everyone on the free plan", async () => {
    const user = await newUser();
    const response = await client.call("GET", "/api/billing/subscription", { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ plan: "free", isTrial: false, monthlyCredits: 10 });
    expect(await balanceOf(user.token)).toBe(10);
    // The renewal date shown is the credits ledger's own reset date.
    const credits = await client.call("GET", "/api/credits", { token: user.token });
    const again = await client.call("GET", "/api/billing/subscription", { token: user.token });
    expect(again.body.data.currentPeriodEnd).toBe(credits.body.data.resetsAt);
  });

  it("needs a session", async () => {
    expect((await client.call("GET", "/api/billing/subscription")).status).toBe(401);
    expect((await client.call("GET", "/api/billing/invoices")).status).toBe(401);
  });
});

describe("sandbox cards", () => {
  it("declines 4000 0000 0000 0002 with the card's message and changes nothing", async () => {
    const user = await newUser();
    const response = await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "pro", card: declinedCard },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Your card was declined.");
    const subscription = await client.call("GET", "/api/billing/subscription", {
      token: user.token,
    });
    expect(subscription.body.data.plan).toBe("free");
    expect(
      (await client.call("GET", "/api/billing/payment-methods", { token: user.token })).body.data,
    ).toEqual([]);
    expect(
      (await client.call("GET", "/api/billing/invoices", { token: user.token })).body.data,
    ).toEqual([]);
    expect(await balanceOf(user.token)).toBe(10);
  });

  it("rejects a number failing Luhn, a past expiry and a short CVC field by field", async () => {
    const user = await newUser();
    const response = await client.call("POST", "/api/billing/payment-methods", {
      token: user.token,
      body: { card: { name: "X", number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12" } },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      "card.cvc",
      "card.expiry",
      "card.number",
    ]);
  });

  it("keeps brand, last 4 and expiry only; sets, moves and removes the default card", async () => {
    const user = await newUser();
    const first = await client.call("POST", "/api/billing/payment-methods", {
      token: user.token,
      body: { card: goodCard },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      isDefault: true,
    });
    expect(JSON.stringify(first.body)).not.toContain("4242424242424242");
    const stored = await t.app.db.execute(
      (await import("drizzle-orm")).sql`select * from payment_methods`,
    );
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");

    const second = await client.call("POST", "/api/billing/payment-methods", {
      token: user.token,
      body: { card: { ...goodCard, number: "5555 5555 5555 4444" } },
    });
    expect(second.body.data).toMatchObject({
      brand: "mastercard",
      last4: "4444",
      isDefault: false,
    });

    const moved = await client.call(
      "POST",
      `/api/billing/payment-methods/${second.body.data.id}/default`,
      { token: user.token },
    );
    expect(
      moved.body.data.map((card: { last4: string; isDefault: boolean }) => [
        card.last4,
        card.isDefault,
      ]),
    ).toEqual([
      ["4444", true],
      ["4242", false],
    ]);
    const removed = await client.call(
      "DELETE",
      `/api/billing/payment-methods/${second.body.data.id}`,
      {
        token: user.token,
      },
    );
    expect(removed.body.data).toHaveLength(1);
    expect(removed.body.data[0]).toMatchObject({ last4: "4242", isDefault: true });

    const other = await newUser();
    const foreign = await client.call(
      "DELETE",
      `/api/billing/payment-methods/${first.body.data.id}`,
      {
        token: other.token,
      },
    );
    expect(foreign.status).toBe(404);
  });
});

describe("upgrade, invoices and cancel", () => {
  it("upgrades to Pro with 4242: 100 credits, a numbered paid invoice whose PDF shows plan and amount", async () => {
    const user = await newUser("Grace Hopper");
    const response = await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "pro", card: goodCard },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.subscription).toMatchObject({
      plan: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      nextPlan: "pro",
    });
    expect(await balanceOf(user.token)).toBe(100);

    const invoices = await client.call("GET", "/api/billing/invoices", { token: user.token });
    expect(invoices.body.data).toHaveLength(1);
    const [invoice] = invoices.body.data;
    expect(invoice).toMatchObject({
      status: "paid",
      totalCents: 4900,
      paymentMethod: "Visa •••• 4242",
    });
    expect(invoice.number).toMatch(/^HL-\d{6}$/);
    expect(invoice.lines[0].description).toContain("Pro plan");

    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/billing/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`${invoice.number}.pdf`);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain(invoice.number);
    expect(text).toContain("Pro plan");
    expect(text).toContain("$49.00");
    expect(text).toContain("Grace Hopper");

    const again = await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "pro" },
    });
    expect(again.status).toBe(409);

    const other = await newUser();
    const foreign = await client.call("GET", `/api/billing/invoices/${invoice.id}/pdf`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  });

  it("numbers invoices sequentially across users", async () => {
    const a = await newUser();
    const b = await newUser();
    for (const user of [a, b]) {
      const response = await client.call("POST", "/api/billing/subscribe", {
        token: user.token,
        body: { plan: "pro", card: goodCard },
      });
      expect(response.status).toBe(200);
    }
    const numberOf = async (token: string) =>
      Number(
        (await client.call("GET", "/api/billing/invoices", { token })).body.data[0].number.slice(3),
      );
    expect((await numberOf(b.token)) - (await numberOf(a.token))).toBe(1);
  });

  it("cancel keeps Pro to the period end, then returns to free; resume undoes it", async () => {
    const user = await newUser();
    await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "pro", card: goodCard },
    });
    const canceled = await client.call("POST", "/api/billing/cancel", { token: user.token });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.subscription).toMatchObject({
      plan: "pro",
      cancelAtPeriodEnd: true,
      nextPlan: "free",
    });
    const resumed = await client.call("POST", "/api/billing/resume", { token: user.token });
    expect(resumed.body.data.subscription).toMatchObject({ plan: "pro", cancelAtPeriodEnd: false });
    await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "free" },
    });

    const end = new Date(
      (await client.call("GET", "/api/billing/subscription", { token: user.token })).body.data
        .currentPeriodEnd,
    );
    const before = await getSubscription(at(new Date(end.getTime() - 1000)), {
      workspaceId: user.id,
    });
    expect(before.plan).toBe("pro");
    const after = await getSubscription(at(new Date(end.getTime() + 1000)), {
      workspaceId: user.id,
    });
    expect(after).toMatchObject({ plan: "free", cancelAtPeriodEnd: false });
    const invoices = await client.call("GET", "/api/billing/invoices", { token: user.token });
    expect(invoices.body.data).toHaveLength(1);
  });

  it("renews a month later: charges the default card, new invoice, credits topped up to 100", async () => {
    const user = await newUser();
    await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "pro", card: goodCard },
    });
    const { grantCredits } = await import("../../../src/modules/credits/credits.service.ts");
    // Spend 60 credits, as the analyzer would.
    await grantCredits(t.app.services, {
      workspaceId: user.id,
      amount: -60,
      kind: "adjustment",
      reason: "test spend",
      idempotencyKey: `spend-${user.id}`,
    });
    expect(await balanceOf(user.token)).toBe(40);

    const end = new Date(
      (await client.call("GET", "/api/billing/subscription", { token: user.token })).body.data
        .currentPeriodEnd,
    );
    const later = new Date(end.getTime() + 60_000);
    expect(await settleDueSubscriptions(at(later))).toBeGreaterThanOrEqual(1);
    expect(await settleDueSubscriptions(at(later))).toBe(0);
    const renewed = await getSubscription(at(later), { workspaceId: user.id });
    expect(renewed).toMatchObject({ plan: "pro", status: "active" });
    expect(renewed.currentPeriodStart).toBe(end.toISOString());
    expect(renewed.currentPeriodEnd).toBe(addMonths(end, 1).toISOString());
    const invoices = await client.call("GET", "/api/billing/invoices", { token: user.token });
    expect(invoices.body.data).toHaveLength(2);
    const balance = await getCreditBalance(t.app.services, { workspaceId: user.id });
    expect(balance.availableCredits).toBe(100);
  });

  it("refuses enterprise self-service (contact sales) and downgrading a free account", async () => {
    const user = await newUser();
    const enterprise = await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "enterprise" },
    });
    expect(enterprise.status).toBe(422);
    expect(enterprise.body.message).toContain("Contact sales");
    const free = await client.call("POST", "/api/billing/subscribe", {
      token: user.token,
      body: { plan: "free" },
    });
    expect(free.status).toBe(409);
    expect((await client.call("POST", "/api/billing/cancel", { token: user.token })).status).toBe(
      409,
    );
  });

  it("sells a top-up pack through the ledger with an invoice", async () => {
    const user = await newUser();
    const response = await client.call("POST", "/api/credits/add", {
      token: user.token,
      body: { kind: "purchase", packId: "pack-25", card: goodCard },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ added: 25, balance: 35 });
    const history = await client.call("GET", "/api/credits/history", { token: user.token });
    expect(history.body.data[0]).toMatchObject({ kind: "purchase", amount: 25 });
    const invoices = await client.call("GET", "/api/billing/invoices", { token: user.token });
    expect(invoices.body.data[0]).toMatchObject({ totalCents: 1500 });

    const declined = await client.call("POST", "/api/credits/add", {
      token: user.token,
      body: { kind: "purchase", packId: "pack-25", card: declinedCard },
    });
    expect(declined.status).toBe(400);
    expect(await balanceOf(user.token)).toBe(35);

    const grant = await client.call("POST", "/api/credits/add", {
      token: user.token,
      body: { kind: "grant", userId: user.id, amount: 1000, reason: "I deserve it" },
    });
    expect(grant.status).toBe(404);
  });
});

describe("waitlist Pro month", () => {
  it("gives the first 100 on the waitlist Pro for a month without a card, then returns to free", async () => {
    const joined = await client.call("POST", "/api/waitlist", {
      body: { name: "Early Bird", email: "early@example.com", role: "Recruiter" },
    });
    expect(joined.status).toBe(201);
    const user = await registerVerifiedUser(client, smtp, {
      name: "Early Bird",
      email: "early@example.com",
    });
    // Applied when the e-mail is verified, before billing is ever opened.
    expect(await balanceOf(user.token)).toBe(100);
    const response = await client.call("GET", "/api/billing/subscription", { token: user.token });
    expect(response.body.data).toMatchObject({
      plan: "pro",
      isTrial: true,
      status: "trialing",
      nextPlan: "free",
    });
    const trialEnd = new Date(response.body.data.trialEndsAt);
    const start = new Date(response.body.data.currentPeriodStart);
    expect(trialEnd.toISOString()).toBe(addMonths(start, 1).toISOString());
    expect(await balanceOf(user.token)).toBe(100);
    expect(
      (await client.call("GET", "/api/billing/payment-methods", { token: user.token })).body.data,
    ).toEqual([]);
    // Only once per account.
    expect(await applyWaitlistOffer(t.app.services, { userId: user.id, email: user.email })).toBe(
      false,
    );

    const after = await getSubscription(at(new Date(trialEnd.getTime() + 1000)), {
      workspaceId: user.id,
    });
    expect(after).toMatchObject({ plan: "free", isTrial: false });
    const invoices = await client.call("GET", "/api/billing/invoices", { token: user.token });
    expect(invoices.body.data).toEqual([]);
  });

  it("does not give it to someone who is not on the waitlist", async () => {
    const user = await newUser();
    expect(await applyWaitlistOffer(t.app.services, { userId: user.id, email: user.email })).toBe(
      false,
    );
    const response = await client.call("GET", "/api/billing/subscription", { token: user.token });
    expect(response.body.data.plan).toBe("free");
  });
});
