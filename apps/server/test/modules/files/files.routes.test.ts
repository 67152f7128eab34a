import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { FILE_MESSAGES, MAX_FILE_SIZE_BYTES } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../../src/db/schema/index.ts";
import {
  type AnalyzerTestContext,
  PNG_BYTES,
  resumeDocx,
  resumePdf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;
let user: { id: string; token: string };

const spec = {
  name: "Ada Lovelace",
  title: "Backend Engineer",
  skills: ["Node.js", "PostgreSQL"],
  years: 6,
};

beforeAll(async () => {
  context = await startAnalyzerApp({ QUEUE_WORKER: "false" });
  user = await signUp(context);
});
afterAll(async () => context.close());

/** Files kept for the user: rows, and objects in the storage (files stored then rolled back count). */
async function storedCount(userId: string): Promise<number> {
  const rows = (await context.t.app.db.select().from(files).where(eq(files.userId, userId))).length;
  const folder = join(context.t.app.env.DATA_DIR, "uploads", userId, "resumes");
  const objects = (await readdir(folder).catch(() => [])).length;
  expect(objects).toBe(rows);
  return rows;
}

describe("file upload", () => {
  it("stores PDF, DOCX and TXT resumes with the type read from their content", async () => {
    const response = await upload(context, user.token, [
      { name: "ada.pdf", bytes: await resumePdf(spec) },
      { name: "ada-word.docx", bytes: await resumeDocx({ ...spec, name: "Ada Word" }) },
      // A misleading name does not matter: the content decides.
      { name: "ada-plain.pdf.txt", bytes: txt(resumeText({ ...spec, name: "Ada Plain" })) },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.data.files.map((file: { kind: string }) => file.kind)).toEqual([
      "pdf",
      "docx",
      "txt",
    ]);
    expect(response.body.data.files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body.data.duplicates).toEqual([]);
  });

  it("detects duplicates by content hash within an upload and stores them once", async () => {
    const before = await storedCount(user.id);
    const bytes = txt(resumeText({ ...spec, name: "Grace Hopper" }));
    const response = await upload(context, user.token, [
      { name: "grace.txt", bytes },
      { name: "grace (copy).txt", bytes },
      { name: "other.txt", bytes: txt(resumeText({ ...spec, name: "Alan Turing" })) },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.data.files).toHaveLength(2);
    expect(response.body.data.duplicates).toEqual([
      {
        name: "grace (copy).txt",
        duplicateOfId: response.body.data.files[0].id,
        duplicateOfName: "grace.txt",
      },
    ]);
    expect(await storedCount(user.id)).toBe(before + 2);
  });

  it("refuses the 51st file and stores nothing", async () => {
    const before = await storedCount(user.id);
    const parts = Array.from({ length: 51 }, (_, index) => ({
      name: `r${index}.txt`,
      bytes: txt(resumeText({ ...spec, name: `Person Number ${index}` })),
    }));
    const response = await upload(context, user.token, parts);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(FILE_MESSAGES.tooMany);
    expect(await storedCount(user.id)).toBe(before);

    const fifty = await upload(context, user.token, parts.slice(0, 50));
    expect(fifty.status).toBe(201);
    expect(fifty.body.data.files).toHaveLength(50);
  });

  it("refuses an 11 MB file by name and stores nothing", async () => {
    const before = await storedCount(user.id);
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x61);
    const response = await upload(context, user.token, [
      { name: "fine.txt", bytes: txt(resumeText(spec)) },
      { name: "huge.txt", bytes: big },
    ]);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(FILE_MESSAGES.tooLarge("huge.txt"));
    expect(response.body.errors["huge.txt"]).toEqual([FILE_MESSAGES.tooLarge("huge.txt")]);
    expect(await storedCount(user.id)).toBe(before);

    const exactly = await upload(context, user.token, [
      { name: "ten.txt", bytes: new Uint8Array(MAX_FILE_SIZE_BYTES).fill(0x62) },
    ]);
    expect(exactly.status).toBe(201);
  });

  it("refuses a wrong type after accepted files and keeps none of them", async () => {
    const before = await storedCount(user.id);
    const response = await upload(context, user.token, [
      { name: "one.txt", bytes: txt(resumeText({ ...spec, name: "First Person" })) },
      { name: "two.docx", bytes: await resumeDocx({ ...spec, name: "Second Person" }) },
      { name: "photo.pdf", bytes: PNG_BYTES },
      { name: "three.txt", bytes: txt(resumeText({ ...spec, name: "Third Person" })) },
    ]);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(FILE_MESSAGES.wrongType("photo.pdf"));
    expect(await storedCount(user.id)).toBe(before);
  });

  it("refuses a PNG named .pdf (type by content)", async () => {
    const response = await upload(context, user.token, [{ name: "photo.pdf", bytes: PNG_BYTES }]);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(FILE_MESSAGES.wrongType("photo.pdf"));
  });

  it("refuses an upload without files", async () => {
    const response = await upload(context, user.token, []);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(FILE_MESSAGES.noFiles);
  });

  it("downloads the original bytes and deletes the file; another user gets 404", async () => {
    const bytes = await resumePdf({ ...spec, name: "Katherine Johnson" });
    const uploaded = await upload(context, user.token, [{ name: "katherine.pdf", bytes }]);
    const id = uploaded.body.data.files[0].id;

    const download = await context.t.app.inject({
      method: "GET",
      url: `/api/files/download?id=${id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain("katherine.pdf");
    expect(Buffer.compare(download.rawPayload, Buffer.from(bytes))).toBe(0);

    const stranger = await signUp(context, "Stranger Sam");
    const theirs = await context.client.call("GET", `/api/files/download?id=${id}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
    expect(
      (await context.client.call("DELETE", `/api/files/${id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (
        await context.client.call("POST", "/api/files/delete", {
          token: stranger.token,
          body: { id },
        })
      ).status,
    ).toBe(404);

    expect(
      (await context.client.call("DELETE", `/api/files/${id}`, { token: user.token })).status,
    ).toBe(204);
    const gone = await context.client.call("GET", `/api/files/download?id=${id}`, {
      token: user.token,
    });
    expect(gone.status).toBe(404);
  });

  it("serves a resume as a sandboxed attachment with nosniff; inline only on request, still sandboxed", async () => {
    // A PDF whose JavaScript would run with our origin if the browser rendered it unsandboxed.
    const bytes = await resumePdf({ ...spec, name: "Dorothy Vaughan" });
    const uploaded = await upload(context, user.token, [{ name: "dorothy.pdf", bytes }]);
    const id = uploaded.body.data.files[0].id;
    const get = (query: string) =>
      context.t.app.inject({
        method: "GET",
        url: `/api/files/download?id=${id}${query}`,
        headers: { authorization: `Bearer ${user.token}` },
      });

    const download = await get("");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(download.headers["content-security-policy"]).toMatch(/^sandbox(;|$)/);
    expect(download.headers["content-security-policy"]).not.toMatch(/allow-scripts/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");

    const inline = await get("&inline=true");
    expect(inline.headers["content-disposition"]).toMatch(/^inline; /);
    expect(inline.headers["content-security-policy"]).toMatch(/^sandbox(;|$)/);
  });

  it("strips bidi controls and invisible format characters from stored file names", async () => {
    const response = await upload(context, user.token, [
      {
        name: "cv\u202Efdp.exe",
        bytes: txt(resumeText({ ...spec, name: "Override Olga" })),
      },
      {
        name: "\u2066report\u2069\u200F\u200B\uFEFF.txt",
        bytes: txt(resumeText({ ...spec, name: "Isolate Ivan" })),
      },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.data.files.map((file: { name: string }) => file.name)).toEqual([
      "cvfdp.exe",
      "report.txt",
    ]);
    const rows = await context.t.app.db.select().from(files).where(eq(files.userId, user.id));
    for (const row of rows)
      expect(row.name).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
  });

  it("gives downloads a safe Content-Disposition for any stored name (RFC 5987, ASCII fallback)", async () => {
    const uploaded = await upload(context, user.token, [
      { name: "quentin.txt", bytes: txt(resumeText({ ...spec, name: "Quote Quentin" })) },
    ]);
    const id = uploaded.body.data.files[0].id;
    // Names stored before this release were not cleaned: the header must still be safe.
    const name = 'Zoë "CV"; x=1\r\nSet-Cookie: a=b \u202Efdp.txt';
    await context.t.app.db.update(files).set({ name }).where(eq(files.id, id));
    const download = await context.t.app.inject({
      method: "GET",
      url: `/api/files/download?id=${id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    const header = String(download.headers["content-disposition"]);
    const fallback = /filename="([^"]*)"/.exec(header)?.[1] ?? "";
    expect(fallback).toMatch(/^[\x20-\x7e]+$/);
    expect(fallback).not.toMatch(/["\\;]/);
    const encoded = /filename\*=UTF-8''([^;\s]+)$/.exec(header)?.[1] ?? "";
    expect(decodeURIComponent(encoded)).toBe('Zoë "CV"; x=1\r\nSet-Cookie: a=b fdp.txt');
    expect(download.headers["set-cookie"]).toBeUndefined();
    expect(header.split(";").filter((part) => part.trim().startsWith("x="))).toEqual([]);
  });

  it("requires a signed-in user", async () => {
    const response = await context.t.app.inject({ method: "POST", url: "/api/files/upload" });
    expect(response.statusCode).toBe(401);
  });
});
