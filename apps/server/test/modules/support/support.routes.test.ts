import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailPreferences, users } from "../../../src/db/schema/index.ts";
import { type Api, api, registerAdmin, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;
let admin: { id: string; token: string };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "http://hirelens.test",
    ADMIN_EMAILS: "support@hirelens.test",
  });
  client = api(t.app);
  admin = await registerAdmin(client, smtp, {
    name: "Sam Support",
    email: "support@hirelens.test",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ticketBody = {
  category: "billing",
  subject: "Invoice address",
  message: "Could you add our VAT number to the last invoice, please?",
};

describe("FAQ", () => {
  it("is public and searchable", async () => {
    const all = await client.call("GET", "/api/support/faq");
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(10);
    const searched = await client.call("GET", "/api/support/faq?q=cancel%20period");
    expect(searched.body.data.map((item: { id: string }) => item.id)).toEqual(["cancel"]);
    const nothing = await client.call("GET", "/api/support/faq?q=zzzzqqq");
    expect(nothing.body.data).toEqual([]);
  });
});

describe("tickets", () => {
  it("opens a ticket with its first message and the 24-hour promise", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Tina Ticket",
      email: "tina@example.com",
    });
    const opened = await client.call("POST", "/api/support/contact", {
      token: user.token,
      body: ticketBody,
    });
    expect(opened.status).toBe(201);
    const ticket = opened.body.data;
    expect(ticket).toMatchObject({
      status: "open",
      category: "billing",
      subject: "Invoice address",
      messageCount: 1,
    });
    expect(new Date(ticket.respondBy).getTime() - new Date(ticket.createdAt).getTime()).toBe(
      24 * 3_600_000,
    );
    const list = await client.call("GET", "/api/support/tickets", { token: user.token });
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual([ticket.id]);

    const other = await registerVerifiedUser(client, smtp, {
      name: "Otto Other",
      email: "otto@example.com",
    });
    expect(
      (await client.call("GET", `/api/support/tickets/${ticket.id}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await client.call("GET", "/api/support/tickets", { token: other.token })).body.data,
    ).toEqual([]);
  });

  it("validates the contact form with field messages", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Val Idation",
      email: "val@example.com",
    });
    const response = await client.call("POST", "/api/support/contact", {
      token: user.token,
      body: { category: "nope", subject: "", message: "short" },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.subject).toEqual(["Subject is required"]);
    expect(response.body.errors.message).toEqual(["Message must be at least 10 characters"]);
    expect(response.body.errors.category).toBeDefined();
    expect((await client.call("POST", "/api/support/contact", { body: ticketBody })).status).toBe(
      401,
    );
  });

  it("round trip: support replies by e-mail (pending), the user answers (open), then resolves", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Rita Round",
      email: "rita@example.com",
    });
    const ticket = (
      await client.call("POST", "/api/support/contact", { token: user.token, body: ticketBody })
    ).body.data;

    const reply = await client.call("POST", `/api/admin/tickets/${ticket.id}/replies`, {
      token: admin.token,
      body: { message: "Done: the VAT number is on invoice HL-000001 now." },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ status: "pending", isMailed: true, respondBy: null });
    const mail = smtp.lastMailTo("rita@example.com", /Invoice address/);
    expect(mail.subject).toBe(`Re: [#${ticket.number}] Invoice address`);
    expect(mail.text).toContain("Done: the VAT number is on invoice HL-000001 now.");
    expect(mail.text).toContain(`http://hirelens.test/support?ticket=${ticket.number}`);

    const thread = await client.call("GET", `/api/support/tickets/${ticket.id}`, {
      token: user.token,
    });
    expect(thread.body.data.messages.map((message: { author: string }) => message.author)).toEqual([
      "user",
      "support",
    ]);

    const answer = await client.call("POST", `/api/support/tickets/${ticket.id}/replies`, {
      token: user.token,
      body: { message: "Thank you, that is perfect." },
    });
    expect(answer.body.data).toMatchObject({ status: "open", messageCount: 3, lastAuthor: "user" });
    const resolved = await client.call("POST", `/api/support/tickets/${ticket.id}/resolve`, {
      token: user.token,
    });
    expect(resolved.body.data.status).toBe("resolved");
  });

  it("does not e-mail a reply to a user who turned support replies off", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Quiet Quinn",
      email: "quinn@example.com",
    });
    const [row] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "quinn@example.com"));
    await t.app.db.insert(emailPreferences).values({
      userId: row!.id,
      analysisCompleted: true,
      creditAlerts: true,
      supportReplies: false,
      productUpdates: true,
      weeklyDigest: false,
      marketing: false,
    });
    const ticket = (
      await client.call("POST", "/api/support/contact", { token: user.token, body: ticketBody })
    ).body.data;
    const before = smtp.mailsTo("quinn@example.com").length;
    const reply = await client.call("POST", `/api/admin/tickets/${ticket.id}/replies`, {
      token: admin.token,
      body: { message: "Here is the answer you asked for.", status: "resolved" },
    });
    expect(reply.body.data).toMatchObject({ status: "resolved", isMailed: false });
    expect(smtp.mailsTo("quinn@example.com")).toHaveLength(before);
  });
});
