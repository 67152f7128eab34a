import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistEntries } from "../../../src/db/schema/index.ts";
import { WaitlistWriter } from "../../../src/modules/waitlist/waitlist.service.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let nextIp = 1;
/** Every sign-up comes from its own client address unless a test says otherwise. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const join = (body: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/waitlist", payload: body as object, remoteAddress });

const rows = () => t.database.db.select().from(waitlistEntries).orderBy(waitlistEntries.position);

beforeAll(async () => {
  t = await createTestApp({ WAITLIST_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => t.close());

describe("POST /api/waitlist", () => {
  it("stores a trimmed entry with its position and answers 201 with the spec's message", async () => {
    await t.database.db.delete(waitlistEntries);
    const response = await join({
      name: "  Grace Hopper ",
      email: " Grace@Navy.mil ",
      role: " Admiral ",
      company: " US Navy ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { message: "Thank you for joining our waitlist!", position: 1 },
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "Grace Hopper",
      email: "Grace@Navy.mil",
      role: "Admiral",
      company: "US Navy",
      position: 1,
      isEligibleForFreePro: true,
    });
  });

  it("stores no company when it is empty or blank", async () => {
    const response = await join({
      name: "Alan Turing",
      email: "alan@bletchley.uk",
      role: "Researcher",
      company: "   ",
    });
    expect(response.statusCode).toBe(201);
    const stored = (await rows()).find((row) => row.email === "alan@bletchley.uk");
    expect(stored?.company).toBeNull();
  });

  it("accepts names in any alphabet", async () => {
    const response = await join({
      name: "Zoë Ñúñez Łukasz 王芳",
      email: "zoe@example.com",
      role: "Recruiter",
    });
    expect(response.statusCode).toBe(201);
  });

  it("refuses the same e-mail in another case with 409 and the spec's message", async () => {
    const response = await join({ name: "Grace Hopper", email: "grace@NAVY.mil", role: "Admiral" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      code: "CONFLICT",
      message: "This email is already registered on our waitlist",
    });
  });

  it.each([
    [
      { name: "", email: "", role: "" },
      { name: ["Name is required"], email: ["Email is required"], role: ["Role is required"] },
    ],
    [
      { name: "A", email: "a@b.co", role: "R" },
      {
        name: ["Name must be at least 2 characters"],
        role: ["Role must be at least 2 characters"],
      },
    ],
    [
      { name: "R2D2", email: "not-an-email", role: "Droid" },
      {
        name: ["Name can only contain letters and spaces"],
        email: ["Please enter a valid email address"],
      },
    ],
    [
      { name: "   ", email: "   ", role: "  " },
      { name: ["Name is required"], email: ["Email is required"], role: ["Role is required"] },
    ],
  ])("answers 422 with a field -> messages map for %j", async (body, errors) => {
    const response = await join(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      code: "VALIDATION",
      message: "Validation error",
      errors,
    });
  });

  it("answers 422 when fields are missing or of the wrong type, and stores nothing", async () => {
    const before = (await rows()).length;
    const response = await join({ name: 42, email: ["x"] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(["email", "name", "role"]);
    expect((await rows()).length).toBe(before);
  });

  it("bounds every field: a 1 MB role, long names, e-mails and companies answer 422 and store nothing", async () => {
    const before = (await rows()).length;
    const ok = { name: "Bounded Person", email: "bounded@example.com", role: "Recruiter" };
    const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
      [{ ...ok, role: "r".repeat(1_000_000) }, { role: ["Role must be at most 100 characters"] }],
      [{ ...ok, name: "n".repeat(101) }, { name: ["Name must be at most 100 characters"] }],
      [
        { ...ok, email: `${"e".repeat(250)}@example.com` },
        { email: ["Email must be at most 254 characters"] },
      ],
      [
        { ...ok, company: "c".repeat(101) },
        { company: ["Company name must be at most 100 characters"] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await join(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 422,
        code: "VALIDATION",
        message: "Validation error",
        errors,
      });
    }
    // The limits count the trimmed text: padding does not push a valid value over.
    const padded = await join({ ...ok, name: `  ${"n".repeat(100)}  `, company: "c".repeat(100) });
    expect(padded.statusCode).toBe(201);
    expect((await rows()).length).toBe(before + 1);
  });

  it("answers a body over the 1 MB limit with a clean 413 envelope", async () => {
    const response = await join({
      name: "Big Body",
      email: "big@example.com",
      role: "r".repeat(1_100_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      code: "FST_ERR_CTP_BODY_TOO_LARGE",
      message: "The request is too large.",
    });
  });

  it("answers 400 for a malformed JSON body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });

  it("stores all of 200 concurrent distinct sign-ups with dense positions", async () => {
    await t.database.db.delete(waitlistEntries);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        join({ name: "Load Tester", email: `load${i}@example.com`, role: "Tester" }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    const stored = await rows();
    expect(stored).toHaveLength(200);
    expect(stored.map((row) => row.position)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(stored.filter((row) => row.isEligibleForFreePro).map((row) => row.position)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(new Set(responses.map((response) => response.json().data.position)).size).toBe(200);
  });

  it("stores exactly one of 20 concurrent sign-ups with one e-mail; the rest get 409", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        join({
          name: "Same Person",
          email: i % 2 ? "same@example.com" : "SAME@example.com",
          role: "Tester",
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const stored = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = 'same@example.com'`);
    expect(stored).toHaveLength(1);
  });
});

describe("WaitlistWriter", () => {
  it("keeps positions dense and unique when two writers (two processes) sign people up at once", async () => {
    await t.database.db.delete(waitlistEntries);
    const a = new WaitlistWriter(t.database.db);
    const b = new WaitlistWriter(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        (i % 2 ? a : b).add({ name: "Two Writers", email: `two${i}@example.com`, role: "Tester" }),
      ),
    );
    expect(results.every((row) => row !== null)).toBe(true);
    expect(results.map((row) => row!.position).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
    expect((await rows()).map((row) => row.position)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
  });

  it("gives a duplicate inside one group, and one already on the list, no row and no position", async () => {
    await t.database.db.delete(waitlistEntries);
    const writer = new WaitlistWriter(t.database.db);
    await writer.add({ name: "First", email: "first@example.com", role: "Tester" });
    const [again, one, oneAgain, two] = await Promise.all([
      writer.add({ name: "First", email: "FIRST@example.com", role: "Tester" }),
      writer.add({ name: "One", email: "one@example.com", role: "Tester" }),
      writer.add({ name: "One Again", email: "One@Example.com", role: "Tester" }),
      writer.add({ name: "Two", email: "two@example.com", role: "Tester", company: "Acme" }),
    ]);
    expect(again).toBeNull();
    expect(oneAgain).toBeNull();
    expect(one).toMatchObject({ name: "One", position: 2 });
    expect(two).toMatchObject({ name: "Two", company: "Acme", position: 3 });
    expect((await rows()).map((row) => row.email)).toEqual([
      "first@example.com",
      "one@example.com",
      "two@example.com",
    ]);
  });
});

describe("POST /api/waitlist rate limit", () => {
  it("answers 429 with the spec's message once a client exceeds its allowance", async () => {
    const limited = await createTestApp({ WAITLIST_RATE_LIMIT_MAX: "3" });
    try {
      const send = (i: number) =>
        limited.app.inject({
          method: "POST",
          url: "/api/waitlist",
          payload: { name: "Rate Limited", email: `rl${i}@example.com`, role: "Tester" },
          remoteAddress: "192.0.2.77",
        });
      for (let i = 0; i < 3; i++) expect((await send(i)).statusCode).toBe(201);
      const blocked = await send(3);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        status: 429,
        message: "Too many requests. Please try again later.",
      });
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/waitlist",
        payload: { name: "Someone Else", email: "else@example.com", role: "Tester" },
        remoteAddress: "192.0.2.78",
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
