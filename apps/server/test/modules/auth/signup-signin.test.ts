import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../../src/db/schema/index.ts";
import {
  type Api,
  api,
  registerVerifiedUser,
  STRONG_PASSWORD,
  tokenOf,
  waitForMail,
} from "../../helpers/auth.ts";
import { linkIn, startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "http://hirelens.test",
    ADMIN_EMAILS: "boss@hirelens.test",
  });
  client = api(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("sign-up, verification mail, sign-in", () => {
  it("signs up without signing in, mails a verification link that verifies, then signs in", async () => {
    const signup = await client.call("POST", "/api/auth/signup", {
      body: { name: "Ada Lovelace", email: "Ada@Example.com", password: STRONG_PASSWORD },
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ data: { id: expect.any(String) } });
    expect(signup.headers["set-auth-token"]).toBeUndefined();

    const mail = await waitForMail(smtp, "ada@example.com");
    expect(mail.subject).toBe("Verify your email address for HireLens");
    expect(mail.html).toContain("<a href=");
    const link = linkIn(mail, "http://hirelens.test/verify-email?token=");

    const early = await client.call("POST", "/api/auth/signin", {
      body: { email: "ada@example.com", password: STRONG_PASSWORD },
    });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ status: 403, code: "EMAIL_NOT_VERIFIED" });
    expect(early.body.message).toMatch(/not verified/);

    const verified = await client.call("POST", "/api/auth/verify-email", {
      body: { token: tokenOf(link) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ status: "verified", email: "ada@example.com" });

    const signin = await client.call("POST", "/api/auth/signin", {
      body: { email: "ADA@example.com", password: STRONG_PASSWORD },
    });
    expect(signin.status).toBe(200);
    const session = signin.body.data;
    expect(session.token).toEqual(expect.any(String));
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(session.user).toEqual({
      id: signup.body.data.id,
      name: "Ada Lovelace",
      email: "ada@example.com",
      isVerified: true,
      googleSignIn: false,
      profileImage: null,
      role: "user",
      onboardingCompleted: false,
      mfaEnabled: false,
      plan: "free",
    });

    const me = await client.call("GET", "/api/auth/me", { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(session.user);
  });

  it("answers 409 for a verification link used twice and 400 for a forged one", async () => {
    await client.call("POST", "/api/auth/signup", {
      body: { name: "Twice Used", email: "twice@example.com", password: STRONG_PASSWORD },
    });
    const token = tokenOf(linkIn(await waitForMail(smtp, "twice@example.com"), "http"));
    expect((await client.call("POST", "/api/auth/verify-email", { body: { token } })).status).toBe(
      200,
    );
    const again = await client.call("POST", "/api/auth/verify-email", { body: { token } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "VERIFICATION_TOKEN_USED" });
    const forged = await client.call("POST", "/api/auth/verify-email", {
      body: { token: `${token.slice(0, -4)}abcd` },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: "VERIFICATION_TOKEN_INVALID" });
  });

  it("gives the admin role to ADMIN_EMAILS at sign-in", async () => {
    const boss = await registerVerifiedUser(client, smtp, {
      name: "Big Boss",
      email: "boss@hirelens.test",
    });
    const me = await client.call("GET", "/api/auth/me", { token: boss.token });
    expect(me.body.data.role).toBe("admin");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, boss.id));
    expect(row?.role).toBe("admin");
  });

  it("records every mail in the outbox with status sent", async () => {
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, "ada@example.com"));
    expect(rows.map((row) => [row.kind, row.status])).toContainEqual(["verification", "sent"]);
  });

  it("finds the signed-in user by identity id, and no one else (404)", async () => {
    const ada = await client.call("POST", "/api/auth/signin", {
      body: { email: "ada@example.com", password: STRONG_PASSWORD },
    });
    const { token, user } = ada.body.data;
    const own = await client.call("GET", `/api/auth/supabaseId?id=${user.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.data.email).toBe("ada@example.com");
    const [boss] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "boss@hirelens.test"));
    const other = await client.call("GET", `/api/auth/supabaseId?id=${boss?.id}`, { token });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ status: 404, message: "Resource not found" });
  });

  it("does not serve better-auth's own handler under /api/identity (404 with the envelope)", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/identity/ok" });
    expect(ok.statusCode).toBe(404);
    expect(ok.json()).toEqual({ status: 404, code: "NOT_FOUND", message: "Resource not found" });
  });

  it("answers 401 with the envelope without a token or with a bad one", async () => {
    const none = await client.call("GET", "/api/auth/me");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      status: 401,
      code: "UNAUTHORIZED",
      message: "Authentication required",
    });
    const bad = await client.call("GET", "/api/auth/me", { token: "not-a-session" });
    expect(bad.status).toBe(401);
  });
});
