import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox } from "../../../src/db/schema/index.ts";
import {
  api,
  registerVerifiedUser,
  STRONG_PASSWORD,
  signInCodeIn,
  waitForMail,
} from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

describe("without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: "http://hirelens.test" });
  });
  afterAll(async () => t.close());

  it("keeps each mail in the outbox, readable, with its link, so sign-up works offline", async () => {
    const signup = await api(t.app).call("POST", "/api/auth/signup", {
      body: { name: "Offline Olive", email: "olive@example.com", password: STRONG_PASSWORD },
    });
    expect(signup.status).toBe(201);
    // Auth mails leave off the request path (issue 15): wait for the row.
    const rows = await vi.waitFor(
      async () => {
        const found = await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, "olive@example.com"));
        if (found.length === 0) throw new Error("no outbox row yet");
        return found;
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({
      kind: "verification",
      status: "outbox",
      subject: "Verify your email address for HireLens",
      userId: signup.body.data.id,
    });
    expect(mail?.text).toMatch(
      /Verify email address: http:\/\/hirelens\.test\/verify-email\?token=\S+/,
    );
    expect(mail?.html).toMatch(/<a href="http:\/\/hirelens\.test\/verify-email\?token=[^"]+"/);
    expect(mail?.html).toContain("Welcome to HireLens, Offline Olive!");
  });

  it("escapes what users type into the HTML of a mail", async () => {
    await api(t.app).call("POST", "/api/auth/signup", {
      body: { name: "<b>Mallory</b>", email: "mallory@example.com", password: STRONG_PASSWORD },
    });
    const [mail] = await vi.waitFor(
      async () => {
        const found = await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, "mallory@example.com"));
        if (found.length === 0) throw new Error("no outbox row yet");
        return found;
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(mail?.html).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>Mallory</b>");
  });
});

describe("with an SMTP server that is down", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9", APP_URL: "http://hirelens.test" });
  });
  afterAll(async () => t.close());

  it("still signs up, and records the mail as failed", async () => {
    const signup = await api(t.app).call("POST", "/api/auth/signup", {
      body: { name: "Unlucky Uma", email: "uma@example.com", password: STRONG_PASSWORD },
    });
    expect(signup.status).toBe(201);
    const [mail] = await vi.waitFor(
      async () => {
        const found = await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, "uma@example.com"));
        if (found.length === 0) throw new Error("no outbox row yet");
        return found;
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(mail?.status).toBe("failed");
    expect(mail?.error).toEqual(expect.any(String));
  });
});

describe("with SMTP_URL delivering (issue 15: no working secret at rest)", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: "http://hirelens.test" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const rowsTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);

  it("records a sent mail without the link or code it delivered", async () => {
    const client = api(t.app);
    await registerVerifiedUser(client, smtp, { name: "Secret Sue", email: "sue@example.com" });
    const verification = (await rowsTo("sue@example.com")).find((r) => r.kind === "verification");
    const delivered = smtp.lastMailTo("sue@example.com", /Verify/);
    const link = /http:\/\/hirelens\.test\/verify-email\?token=\S+/.exec(delivered.text)?.[0];
    expect(link).toBeTruthy();
    expect(verification?.status).toBe("sent");
    expect(verification?.text).not.toContain(link);
    expect(verification?.html).not.toContain(link);
    expect(verification?.text).toContain("[link removed once sent]");

    const sent = await client.call("POST", "/api/auth/email-otp/send", {
      body: { email: "sue@example.com" },
    });
    expect(sent.status).toBe(200);
    const codeMail = await waitForMail(smtp, "sue@example.com", { subject: /sign-in code/ });
    const code = signInCodeIn(codeMail.text);
    const row = await vi.waitFor(
      async () => {
        const found = (await rowsTo("sue@example.com")).find((r) => r.kind === "sign-in-code");
        if (!found) throw new Error("no outbox row yet");
        return found;
      },
      { timeout: 20_000, interval: 20 },
    );
    for (const field of [row.subject, row.text, row.html]) expect(field).not.toContain(code);
  });
});
