import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  outbox,
  profiles,
  sessions,
  users,
  waitlistEntries,
} from "../../../src/db/schema/index.ts";
import { type Api, api, registerVerifiedUser, STRONG_PASSWORD } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;
let alice: { id: string; token: string; email: string };
let bob: { id: string; token: string; email: string };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: "http://hirelens.test" });
  client = api(t.app);
  alice = await registerVerifiedUser(client, smtp, {
    name: "Alice Archer",
    email: "alice@example.com",
  });
  bob = await registerVerifiedUser(client, smtp, { name: "Bob Baker", email: "bob@example.com" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = "----hirelens-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  token: string,
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
) => {
  const body = multipart(field, filename, contentType, bytes);
  return t.app.inject({
    method: "POST",
    url: "/api/user/profile-image",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();

describe("user and profile", () => {
  it("GET /api/user has the user and an empty profile; PATCH renames", async () => {
    const got = await client.call("GET", "/api/user", { token: alice.token });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      email: "alice@example.com",
      name: "Alice Archer",
      profile: { jobTitle: null, companyName: null, onboardingCompleted: false, industries: [] },
    });
    const renamed = await client.call("PATCH", "/api/user", {
      token: alice.token,
      body: { name: "Alice A. Archer" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe("Alice A. Archer");
    const invalid = await client.call("PATCH", "/api/user", {
      token: alice.token,
      body: { name: "A" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.name).toEqual(["Name must be at least 2 characters"]);
  });

  it("creates and updates the profile (POST and PATCH) and reads it back", async () => {
    const created = await client.call("POST", "/api/user/profile", {
      token: alice.token,
      body: { jobTitle: "Head of Talent", companyName: "Archer & Co" },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      jobTitle: "Head of Talent",
      companyName: "Archer & Co",
    });
    const patched = await client.call("PATCH", "/api/user/profile", {
      token: alice.token,
      body: { companyName: "  ", name: "Alice Archer" },
    });
    expect(patched.body.data).toMatchObject({
      name: "Alice Archer",
      jobTitle: "Head of Talent",
      companyName: null,
    });
    const read = await client.call("GET", "/api/user/profile", { token: alice.token });
    expect(read.body.data).toEqual(patched.body.data);
    const bobs = await client.call("GET", "/api/user/profile", { token: bob.token });
    expect(bobs.body.data.jobTitle).toBeNull();
  });

  it("answers 401 with the envelope on every account route without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/user"],
      ["PATCH", "/api/user"],
      ["GET", "/api/user/profile"],
      ["PATCH", "/api/user/profile"],
      ["POST", "/api/user/profile-image"],
      ["GET", "/api/user/export"],
      ["DELETE", "/api/user"],
      ["PUT", "/api/user/onboarding"],
      ["GET", "/api/email-preferences"],
      ["PATCH", "/api/user/preferences"],
      ["POST", "/api/auth/change-password"],
      ["POST", "/api/auth/mfa/enable"],
    ] as const) {
      const response = await client.call(method, url, { body: method === "GET" ? undefined : {} });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body).toMatchObject({ status: 401, message: "Authentication required" });
    }
  });
});

describe("profile image", () => {
  it("accepts a PNG by its content even named .txt, resizes it to 256x256 and serves it to its owner", async () => {
    const response = await upload(
      alice.token,
      "file",
      "avatar.txt",
      "text/plain",
      await png(800, 400),
    );
    expect(response.statusCode).toBe(200);
    const { profileImage } = response.json().data;
    expect(profileImage).toMatch(
      new RegExp(`^/api/user/profile-image/${alice.id}/[a-f0-9]{16}\\?sig=`),
    );
    const me = await client.call("GET", "/api/auth/me", { token: alice.token });
    expect(me.body.data.profileImage).toBe(profileImage);

    const image = await t.app.inject({ method: "GET", url: profileImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    const files = await readdir(join(t.env.DATA_DIR, "uploads", alice.id));
    expect(files).toHaveLength(1);

    // Someone else (or a forged signature) gets 404, never the image.
    const path = profileImage.split("?")[0];
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${path}?sig=forged` })).statusCode).toBe(404);
    const asBob = await t.app.inject({
      method: "GET",
      url: path,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(asBob.statusCode).toBe(404);
    const asAlice = await t.app.inject({
      method: "GET",
      url: path,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(asAlice.statusCode).toBe(200);

    // A new upload replaces the file and the URL.
    const again = await upload(
      alice.token,
      "file",
      "me.jpg",
      "image/jpeg",
      await sharp(await png(300, 300))
        .jpeg()
        .toBuffer(),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.profileImage).not.toBe(profileImage);
    expect(await readdir(join(t.env.DATA_DIR, "uploads", alice.id))).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: profileImage })).statusCode).toBe(404);
  });

  it("refuses a text file named .png, a broken image, an oversized file and a missing file", async () => {
    const text = await upload(
      bob.token,
      "file",
      "photo.png",
      "image/png",
      Buffer.from("just some words, not an image"),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe("Please upload a PNG, JPEG, WebP or GIF image.");

    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    expect((await upload(bob.token, "file", "broken.png", "image/png", broken)).statusCode).toBe(
      415,
    );

    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const oversized = await upload(bob.token, "file", "huge.png", "image/png", huge);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe("The image must be 2 MB or smaller.");

    const wrongField = await upload(bob.token, "avatar", "a.png", "image/png", await png(10, 10));
    expect(wrongField.statusCode).toBe(422);
    expect(existsSync(join(t.env.DATA_DIR, "uploads", bob.id))).toBe(false);
  });
});

describe("export", () => {
  it("downloads the user's own data as JSON and nothing of anyone else", async () => {
    await t.database.db.insert(waitlistEntries).values({
      name: "Alice Archer",
      email: "Alice@Example.com",
      role: "Recruiter",
      position: 1,
      isEligibleForFreePro: true,
    });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/user/export",
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="hirelens-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { data } = response.json();
    expect(data.user).toMatchObject({
      id: alice.id,
      email: "alice@example.com",
      emailVerified: true,
    });
    expect(data.profile.jobTitle).toBe("Head of Talent");
    expect(data.signInMethods).toEqual([{ provider: "password", createdAt: expect.any(String) }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.mails.map((mail: { subject: string }) => mail.subject)).toContain(
      "Verify your email address for HireLens",
    );
    expect(data.files).toEqual([expect.objectContaining({ kind: "profile-image" })]);
    expect(data.emailPreferences).toMatchObject({ marketing: false, productUpdates: true });
    expect(data.more.waitlistEntry).toMatchObject({ role: "Recruiter", position: 1 });
    const text = response.body;
    expect(text).not.toContain("bob@example.com");
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain("scrypt");
  });
});

describe("delete account", () => {
  it("needs the password, then removes every row and file of the user and nothing of others", async () => {
    const carol = await registerVerifiedUser(client, smtp, {
      name: "Carol Cole",
      email: "carol@example.com",
    });
    await client.call("PUT", "/api/user/onboarding", {
      token: carol.token,
      body: {
        role: "founder",
        jobTitle: "CEO",
        companyName: "Cole Labs",
        teamSize: "1-10",
        hiringTeamSize: "just-me",
        hiringVolume: "1-5",
        industries: ["technology"],
        roleTypes: ["engineering"],
        hiringGoals: ["faster-screening"],
      },
    });
    await client.call("PATCH", "/api/email-preferences", {
      token: carol.token,
      body: { marketing: true },
    });
    expect(
      (await upload(carol.token, "file", "c.png", "image/png", await png(64, 64))).statusCode,
    ).toBe(200);
    await t.database.db.insert(waitlistEntries).values({
      name: "Carol Cole",
      email: "carol@example.com",
      role: "Founder",
      position: 2,
      isEligibleForFreePro: true,
    });

    const noConfirm = await client.call("DELETE", "/api/user", {
      token: carol.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(noConfirm.status).toBe(422);
    const wrong = await client.call("DELETE", "/api/user", {
      token: carol.token,
      body: { password: "Not-Carols-Password-1", confirm: "DELETE" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("PASSWORD_INCORRECT");

    const deleted = await client.call("DELETE", "/api/user", {
      token: carol.token,
      body: { password: STRONG_PASSWORD, confirm: "DELETE" },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.message).toBe("Your account and all of its data have been deleted.");

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, carol.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, carol.id))).toHaveLength(0);
    expect(await db.select().from(accounts).where(eq(accounts.userId, carol.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.userId, carol.id))).toHaveLength(0);
    const carolMails = await db.select().from(outbox).where(eq(outbox.to, "carol@example.com"));
    expect(carolMails.map((mail) => mail.kind)).toEqual(["account-deleted"]);
    expect(carolMails[0]?.text).not.toContain("Carol");
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.position, 2));
    expect(entry).toMatchObject({ name: "Deleted user", role: "deleted", company: null });
    expect(entry?.email).toMatch(/@deleted\.invalid$/);
    expect(existsSync(join(t.env.DATA_DIR, "uploads", carol.id))).toBe(false);
    expect(smtp.lastMailTo("carol@example.com").subject).toBe(
      "Your HireLens account has been deleted",
    );

    expect((await client.call("GET", "/api/auth/me", { token: carol.token })).status).toBe(401);
    const signin = await client.call("POST", "/api/auth/signin", {
      body: { email: "carol@example.com", password: STRONG_PASSWORD },
    });
    expect(signin.status).toBe(400);

    // Others are untouched.
    expect((await client.call("GET", "/api/auth/me", { token: alice.token })).status).toBe(200);
    const remaining = await db.select({ email: users.email }).from(users);
    expect(remaining.map((row) => row.email)).toEqual(
      expect.arrayContaining(["alice@example.com", "bob@example.com"]),
    );
  });
});
