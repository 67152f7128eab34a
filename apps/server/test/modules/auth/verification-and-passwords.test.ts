import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../../../src/db/schema/index.ts";
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
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: "http://hirelens.test" });
  client = api(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const signup = (name: string, email: string, password = STRONG_PASSWORD) =>
  client.call("POST", "/api/auth/signup", { body: { name, email, password } });

describe("verification link", () => {
  it("is refused as expired after 24 hours, and a resent link works", async () => {
    await signup("Late Larry", "late@example.com");
    const token = tokenOf(linkIn(await waitForMail(smtp, "late@example.com"), "http"));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 25 * 60 * 60 * 1000 });
    const expired = await client.call("POST", "/api/auth/verify-email", { body: { token } });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      code: "VERIFICATION_TOKEN_EXPIRED",
      message: "This verification link has expired. Request a new one below.",
    });
    const resent = await client.call("POST", "/api/auth/resend-verification", {
      body: { email: "late@example.com" },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.data.cooldownSeconds).toBe(60);
    const fresh = tokenOf(
      linkIn(await waitForMail(smtp, "late@example.com", { count: 2 }), "http"),
    );
    expect(fresh).not.toBe(token);
    const verified = await client.call("POST", "/api/auth/verify-email", {
      body: { token: fresh },
    });
    expect(verified.status).toBe(200);
  });

  it("cannot be resent within 60 seconds: 429 with the seconds left", async () => {
    await signup("Eager Eve", "eager@example.com");
    await waitForMail(smtp, "eager@example.com");
    const mailsBefore = smtp.mailsTo("eager@example.com").length;
    const resend = await client.call("POST", "/api/auth/resend-verification", {
      body: { email: "eager@example.com" },
    });
    expect(resend.status).toBe(429);
    expect(resend.body).toMatchObject({ status: 429, code: "RESEND_COOLDOWN" });
    expect(resend.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(resend.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(resend.headers["retry-after"]).toBe(String(resend.body.retryAfterSeconds));
    expect(smtp.mailsTo("eager@example.com")).toHaveLength(mailsBefore);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 1000 });
    const later = await client.call("POST", "/api/auth/resend-verification", {
      body: { email: "eager@example.com" },
    });
    expect(later.status).toBe(200);
    await waitForMail(smtp, "eager@example.com", { count: mailsBefore + 1 });
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = smtp.mails.length;
    const resend = await client.call("POST", "/api/auth/resend-verification", {
      body: { email: "nobody@example.com" },
    });
    expect(resend.status).toBe(200);
    expect(smtp.mails).toHaveLength(before);
  });

  it("signing up again with a taken e-mail answers alike and mails the owner a notice", async () => {
    await registerVerifiedUser(client, smtp, { name: "Owner Olga", email: "olga@example.com" });
    const again = await signup("Someone Else", "olga@example.com", "Another-Strong-Pass-9");
    expect(again.status).toBe(201);
    expect((await waitForMail(smtp, "olga@example.com", { subject: /already have/ })).subject).toBe(
      "You already have a HireLens account",
    );
  });
});

