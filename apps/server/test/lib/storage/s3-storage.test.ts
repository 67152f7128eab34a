import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidEnvError, parseEnv } from "../../../src/env.ts";
import { StorageKeyNotFoundError } from "../../../src/lib/storage/file-storage.ts";
import { createS3Storage } from "../../../src/lib/storage/s3-storage.ts";
import { startS3, type TestS3 } from "../../helpers/s3.ts";

let s3: TestS3;
let storage: ReturnType<typeof createS3Storage>;

function storageFor(bucket: string) {
  return createS3Storage({
    bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
}

beforeAll(async () => {
  s3 = await startS3();
  storage = storageFor(s3.bucket);
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

describe("the S3 storage backend (against s3rver)", () => {
  it("gives back the bytes it was given", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 a small resume");
    await storage.put("user-1/file-1", bytes);
    expect(new Uint8Array(await storage.get("user-1/file-1"))).toEqual(bytes);
  });

  it("rejects a key that holds nothing with StorageKeyNotFoundError", async () => {
    const missing = storage.get("user-1/never-stored");
    await expect(missing).rejects.toBeInstanceOf(StorageKeyNotFoundError);
    await expect(missing).rejects.toMatchObject({ code: "ENOENT", key: "user-1/never-stored" });
  });

  it("deletes a key, and deleting one that holds nothing succeeds", async () => {
    await storage.put("user-2/file-1", new Uint8Array([1, 2, 3]));
    await storage.delete("user-2/file-1");
    await expect(storage.get("user-2/file-1")).rejects.toBeInstanceOf(StorageKeyNotFoundError);
    await expect(storage.delete("user-2/file-1")).resolves.toBeUndefined();
  });

  it("stores a 10 MB file byte for byte", async () => {
    const bytes = randomBytes(10 * 1024 * 1024);
    await storage.put("user-3/large", bytes);
    const back = await storage.get("user-3/large");
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
  });

  it("keeps keys with non-ASCII characters apart", async () => {
    await storage.put("user-4/résumé-日本語.pdf", new TextEncoder().encode("first"));
    await storage.put("user-4/resume-.pdf", new TextEncoder().encode("second"));
    expect((await storage.get("user-4/résumé-日本語.pdf")).toString()).toBe("first");
    expect((await storage.get("user-4/resume-.pdf")).toString()).toBe("second");
  });

  it("deletes every key under a prefix and nothing of another prefix", async () => {
    for (let i = 0; i < 5; i++) await storage.put(`user-5/file-${i}`, new Uint8Array([i]));
    await storage.put("user-50/file-0", new Uint8Array([9]));
    await storage.deletePrefix("user-5");
    for (let i = 0; i < 5; i++) {
      await expect(storage.get(`user-5/file-${i}`)).rejects.toBeInstanceOf(StorageKeyNotFoundError);
    }
    expect([...(await storage.get("user-50/file-0"))]).toEqual([9]);
  });

  it("reports a bucket that does not exist when access is checked", async () => {
    const wrong = storageFor("no-such-bucket");
    await expect(wrong.checkAccess()).rejects.toThrow();
    wrong.close();
    await expect(storage.checkAccess()).resolves.toBeUndefined();
  });
});

describe("choosing the storage by environment", () => {
  it("is local by default, s3 when a bucket is named, and refuses s3 without one", () => {
    expect(parseEnv({}).STORAGE).toBe("local");
    expect(parseEnv({ S3_BUCKET: "uploads" }).STORAGE).toBe("s3");
    expect(parseEnv({ STORAGE: "local", S3_BUCKET: "uploads" }).STORAGE).toBe("local");
    expect(() => parseEnv({ STORAGE: "s3" })).toThrow(InvalidEnvError);
    expect(() => parseEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /set both or neither/,
    );
  });
});
