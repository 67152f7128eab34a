import { eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, verifications } from "../../../src/db/schema/index.ts";
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

const MINUTE = 60 * 1000;
/** Moves the clock past the 60 s mail cooldown (and keeps it there for the next step). */
const afterCooldown = () => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 1000 });
};

async function requestResetLink(email: string, count: number): Promise<string> {
  const asked = await client.call("POST", "/api/auth/forgot-password", { body: { email } });
  expect(asked.status).toBe(200);
  const mail = await waitForMail(smtp, email, { subject: /reset/i, count });
  return tokenOf(linkIn(mail, "http://hirelens.test/reset-password?token="));
}

const reset = (token: string, password: string) =>
  client.call("POST", "/api/auth/reset-password", { body: { token, password } });

describe("reset links", () => {
  it("an older link dies when a newer one is asked for", async () => {
    await registerVerifiedUser(client, smtp, { name: "Rhea Reset", email: "rhea@example.com" });
    const older = await requestResetLink("rhea@example.com", 1);
    afterCooldown();
    const newer = await requestResetLink("rhea@example.com", 2);
    expect(newer).not.toBe(older);
    const withOlder = await reset(older, "Tangerine-Orbit-91");
    expect(withOlder.status).toBe(400);
    expect(withOlder.body.code).toBe("RESET_TOKEN_INVALID");
    expect((await reset(newer, "Tangerine-Orbit-92")).status).toBe(200);
  });

  it("every outstanding link dies with a reset, and with a password change", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Paul Pending",
      email: "paul@example.com",
    });
    const link = await requestResetLink("paul@example.com", 1);
    // A second link made outside the mail path (as better-auth makes one) must die as well.
    const context = await t.app.auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: "reset-password:spare-token-for-paul-000000",
      value: user.id,
      expiresAt: new Date(Date.now() + 30 * MINUTE),
    });
    expect((await reset(link, "Tangerine-Orbit-93")).status).toBe(200);
    const spare = await reset("spare-token-for-paul-000000", "Tangerine-Orbit-94");
    expect(spare.status).toBe(400);

    const signin = await client.call("POST", "/api/auth/signin", {
      body: { email: "paul@example.com", password: "Tangerine-Orbit-93" },
    });
    afterCooldown();
    const pending = await requestResetLink("paul@example.com", 2);
    const changed = await client.call("POST", "/api/auth/change-password", {
      token: signin.body.data.token,
      body: { currentPassword: "Tangerine-Orbit-93", newPassword: "Tangerine-Orbit-95" },
    });
    expect(changed.status).toBe(200);
    const late = await reset(pending, "Tangerine-Orbit-96");
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("RESET_TOKEN_INVALID");
  });
});

describe("tokens at rest", () => {
  it("stores a reset link's token only as a hash", async () => {
    await registerVerifiedUser(client, smtp, { name: "Hana Hash", email: "hana@example.com" });
    const token = await requestResetLink("hana@example.com", 1);
    const rows = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "reset-password:%"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.identifier).not.toContain(token);
    expect((await reset(token, "Tangerine-Orbit-97")).status).toBe(200);
  });

  it("stores session tokens only as hashes, and a stored value is no bearer token", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Sami Session",
      email: "sami@example.com",
    });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    const stored = rows[0]?.token as string;
    expect(stored).not.toBe(user.token);
    expect(stored).not.toContain(user.token);
    expect((await client.call("GET", "/api/auth/me", { token: user.token })).status).toBe(200);
    expect((await client.call("GET", "/api/auth/me", { token: stored })).status).toBe(401);

    // Every path that hands out a token hands out the one that works: refresh, password change.
    const refreshed = await client.call("POST", "/api/auth/refresh", { token: user.token });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data.token;
    expect((await client.call("GET", "/api/auth/me", { token: next })).status).toBe(200);
    const changed = await client.call("POST", "/api/auth/change-password", {
      token: next,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "Tangerine-Orbit-98" },
    });
    expect(changed.status).toBe(200);
    const rotated = changed.body.data.token;
    expect((await client.call("GET", "/api/auth/me", { token: rotated })).status).toBe(200);
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after.map((row) => row.token)).not.toContain(rotated);
  });
});