describe("password rules", () => {
  it.each([
    ["short", "Ab1!", "Password must be at least 8 characters"],
    ["letters only", "abcdefghij", "Password must include a number or a symbol, not only letters"],
    ["digits only", "90817263545", "Password must include letters, not only numbers"],
    ["common", "password1", "This password is too common. Please choose a less predictable one."],
    [
      "common, other case",
      "Iloveyou2",
      "This password is too common. Please choose a less predictable one.",
    ],
    ["the e-mail", "weakling-2024!", "Password must not contain your email address"],
    ["the name", "xXpercival99", "Password must not contain your name"],
  ])("refuses a password that is %s with the reason", async (_label, password, reason) => {
    const response = await signup("Sir Percival", "weakling@example.com", password);
    expect(response.status).toBe(422);
    expect(response.body.errors.password).toContain(reason);
  });

  it("leaves no way around them through better-auth's own sign-up endpoint (404)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/identity/sign-up/email",
      payload: { name: "Raw Caller", email: "raw@example.com", password: "password1" },
      headers: { origin: "http://hirelens.test" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});

describe("forgot and reset password", () => {
  it("answers known and unknown e-mails alike, resets once, ends every session", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Forgetful Fred",
      email: "fred@example.com",
    });
    const second = await client.call("POST", "/api/auth/signin", {
      body: { email: "fred@example.com", password: STRONG_PASSWORD },
    });
    expect(second.status).toBe(200);

    const known = await client.call("POST", "/api/auth/forgot-password", {
      body: { email: "fred@example.com" },
    });
    const unknown = await client.call("POST", "/api/auth/forgot-password", {
      body: { email: "ghost@example.com" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(smtp.mailsTo("ghost@example.com")).toHaveLength(0);

    const mail = await waitForMail(smtp, "fred@example.com", { subject: /reset/i });
    const link = linkIn(mail, "http://hirelens.test/reset-password?token=");
    const newPassword = "Brand-New-Secret-42";
    const reset = await client.call("POST", "/api/auth/reset-password", {
      body: { token: tokenOf(link), password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.message).toBe("Password has been reset successfully.");

    expect((await client.call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
    expect(
      (await client.call("GET", "/api/auth/me", { token: second.body.data.token })).status,
    ).toBe(401);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);

    const old = await client.call("POST", "/api/auth/signin", {
      body: { email: "fred@example.com", password: STRONG_PASSWORD },
    });
    expect(old.status).toBe(400);
    expect(old.body.code).toBe("INVALID_CREDENTIALS");
    const fresh = await client.call("POST", "/api/auth/signin", {
      body: { email: "fred@example.com", password: newPassword },
    });
    expect(fresh.status).toBe(200);

    const reused = await client.call("POST", "/api/auth/reset-password", {
      body: { token: tokenOf(link), password: "Yet-Another-Secret-77" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("RESET_TOKEN_INVALID");
  });

  it("refuses an expired reset link and a weak new password", async () => {
    await registerVerifiedUser(client, smtp, { name: "Slow Sally", email: "sally@example.com" });
    await client.call("POST", "/api/auth/forgot-password", {
      body: { email: "sally@example.com" },
    });
    const token = tokenOf(
      linkIn(await waitForMail(smtp, "sally@example.com", { subject: /reset/i }), "http"),
    );
    const weak = await client.call("POST", "/api/auth/reset-password", {
      body: { token, password: "password1" },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toContain(
      "This password is too common. Please choose a less predictable one.",
    );
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60 * 1000 });
    const expired = await client.call("POST", "/api/auth/reset-password", {
      body: { token, password: "Fine-Password-123" },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("RESET_TOKEN_INVALID");
  });
});

describe("change password", () => {
  it("needs the current password, rotates the session and ends the others", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Careful Carl",
      email: "carl@example.com",
    });
    const other = await client.call("POST", "/api/auth/signin", {
      body: { email: "carl@example.com", password: STRONG_PASSWORD },
    });
    const wrong = await client.call("POST", "/api/auth/change-password", {
      token: user.token,
      body: { currentPassword: "not-my-password-1", newPassword: "Next-Secret-Word-5" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toEqual(["Your current password is incorrect"]);

    const weak = await client.call("POST", "/api/user/change-password", {
      token: user.token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "qwertyuiop" },
    });
    expect(weak.status).toBe(422);

    const changed = await client.call("POST", "/api/user/change-password", {
      token: user.token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "Next-Secret-Word-5" },
    });
    expect(changed.status).toBe(200);
    const { token } = changed.body.data;
    expect(token).not.toBe(user.token);
    expect((await client.call("GET", "/api/auth/me", { token })).status).toBe(200);
    expect(
      (await client.call("GET", "/api/auth/me", { token: other.body.data.token })).status,
    ).toBe(401);
    expect(smtp.lastMailTo("carl@example.com").subject).toBe("Your HireLens password was changed");
  });
});

describe("session", () => {
  it("refresh gives a new token and retires the old one after a 30 s grace; sign-out ends it", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Rita Refresh",
      email: "rita@example.com",
    });
    const refreshed = await client.call("POST", "/api/auth/refresh", { token: user.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.token).not.toBe(user.token);
    expect(refreshed.body.data.user.email).toBe("rita@example.com");
    // Requests already sent with the old token (issue 15: a 401 mid-journey) still finish...
    expect((await client.call("GET", "/api/auth/me", { token: user.token })).status).toBe(200);
    // ...but not for long, and the grace never outlives the session it came from.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
    try {
      expect((await client.call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    const token = refreshed.body.data.token;
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "",
    });
    expect(out.statusCode).toBe(200);
    expect((await client.call("GET", "/api/auth/me", { token })).status).toBe(401);
  });
});
