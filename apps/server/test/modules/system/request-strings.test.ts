import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, waitlistEntries } from "../../../src/db/schema/index.ts";
import {
  type AnalyzerTestContext,
  JOB_TEXT,
  multipartBody,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;
let user: { id: string; token: string };

beforeAll(async () => {
  context = await startAnalyzerApp({ QUEUE_WORKER: "false", WAITLIST_RATE_LIMIT_MAX: "1000" });
  user = await signUp(context);
});
afterAll(async () => context.close());

/** A raw JSON body, so that escapes such as \u0000 and a lone \ud800 reach the server as sent. */
const postJson = (url: string, rawJson: string, token?: string) =>
  context.t.app.inject({
    method: "POST",
    url,
    payload: rawJson,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const getAuthed = (url: string) =>
  context.t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${user.token}` } });

const BAD_STRINGS = [
  { label: "a NUL byte", json: "\\u0000" },
  { label: "a lone high surrogate", json: "\\ud800" },
  { label: "a lone low surrogate", json: "\\udc00" },
];

describe("strings a database cannot store faithfully", () => {
  for (const bad of BAD_STRINGS) {
    it(`answers 422 with the field for ${bad.label} in a JSON body (public and protected routes)`, async () => {
      const waitlist = await postJson(
        "/api/waitlist",
        `{"name":"Ada Lovelace","email":"ada-${randomUUID().slice(0, 6)}@example.com","role":"Eng${bad.json}ineer"}`,
      );
      expect(waitlist.statusCode).toBe(422);
      expect(waitlist.json()).toMatchObject({
        status: 422,
        code: "VALIDATION",
        errors: { role: [expect.stringMatching(/not allowed/)] },
      });

      const ticket = await postJson(
        "/api/support/contact",
        `{"category":"billing","subject":"Invoice${bad.json}","message":"Please add our VAT number to the invoice."}`,
        user.token,
      );
      expect(ticket.statusCode).toBe(422);
      expect(ticket.json().errors).toHaveProperty("subject");

      const job = await postJson(
        "/api/job-descriptions",
        JSON.stringify({ title: "Backend Engineer", text: JOB_TEXT }).replace(
          "Backend Engineer",
          `Backend${bad.json} Engineer`,
        ),
        user.token,
      );
      expect(job.statusCode).toBe(422);
      expect(job.json().errors).toHaveProperty("title");
    });
  }

  it("answers 422 for a NUL byte in a q= search parameter, and keeps undecodable escapes as text", async () => {
    for (const path of ["/api/job-descriptions", "/api/analysis/history", "/api/support/faq"]) {
      const nul = await getAuthed(`${path}?q=abc%00`);
      expect({ path, status: nul.statusCode }).toEqual({ path, status: 422 });
      expect(nul.json()).toMatchObject({ code: "VALIDATION", errors: { q: expect.any(Array) } });
      // The query parser leaves a percent-encoded lone surrogate undecoded: plain, storable text.
      const surrogate = await getAuthed(`${path}?q=abc%ED%A0%80`);
      expect({ path, status: surrogate.statusCode }).toEqual({ path, status: 200 });
    }
  });

  it("keeps ordinary text with tabs, new lines and emoji", async () => {
    const response = await postJson(
      "/api/support/contact",
      JSON.stringify({
        category: "billing",
        subject: "Invoice 🧾",
        message: "Line one\n\tLine two with a café and 😀 in it.",
      }),
      user.token,
    );
    expect(response.statusCode).toBe(201);
  });

  it("answers a deeply nested body 422, without overflowing the stack", async () => {
    const depth = 400_000;
    const response = await postJson(
      "/api/waitlist",
      `${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.body.length).toBeLessThan(2_000);
  });

  it("stored nothing for the refused requests", async () => {
    expect(await context.t.app.db.select().from(waitlistEntries)).toEqual([]);
  });
});

const uploadRaw = (payload: Buffer | string, contentType: string) =>
  context.t.app.inject({
    method: "POST",
    url: "/api/files/upload",
    payload,
    headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
  });

describe("malformed multipart uploads", () => {
  const resume = txt(
    resumeText({ name: "Ada Lovelace", title: "Engineer", skills: ["SQL"], years: 3 }),
  );

  const cases: Array<{
    label: string;
    build: () => { payload: Buffer | string; contentType: string };
  }> = [
    {
      label: "a truncated body",
      build: () => {
        const { payload, contentType } = multipartBody([{ name: "ada.txt", bytes: resume }]);
        return { payload: payload.subarray(0, payload.length - 40), contentType };
      },
    },
    {
      label: "a boundary that does not match the body",
      build: () => {
        const { payload } = multipartBody([{ name: "ada.txt", bytes: resume }]);
        return { payload, contentType: "multipart/form-data; boundary=not-the-boundary" };
      },
    },
    {
      label: "no boundary at all",
      build: () => {
        const { payload } = multipartBody([{ name: "ada.txt", bytes: resume }]);
        return { payload, contentType: "multipart/form-data" };
      },
    },
    {
      label: "a part without a name",
      build: () => ({
        payload: `--b\r\nContent-Disposition: form-data; filename="ada.txt"\r\n\r\nhello\r\n--b--\r\n`,
        contentType: "multipart/form-data; boundary=b",
      }),
    },
    {
      // Busboy keeps the first 80 KB of a part's header and drops the rest (memory stays bounded),
      // so the name that comes after the padding is never seen.
      label: "a huge part header",
      build: () => ({
        payload: `--b\r\nX-Pad: ${"a".repeat(200_000)}\r\nContent-Disposition: form-data; name="files"; filename="ada.txt"\r\n\r\nhello\r\n--b--\r\n`,
        contentType: "multipart/form-data; boundary=b",
      }),
    },
    {
      label: "garbage instead of parts",
      build: () => ({
        payload: Buffer.from([0xff, 0x00, 0xfe, 0x01, 0x02, 0x03]),
        contentType: "multipart/form-data; boundary=b",
      }),
    },
  ];

  for (const { label, build } of cases) {
    it(`answers 400 with a clear message for ${label} and stores nothing`, async () => {
      const before = (await context.t.app.db.select().from(files)).length;
      const { payload, contentType } = build();
      const response = await uploadRaw(payload, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
      expect(response.json().message).not.toMatch(/^Bad request$/);
      expect((await context.t.app.db.select().from(files)).length).toBe(before);
    });
  }

  it("answers 400 for a malformed profile image upload too", async () => {
    const response = await context.t.app.inject({
      method: "POST",
      url: "/api/user/profile-image",
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: {
        authorization: `Bearer ${user.token}`,
        "content-type": "multipart/form-data; boundary=b",
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a file name with a NUL byte or broken Unicode in it with 4xx, never 500", async () => {
    for (const name of ["cv\u0000.txt", "cv\ud800.txt"]) {
      const { payload, contentType } = multipartBody([{ name, bytes: resume }]);
      const response = await uploadRaw(payload, contentType);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
