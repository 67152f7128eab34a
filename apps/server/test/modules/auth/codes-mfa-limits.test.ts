import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Api,
  api,
  registerVerifiedUser,
  STRONG_PASSWORD,
  waitForMail,
} from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";
import { totp } from "../../helpers/totp.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    APP_URL: "http://hirelens.test",
    AUTH_MAX_FAILED_SIGNINS: "3",
  });
  client = api(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const codeIn = (text: string) => {
  const code = /Your code: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
};

describe("one-time code sign-in", () => {
  it("signs in with the mailed code, once", async () => {
    await registerVerifiedUser(client, smtp, { name: "Otto Code", email: "otto@example.com" });
    const sent = await client.call("POST", "/api/auth/email-otp/send", {
      body: { email: "otto@example.com" },
    });
    expect(sent.status).toBe(200);
    const mail = await waitForMail(smtp, "otto@example.com", { subject: /sign-in code/ });
    const code = codeIn(mail.text);
    expect(mail.subject).toBe(`Your HireLens sign-in code: ${code}`);

    const wrong = await client.call("POST", "/api/auth/email-otp/verify", {
      body: { email: "otto@example.com", code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("OTP_INVALID");

    const signin = await client.call("POST", "/api/auth/email-otp/verify", {
      body: { email: "otto@example.com", code },
    });
    expect(signin.status).toBe(200);
    expect(signin.body.data.user.email).toBe("otto@example.com");
    expect(
      (await client.call("GET", "/api/auth/me", { token: signin.body.data.token })).status,
    ).toBe(200);

    const replay = await client.call("POST", "/api/auth/email-otp/verify", {
      body: { email: "otto@example.com", code },
    });
    expect(replay.status).toBe(400);
  });

  it("answers an unknown e-mail alike without sending, and keeps a 60 s cooldown", async () => {
    const unknown = await client.call("POST", "/api/auth/email-otp/send", {
      body: { email: "nope@example.com" },
    });
    expect(unknown.status).toBe(200);
    expect(smtp.mailsTo("nope@example.com")).toHaveLength(0);
    await registerVerifiedUser(client, smtp, { name: "Quick Quinn", email: "quinn@example.com" });
    expect(
      (
        await client.call("POST", "/api/auth/email-otp/send", {
          body: { email: "quinn@example.com" },
        })
      ).status,
    ).toBe(200);
    const again = await client.call("POST", "/api/auth/email-otp/send", {
      body: { email: "quinn@example.com" },
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("RESEND_COOLDOWN");
  });
});

describe("TOTP MFA", () => {
  it("enrols with a QR URI and recovery codes, then challenges every sign-in", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Mia Factor",
      email: "mia@example.com",
    });
    const wrongPassword = await client.call("POST", "/api/auth/mfa/enable", {
      token: user.token,
      body: { password: "Not-The-Password-1" },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.code).toBe("PASSWORD_INCORRECT");

    const enrol = await client.call("POST", "/api/auth/mfa/enable", {
      token: user.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(enrol.status).toBe(200);
    const { totpUri, secret, recoveryCodes } = enrol.body.data;
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/HireLens:mia%40example\.com\?/);
    expect(new URL(totpUri).searchParams.get("issuer")).toBe("HireLens");
    expect(recoveryCodes).toHaveLength(10);

    // Not on until confirmed with a code.
    const unconfirmed = await client.call("POST", "/api/auth/signin", {
      body: { email: "mia@example.com", password: STRONG_PASSWORD },
    });
    expect(unconfirmed.body.data.token).toEqual(expect.any(String));

    const badConfirm = await client.call("POST", "/api/auth/mfa/confirm", {
      token: user.token,
      body: { code: totp(secret, Date.now() + 5 * 60 * 1000) },
    });
    expect(badConfirm.status).toBe(400);
    const confirmed = await client.call("POST", "/api/auth/mfa/confirm", {
      token: user.token,
      body: { code: totp(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.user.mfaEnabled).toBe(true);
    const token = confirmed.body.data.token;
    expect((await client.call("GET", "/api/auth/me", { token })).body.data.mfaEnabled).toBe(true);
    expect(smtp.lastMailTo("mia@example.com").subject).toBe("Two-factor authentication is on");

    // Sign-in now answers a challenge, not a session.
    const signin = await client.call("POST", "/api/auth/signin", {
      body: { email: "mia@example.com", password: STRONG_PASSWORD },
    });
    expect(signin.status).toBe(200);
    expect(signin.body.data).toMatchObject({ mfaRequired: true, methods: ["totp", "recovery"] });
    expect(signin.body.data.token).toBeUndefined();
    const { challengeToken } = signin.body.data;

    const wrongCode = await client.call("POST", "/api/auth/mfa/verify", {
      body: { challengeToken, code: totp(secret, Date.now() + 10 * 60 * 1000) },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.code).toBe("MFA_CODE_INVALID");
    const verified = await client.call("POST", "/api/auth/mfa/verify", {
      body: { challengeToken, code: totp(secret) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.email).toBe("mia@example.com");
    expect(
      (await client.call("GET", "/api/auth/me", { token: verified.body.data.token })).status,
    ).toBe(200);

    // A challenge is single-use.
    const replay = await client.call("POST", "/api/auth/mfa/verify", {
      body: { challengeToken, code: totp(secret) },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("MFA_CHALLENGE_EXPIRED");

    // A recovery code works once.
    const second = await client.call("POST", "/api/auth/signin", {
      body: { email: "mia@example.com", password: STRONG_PASSWORD },
    });
    const recovered = await client.call("POST", "/api/auth/mfa/verify", {
      body: {
        challengeToken: second.body.data.challengeToken,
        code: recoveryCodes[0],
        method: "recovery",
      },
    });
    expect(recovered.status).toBe(200);
    const third = await client.call("POST", "/api/auth/signin", {
      body: { email: "mia@example.com", password: STRONG_PASSWORD },
    });
    const reusedRecovery = await client.call("POST", "/api/auth/mfa/verify", {
      body: {
        challengeToken: third.body.data.challengeToken,
        code: recoveryCodes[0],
        method: "recovery",
      },
    });
    expect(reusedRecovery.status).toBe(400);

    // The one-time e-mail code does not skip the second factor.
    await client.call("POST", "/api/auth/email-otp/send", { body: { email: "mia@example.com" } });
    const code = codeIn(
      (await waitForMail(smtp, "mia@example.com", { subject: /sign-in code/ })).text,
    );
    const byCode = await client.call("POST", "/api/auth/email-otp/verify", {
      body: { email: "mia@example.com", code },
    });
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.mfaRequired).toBe(true);
    const afterCode = await client.call("POST", "/api/auth/mfa/verify", {
      body: { challengeToken: byCode.body.data.challengeToken, code: totp(secret) },
    });
    expect(afterCode.status).toBe(200);

    // Turning it off needs the password and rotates the session.
    const session = recovered.body.data.token;
    const disabled = await client.call("POST", "/api/auth/mfa/disable", {
      token: session,
      body: { password: STRONG_PASSWORD },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.user.mfaEnabled).toBe(false);
    expect(
      (await client.call("GET", "/api/auth/me", { token: disabled.body.data.token })).status,
    ).toBe(200);
    const plain = await client.call("POST", "/api/auth/signin", {
      body: { email: "mia@example.com", password: STRONG_PASSWORD },
    });
    expect(plain.body.data.token).toEqual(expect.any(String));
  });
});

describe("repeated sign-in failures", () => {
  it("answer 429 with the spec's message once the account has failed too often", async () => {
    await registerVerifiedUser(client, smtp, { name: "Locked Lou", email: "lou@example.com" });
    for (let i = 0; i < 3; i++) {
      const failed = await client.call("POST", "/api/auth/signin", {
        body: { email: "lou@example.com", password: `Wrong-Guess-${i}` },
      });
      expect(failed.status).toBe(400);
    }
    const blocked = await client.call("POST", "/api/auth/signin", {
      body: { email: "lou@example.com", password: STRONG_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      status: 429,
      message: "Too many requests. Please try again later.",
    });
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("are counted in the database, so a second API process on it refuses too", async () => {
    const { buildApp } = await import("../../../src/app.ts");
    const second = await buildApp({ env: t.env, database: t.database });
    try {
      const response = await second.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: "lou@example.com", password: STRONG_PASSWORD },
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("throttle one address that tries many accounts", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 12; i++) {
      const failed = await client.call("POST", "/api/auth/signin", {
        ip,
        body: { email: `spray${i}@example.com`, password: "Whatever-123" },
      });
      expect(failed.status).toBe(400);
    }
    const blocked = await client.call("POST", "/api/auth/signin", {
      ip,
      body: { email: "spray99@example.com", password: "Whatever-123" },
    });
    expect(blocked.status).toBe(429);
  });
});
