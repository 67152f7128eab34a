import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../../../src/db/schema/index.ts";
import { parseEnv } from "../../../src/env.ts";
import { type Api, api, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  // The production defaults: nothing about sessions is set here.
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
const HOUR = 60 * MINUTE;
/** Moves the clock `ms` on from where it is (real or already moved). */
const later = (ms: number) => vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
const me = (token: string) => client.call("GET", "/api/auth/me", { token });

describe("session lifetime (ASVS L2: 12 h absolute, 30 min idle)", () => {
  it("defaults to 12 hours absolute and 30 minutes idle", () => {
    const env = parseEnv({});
    expect(env.SESSION_TTL_SECONDS).toBe(12 * 60 * 60);
    expect(env.SESSION_IDLE_SECONDS).toBe(30 * 60);
  });

  it("ends a session left unused for more than 30 minutes: 401, and the row is gone", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Ida Idle",
      email: "ida@example.com",
    });
    later(31 * MINUTE);
    const idle = await me(user.token);
    expect(idle.status).toBe(401);
    expect(idle.body).toMatchObject({ status: 401, message: "Authentication required" });
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
  });

  it("keeps an active user signed in past 30 minutes, until the 12 hours are up", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Abe Active",
      email: "abe@example.com",
    });
    const start = Date.now();
    // A call every 20 minutes for 11 h 40 min: never idle, never signed out.
    let token = user.token;
    for (let elapsed = 20 * MINUTE; elapsed < 12 * HOUR; elapsed += 20 * MINUTE) {
      later(start + elapsed - Date.now());
      const answer = await me(token);
      expect(answer.status, `after ${elapsed / MINUTE} min`).toBe(200);
      // Half-way, the web app's refresh rotates the token; the end stays where it was.
      if (elapsed === 6 * HOUR) {
        const refreshed = await client.call("POST", "/api/auth/refresh", { token });
        expect(refreshed.status).toBe(200);
        expect(Date.parse(refreshed.body.data.expiresAt)).toBeLessThanOrEqual(start + 12 * HOUR);
        token = refreshed.body.data.token;
      }
    }
    later(start + 12 * HOUR + MINUTE - Date.now());
    expect((await me(token)).status).toBe(401);
  });

  it("answers the sign-in with the 12-hour end", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Eli End",
      email: "eli@example.com",
    });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / MINUTE)).toBe(12 * 60);
  });
});
