import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

// Issue 11: the landing page's JS was served uncompressed. The build writes .br and .gz copies
// (apps/web/scripts/compress-dist.mjs, run here on a small dist) and the server sends them.
const compressScript = new URL("../../../../web/scripts/compress-dist.mjs", import.meta.url)
  .pathname;
const script = `export const words = ${JSON.stringify("hire lens ".repeat(2000))};\n`;

let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "hirelens-web-"));
  await mkdir(join(webDir, "assets"));
  await writeFile(
    join(webDir, "index.html"),
    '<!doctype html><html><head><script id="hirelens-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDir, "assets", "app-1234.js"), script);
  await writeFile(join(webDir, "assets", "tiny-1234.js"), "export {};\n");
  const built = spawnSync(process.execPath, [compressScript, webDir], { encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("precompressed assets", () => {
  it("the build writes brotli and gzip copies, not for tiny files or index.html", () => {
    expect(existsSync(join(webDir, "assets", "app-1234.js.br"))).toBe(true);
    expect(existsSync(join(webDir, "assets", "app-1234.js.gz"))).toBe(true);
    expect(existsSync(join(webDir, "assets", "tiny-1234.js.br"))).toBe(false);
    expect(existsSync(join(webDir, "index.html.br"))).toBe(false);
  });

  it("sends brotli to a browser that accepts it, with the right headers", async () => {
    const response = await get("/assets/app-1234.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toBe(script);
  });

  it("sends gzip when that is all the client accepts, and the plain file otherwise", async () => {
    const gzip = await get("/assets/app-1234.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(script);
    const plain = await get("/assets/app-1234.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends a file too small to have a compressed copy as it is", async () => {
    const tiny = await get("/assets/tiny-1234.js", "br");
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("export {};\n");
  });
});
