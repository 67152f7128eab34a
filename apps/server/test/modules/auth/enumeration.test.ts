import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type Api,
  api,
  registerVerifiedUser,
  STRONG_PASSWORD,
  waitForMail,
} from "../../helpers/auth.ts";
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

/**
 * An answer with what may differ by chance blanked out: the seconds of a cooldown (the two calls
 * may straddle a second) and a created id (random by design, the same shape for both).
 */
function comparable(answer: { status: number; body: unknown }) {
  const text = JSON.stringify(answer.body)
    .replace(/\d+ seconds/g, "N seconds")
    .replace(/"retryAfterSeconds":\d+/g, '"retryAfterSeconds":"N"')
    .replace(/"id":"[A-Za-z0-9]{32}"/g, '"id":"ID"');
  return { status: answer.status, body: JSON.parse(text) as unknown };
}

type Route = { url: string; body: (email: string) => object };

const ROUTES: Array<[name: string, route: Route]> = [
  [
    "sign-up",
    {
      url: "/api/auth/signup",
      body: (email) => ({ name: "Probe Person", email, password: "Probing-Password-31" }),
    },
  ],
  [
    "sign-in",
    { url: "/api/auth/signin", body: (email) => ({ email, password: "Probing-Password-31" }) },
  ],
  ["one-time code send", { url: "/api/auth/email-otp/send", body: (email) => ({ email }) }],
  [
    "one-time code verify",
    { url: "/api/auth/email-otp/verify", body: (email) => ({ email, code: "000000" }) },
  ],
  ["resend verification", { url: "/api/auth/resend-verification", body: (email) => ({ email }) }],
  ["forgot password", { url: "/api/auth/forgot-password", body: (email) => ({ email }) }],
];

describe("e-mail enumeration: every auth route answers an existing and an absent address alike", () => {
  let verified: string;
  let unverified: string;
  beforeAll(async () => {
    verified = (
      await registerVerifiedUser(client, smtp, { name: "Vera Real", email: "vera@example.com" })
    ).email;
    unverified = "ulla@example.com";
    const signup = await client.call("POST", "/api/auth/signup", {
      body: { name: "Ulla Unverified", email: unverified, password: STRONG_PASSWORD },
    });
    expect(signup.status).toBe(201);
    await waitForMail(smtp, unverified);
    // Past the cooldown their sign-ups started, as for an address probed later on.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 1000 });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each(ROUTES)(
    "%s: the same status and body, first call and second within 60 s",
    async (_name, route) => {
      // Past any cooldown an earlier route started for the existing addresses (sign-up starts one).
      vi.setSystemTime(Date.now() + 61 * 1000);
      // Each route gets absent addresses of its own, so one route's cooldown never colours another's.
      const absent = `absent-${route.url.replaceAll("/", "-")}@example.com`;
      for (const existing of [verified, unverified]) {
        const absentAddress = `${existing === verified ? "v" : "u"}${absent}`;
        const answers = { existing: [] as unknown[], absent: [] as unknown[] };
        for (let call = 0; call < 2; call++) {
          answers.existing.push(
            comparable(await client.call("POST", route.url, { body: route.body(existing) })),
          );
          answers.absent.push(
            comparable(await client.call("POST", route.url, { body: route.body(absentAddress) })),
          );
        }
        expect(answers.existing, `${route.url} for ${existing}`).toEqual(answers.absent);
      }
    },
  );

  it("rate-limits forgot-password per address (the spec's 429) and mails one link a minute", async () => {
    const first = await client.call("POST", "/api/auth/forgot-password", {
      body: { email: "vera@example.com" },
    });
    expect(first.status).toBe(429);
    for (let i = 0; i < 5; i++) {
      const again = await client.call("POST", "/api/auth/forgot-password", {
        body: { email: "vera@example.com" },
      });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({
        status: 429,
        code: "TOO_MANY_REQUESTS",
        message: "Too many requests. Please try again later.",
      });
      expect(again.body.retryAfterSeconds).toBeGreaterThan(0);
    }
    await waitForMail(smtp, "vera@example.com", { subject: /reset/i });
    expect(smtp.mailsTo("vera@example.com", /reset/i)).toHaveLength(1);
  });

  it("rate-limits forgot-password per client across addresses", async () => {
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await client.call("POST", "/api/auth/forgot-password", {
        ip,
        body: { email: `victim${i}@example.com` },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.message).toBe("Too many requests. Please try again later.");
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
