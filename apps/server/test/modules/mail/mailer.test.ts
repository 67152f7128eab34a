import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox } from "../../../src/db/schema/index.ts";
import { api, STRONG_PASSWORD } from "../../helpers/auth.ts";
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
