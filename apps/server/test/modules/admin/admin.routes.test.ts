import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, api, enableTotp, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;
let admin: { id: string; token: string; password: string };
let adminWithoutMfa: string;
let member: { id: string; token: string };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "http://hirelens.test",
    ADMIN_EMAILS: "Boss@HireLens.test",
  });
  client = api(t.app);
  const registered = await registerVerifiedUser(client, smtp, {
    name: "Ada Admin",
    email: "boss@hirelens.test",
  });
  // A second session of the admin, signed in before MFA was turned on.
  const second = await client.call("POST", "/api/auth/signin", {
    body: { email: "boss@hirelens.test", password: registered.password },
  });
  adminWithoutMfa = second.body.data.token;
  // The console needs MFA (issue 15): the admin enrols TOTP first.
  const { token } = await enableTotp(client, registered);
  admin = { ...registered, token };
  member = await registerVerifiedUser(client, smtp, { name: "Mo Member", email: "mo@example.com" });
  for (const [name, email, role] of [
    ["Early One", "one@example.com", "Recruiter"],
    ["Early Two", "two@example.com", "=HYPERLINK(evil)"],
    ["Mo Member", "mo@example.com", "Founder"],
  ] as const) {
    expect(
      (await client.call("POST", "/api/waitlist", { body: { name, email, role } })).status,
    ).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ADMIN_ENDPOINTS: Array<[method: "GET" | "POST" | "PATCH", url: string, body?: object]> = [
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/waitlist"],
  ["GET", "/api/admin/waitlist/export"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/tickets"],
  ["GET", "/api/admin/tickets/00000000-0000-0000-0000-000000000000"],
  [
    "POST",
    "/api/admin/tickets/00000000-0000-0000-0000-000000000000/replies",
    { message: "Hello there, friend" },
  ],
  ["PATCH", "/api/admin/tickets/00000000-0000-0000-0000-000000000000", { status: "resolved" }],
  ["GET", "/api/admin/outbox"],
  ["GET", "/api/admin/queue"],
  ["POST", "/api/admin/queue/jobs/analyze-resume/00000000-0000-0000-0000-000000000000/retry"],
];

describe("admin access", () => {
  it("answers 404 on every admin endpoint to anonymous visitors and to non-admins", async () => {
    for (const [method, url, body] of ADMIN_ENDPOINTS) {
      const anonymous = await client.call(method, url, { body });
      expect(anonymous.status, `${method} ${url} anonymous`).toBe(404);
      const signedIn = await client.call(method, url, { body, token: member.token });
      expect(signedIn.status, `${method} ${url} member`).toBe(404);
      expect(signedIn.body.message).toBe("Resource not found");
    }
  });

  it("refuses an admin without MFA: 403 telling them to turn it on in Settings", async () => {
    // The same account with MFA off: sign in again after turning it off.
    const off = await client.call("POST", "/api/auth/mfa/disable", {
      token: adminWithoutMfa,
      body: { password: admin.password },
    });
    expect(off.status).toBe(200);
    const withoutMfa = off.body.data.token;
    for (const [method, url, body] of ADMIN_ENDPOINTS) {
      const refused = await client.call(method, url, { body, token: withoutMfa });
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body).toEqual({
        status: 403,
        code: "FORBIDDEN",
        message:
          "The admin console needs two-factor authentication. Turn it on in Settings, then come back.",
      });
    }
    // Back on, for the tests below.
    const { token } = await enableTotp(client, { token: withoutMfa, password: admin.password });
    admin = { ...admin, token };
  });

  it("lets the admin (ADMIN_EMAILS, any case) in", async () => {
    const overview = await client.call("GET", "/api/admin/overview", { token: admin.token });
    expect(overview.status).toBe(200);
    expect(overview.body.data).toMatchObject({ users: 2, waitlist: 3 });
  });
});

describe("admin console", () => {
  it("searches the waitlist and shows who registered", async () => {
    const all = await client.call("GET", "/api/admin/waitlist", { token: admin.token });
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((item: { position: number }) => item.position)).toEqual([
      1, 2, 3,
    ]);
    const searched = await client.call("GET", "/api/admin/waitlist?q=mo%40example", {
      token: admin.token,
    });
    expect(searched.body.data.items).toHaveLength(1);
    expect(searched.body.data.items[0]).toMatchObject({
      email: "mo@example.com",
      hasRegistered: true,
      isEligibleForFreePro: true,
    });
  });

  it("exports the waitlist as CSV, safe for spreadsheets", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/waitlist/export",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="hirelens-waitlist-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe("position,name,email,role,company,free_pro_month,registered,joined_at");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1,Early One,one@example.com,Recruiter,,yes,no,/);
    expect(lines[2]).toContain(",'=HYPERLINK(evil),");
  });

  it("lists users with plan and credits, and a grant with a reason appears in the user's transactions", async () => {
    const before = await client.call("GET", "/api/admin/users?q=mo", { token: admin.token });
    expect(before.body.data.items).toHaveLength(1);
    const row = before.body.data.items[0];
    expect(row).toMatchObject({ email: "mo@example.com", role: "user" });

    const missingReason = await client.call("POST", "/api/credits/add", {
      token: admin.token,
      body: { kind: "grant", userId: member.id, amount: 25 },
    });
    expect(missingReason.status).toBe(422);

    const grant = await client.call("POST", "/api/credits/add", {
      token: admin.token,
      body: {
        kind: "grant",
        userId: member.id,
        amount: 25,
        reason: "Sorry for the outage on Monday",
      },
    });
    expect(grant.status).toBe(200);
    expect(grant.body.data.added).toBe(25);

    const transactions = await client.call("GET", "/api/credits/transactions", {
      token: member.token,
    });
    expect(transactions.body.data[0]).toMatchObject({
      kind: "grant",
      amount: 25,
      reason: "Sorry for the outage on Monday",
    });
    const after = await client.call("GET", "/api/admin/users?q=mo", { token: admin.token });
    expect(after.body.data.items[0].credits).toBe(grant.body.data.balance);

    const unknown = await client.call("POST", "/api/credits/add", {
      token: admin.token,
      body: { kind: "grant", userId: "no-such-user", amount: 5, reason: "typo" },
    });
    expect(unknown.status).toBe(404);
  });

  it("lists tickets open first, replies and changes their status", async () => {
    const opened = await client.call("POST", "/api/support/contact", {
      token: member.token,
      body: {
        category: "technical",
        subject: "Upload stuck",
        message: "My upload stays at 99 percent.",
      },
    });
    const tickets = await client.call("GET", "/api/admin/tickets?status=open", {
      token: admin.token,
    });
    expect(tickets.body.data.items[0]).toMatchObject({
      id: opened.body.data.id,
      userEmail: "mo@example.com",
    });
    const patched = await client.call("PATCH", `/api/admin/tickets/${opened.body.data.id}`, {
      token: admin.token,
      body: { status: "resolved" },
    });
    expect(patched.body.data.status).toBe("resolved");
  });

  it("shows the mail outbox with the verification mails", async () => {
    const outbox = await client.call("GET", "/api/admin/outbox?q=mo%40example", {
      token: admin.token,
    });
    expect(outbox.status).toBe(200);
    expect(outbox.body.data.items.length).toBeGreaterThan(0);
    expect(outbox.body.data.items[0]).toMatchObject({ to: "mo@example.com", status: "sent" });
  });

  it("reports queue health", async () => {
    const queue = await client.call("GET", "/api/admin/queue", { token: admin.token });
    expect(queue.status).toBe(200);
    expect(queue.body.data.isAvailable).toBe(true);
    expect(queue.body.data.counts).toEqual(
      expect.objectContaining({
        waiting: expect.any(Number),
        running: expect.any(Number),
        failed: expect.any(Number),
      }),
    );
    const retry = await client.call(
      "POST",
      "/api/admin/queue/jobs/analyze-resume/00000000-0000-0000-0000-000000000000/retry",
      {
        token: admin.token,
      },
    );
    expect(retry.status).toBe(404);
  });
});
