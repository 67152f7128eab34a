import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, api, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  client = api(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("e-mail preferences", () => {
  it("start at the defaults, change one switch at a time, on both paths, per user", async () => {
    const pia = await registerVerifiedUser(client, smtp, {
      name: "Pia Prefs",
      email: "pia@example.com",
    });
    const max = await registerVerifiedUser(client, smtp, {
      name: "Max Mails",
      email: "max@example.com",
    });
    const initial = await client.call("GET", "/api/email-preferences", { token: pia.token });
    expect(initial.body.data).toEqual({
      analysisCompleted: true,
      creditAlerts: true,
      supportReplies: true,
      productUpdates: true,
      weeklyDigest: false,
      marketing: false,
      mentions: true,
    });
    const patched = await client.call("PATCH", "/api/email-preferences", {
      token: pia.token,
      body: { weeklyDigest: true },
    });
    expect(patched.body.data).toMatchObject({ weeklyDigest: true, marketing: false });
    const alias = await client.call("PATCH", "/api/user/preferences", {
      token: pia.token,
      body: { productUpdates: false },
    });
    expect(alias.body.data).toMatchObject({ weeklyDigest: true, productUpdates: false });
    const read = await client.call("GET", "/api/user/preferences", { token: pia.token });
    expect(read.body.data).toEqual(alias.body.data);
    const others = await client.call("GET", "/api/email-preferences", { token: max.token });
    expect(others.body.data).toEqual(initial.body.data);
  });

  it("refuses an empty change and values that are not booleans", async () => {
    const user = await registerVerifiedUser(client, smtp, {
      name: "Vera Valid",
      email: "vera@example.com",
    });
    expect(
      (await client.call("PATCH", "/api/email-preferences", { token: user.token, body: {} }))
        .status,
    ).toBe(422);
    const wrong = await client.call("PATCH", "/api/email-preferences", {
      token: user.token,
      body: { marketing: "yes" },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(["marketing"]);
  });
});
