import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FILE_MESSAGES, MAX_FILE_SIZE_BYTES } from "@hirelens/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "../../../src/lib/storage/file-storage.ts";
import { createLocalStorage } from "../../../src/lib/storage/local-storage.ts";
import { createS3Storage, S3_PART_BYTES } from "../../../src/lib/storage/s3-storage.ts";
import { inspectUpload } from "../../../src/modules/files/files.service.ts";
import { startS3, type TestS3 } from "../../helpers/s3.ts";
import {
  type AnalyzerTestContext,
  resumeDocx,
  resumePdf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

/** The bytes in chunks of 64 KB, the way the multipart parser hands them over. */
async function* chunked(bytes: Uint8Array, failAfter?: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += 64 * 1024) {
    if (failAfter !== undefined && at >= failAfter) throw new Error("client went away");
    yield bytes.subarray(at, at + 64 * 1024);
  }
}

/** Every file under a folder, however deep (empty when the folder is absent). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let s3: TestS3;
let localRoot: string;
const backends: Array<{
  name: string;
  storage: () => FileStorage;
  leftovers: () => Promise<string[]>;
}> = [
  {
    name: "local",
    storage: () => createLocalStorage(localRoot),
    leftovers: () => filesUnder(localRoot),
  },
  {
    name: "s3",
    storage: () =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
    // The objects s3rver keeps (its own files are named "<key>._S3rver_object"). s3rver does
    // not implement AbortMultipartUpload, so the parts of an aborted upload stay in its folder
    // (S3 drops them); no object appears either way.
    leftovers: async () =>
      (await filesUnder(s3.directory)).filter((name) => name.endsWith("._S3rver_object")),
  },
];

beforeAll(async () => {
  s3 = await startS3();
  localRoot = await mkdtemp(join(tmpdir(), "hirelens-stream-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(localRoot, { recursive: true, force: true });
});

describe.each(backends)("streaming into the $name storage", (backend) => {
  it("stores a 12 MB stream byte for byte (S3: in parts) and a small one whole", async () => {
    const storage = backend.storage();
    const large = randomBytes(12 * 1024 * 1024);
    expect(large.length).toBeGreaterThan(2 * S3_PART_BYTES);
    await storage.putStream("user-a/resumes/large", chunked(large));
    expect((await storage.get("user-a/resumes/large")).equals(large)).toBe(true);

    const small = randomBytes(1000);
    await storage.putStream("user-a/resumes/small", chunked(small));
    expect((await storage.get("user-a/resumes/small")).equals(small)).toBe(true);
    await storage.deletePrefix("user-a");
  });

  it("leaves nothing under the key or beside it when the source fails half-way", async () => {
    const storage = backend.storage();
    const before = await backend.leftovers();
    // Past the first S3 part, so a multipart upload had begun and must be aborted.
    const bytes = randomBytes(8 * 1024 * 1024);
    await expect(
      storage.putStream("user-b/resumes/cut", chunked(bytes, 7 * 1024 * 1024)),
    ).rejects.toThrow("client went away");
    await expect(storage.get("user-b/resumes/cut")).rejects.toMatchObject({ code: "ENOENT" });
    expect(await backend.leftovers()).toEqual(before);
  });
});

describe("inspecting an upload while it streams", () => {
  async function inspect(name: string, bytes: Uint8Array) {
    const inspected = inspectUpload(name, chunked(bytes));
    const passed: Uint8Array[] = [];
    for await (const chunk of inspected.content) passed.push(chunk);
    return { passed: Buffer.concat(passed), ...inspected.result() };
  }

  it("passes every byte through and hashes the whole file", async () => {
    const pdf = await resumePdf({ name: "Hash Hannah", title: "Engineer", skills: [], years: 3 });
    const padded = Buffer.concat([pdf, randomBytes(300 * 1024)]);
    const result = await inspect("hannah.pdf", padded);
    expect(result.passed.equals(padded)).toBe(true);
    expect(result).toMatchObject({ kind: "pdf", size: padded.length, sha256: sha256(padded) });
  });

  it("tells a DOCX (its zip directory is at the end) and text files from the whole file", async () => {
    const docx = await resumeDocx({ name: "Doc Dora", title: "Analyst", skills: [], years: 2 });
    expect((await inspect("dora.docx", docx)).kind).toBe("docx");
    const text = txt(resumeText({ name: "Tex Tom", title: "Analyst", skills: [], years: 2 }));
    expect((await inspect("tom.txt", text)).kind).toBe("txt");
    // Text at first, a binary byte past the first kilobytes: not a text file.
    const binaryLater = Buffer.concat([Buffer.from("a".repeat(10_000)), Buffer.from([0, 1, 2])]);
    expect((await inspect("later.txt", binaryLater)).kind).toBeNull();
    expect((await inspect("empty.txt", new Uint8Array())).kind).toBeNull();
  });

  it("refuses the byte past 10 MB with the spec's message; exactly 10 MB passes", async () => {
    const exactly = Buffer.alloc(MAX_FILE_SIZE_BYTES, "b");
    expect((await inspect("ten.txt", exactly)).size).toBe(MAX_FILE_SIZE_BYTES);
    const over = Buffer.alloc(MAX_FILE_SIZE_BYTES + 1, "b");
    await expect(inspect("over.txt", over)).rejects.toMatchObject({
      status: 413,
      message: FILE_MESSAGES.tooLarge("over.txt"),
    });
  });
});

describe("the upload route with STORAGE=s3", () => {
  let context: AnalyzerTestContext;
  beforeAll(async () => {
    context = await startAnalyzerApp({ ...s3.env, QUEUE_WORKER: "false" });
  });
  afterAll(async () => context?.close());

  it("keeps nothing in the bucket when the second file is too large or the third of a wrong type", async () => {
    const user = await signUp(context, "Bucket Bob");
    const before = await backends[1]?.leftovers();
    const fine = txt(resumeText({ name: "Fine Fay", title: "Engineer", skills: [], years: 4 }));
    const pdf = await resumePdf({ name: "Pdf Pia", title: "Engineer", skills: [], years: 4 });

    const tooLarge = await upload(context, user.token, [
      { name: "fine.txt", bytes: fine },
      { name: "huge.pdf", bytes: Buffer.concat([pdf, Buffer.alloc(MAX_FILE_SIZE_BYTES)]) },
    ]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(FILE_MESSAGES.tooLarge("huge.pdf"));
    expect(await backends[1]?.leftovers()).toEqual(before);

    const wrongType = await upload(context, user.token, [
      { name: "fine.txt", bytes: fine },
      { name: "pia.pdf", bytes: pdf },
      { name: "photo.pdf", bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    ]);
    expect(wrongType.status).toBe(415);
    expect(await backends[1]?.leftovers()).toEqual(before);

    const accepted = await upload(context, user.token, [
      { name: "fine.txt", bytes: fine },
      { name: "pia.pdf", bytes: pdf },
    ]);
    expect(accepted.status).toBe(201);
    expect((await backends[1]?.leftovers())?.length).toBeGreaterThan(before?.length ?? 0);
  });
});
