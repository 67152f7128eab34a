import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Api,
  api,
  enableTotp,
  registerVerifiedUser,
  STRONG_PASSWORD,
  signInCodeIn,
} from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "http://hirelens.test",
    AUTH_MAX_FAILED_SIGNINS: "3",
    GOOGLE_CLIENT_ID: "client-id.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "client-secret",
  });
  client = api(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A raw call to better-auth's own handler, as a browser on our origin would make it. */
const raw = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { origin: "http://hirelens.test" },
    remoteAddress: "198.51.100.7",
  });

const notFound = { status: 404, code: "NOT_FOUND", message: "Resource not found" };

describe("better-auth's own routes under /api/identity", () => {
  it("cannot sign a TOTP user in with an e-mailed code alone (MFA bypass)", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Tess Totp",
      email: "tess@example.com",
    });
    await enableTotp(client, user);
    const mailsBefore = smtp.mailsTo("tess@example.com").length;
    const send = await raw("POST", "/api/identity/email-otp/send-verification-otp", {
      email: "tess@example.com",
      type: "sign-in",
    });
    expect(send.statusCode).toBe(404);
    expect(send.json()).toEqual(notFound);
    expect(smtp.mailsTo("tess@example.com")).toHaveLength(mailsBefore);

    // Even with a genuine code from our own route, the raw sign-in stays closed.
    await client.call("POST", "/api/auth/email-otp/send", { body: { email: "tess@example.com" } });
    await expect
      .poll(() => smtp.mailsTo("tess@example.com", /sign-in code/).length)
      .toBeGreaterThan(0);
    const code = signInCodeIn(smtp.lastMailTo("tess@example.com", /sign-in code/).text);
    const signIn = await raw("POST", "/api/identity/sign-in/email-otp", {
      email: "tess@example.com",
      otp: code,
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.headers["set-auth-token"]).toBeUndefined();
  });

  it("cannot sign in with a password once the account is locked (lockout bypass)", async () => {
    await registerVerifiedUser(client, smtp, { name: "Lena Lock", email: "lena@example.com" });
    for (let i = 0; i < 3; i++) {
      await client.call("POST", "/api/auth/signin", {
        body: { email: "lena@example.com", password: `Wrong-Guess-${i}` },
      });
    }
    const locked = await client.call("POST", "/api/auth/signin", {
      body: { email: "lena@example.com", password: STRONG_PASSWORD },
    });
    expect(locked.status).toBe(429);
    const bypass = await raw("POST", "/api/identity/sign-in/email", {
      email: "lena@example.com",
      password: STRONG_PASSWORD,
    });
    expect(bypass.statusCode).toBe(404);
    expect(bypass.headers["set-auth-token"]).toBeUndefined();
  });

  it("cannot send a second code inside the 60 s cooldown (cooldown bypass)", async () => {
    await registerVerifiedUser(client, smtp, { name: "Cora Cool", email: "cora@example.com" });
    const first = await client.call("POST", "/api/auth/email-otp/send", {
      body: { email: "cora@example.com" },
    });
    expect(first.status).toBe(200);
    await expect.poll(() => smtp.mailsTo("cora@example.com", /sign-in code/).length).toBe(1);
    const bypass = await raw("POST", "/api/identity/email-otp/send-verification-otp", {
      email: "cora@example.com",
      type: "sign-in",
    });
    expect(bypass.statusCode).toBe(404);
    const resend = await raw("POST", "/api/identity/send-verification-email", {
      email: "cora@example.com",
    });
    expect(resend.statusCode).toBe(404);
    const forgot = await raw("POST", "/api/identity/request-password-reset", {
      email: "cora@example.com",
    });
    expect(forgot.statusCode).toBe(404);
    expect(smtp.mailsTo("cora@example.com", /sign-in code/)).toHaveLength(1);
  });

  it.each([
    ["GET", "/api/identity/ok"],
    ["GET", "/api/identity/get-session"],
    ["GET", "/api/identity/list-sessions"],
    ["GET", "/api/identity/error"],
    ["POST", "/api/identity/sign-up/email"],
    ["POST", "/api/identity/two-factor/verify-totp"],
    ["POST", "/api/identity/callback/google"],
    ["GET", "/api/identity/reset-password/some-token"],
  ] as const)("answers 404 with the envelope for %s %s", async (method, url) => {
    const response = await raw(method, url, method === "POST" ? {} : undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it("still serves Google's OAuth callback (errors go back to the app's /auth/callback)", async () => {
    const callback = await raw("GET", "/api/identity/callback/google?error=access_denied");
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^http:\/\/hirelens\.test\/auth\/callback\?/);
  });
});
