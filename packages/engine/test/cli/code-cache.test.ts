// The built CLI runs its commands and pdf.js from scripts with a code cache made after a run
// (decision 208): the cache is written once, read after, refused when damaged, and the output
// never depends on it.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../fixtures/documents.ts";

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bin/hirelens.mjs");
const run = promisify(execFile);

let dir: string;
let cacheDir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "hirelens-code-cache-"));
  cacheDir = path.join(dir, "cache");
  writeFileSync(path.join(dir, "resume.pdf"), await samplePdf());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `hirelens parse --json resume.pdf` with its own compile-cache folder (or none). */
async function parse(env: Record<string, string> = { NODE_COMPILE_CACHE: cacheDir }) {
  const { NODE_DISABLE_COMPILE_CACHE: _, NODE_COMPILE_CACHE: __, ...inherited } = process.env;
  const { stdout } = await run(process.execPath, [BIN, "parse", "--json", "resume.pdf"], {
    cwd: dir,
    env: { ...inherited, ...env },
    timeout: 60_000,
  });
  return stdout;
}

/** The CLI's script caches in the cache folder: file path -> contents. */
function scriptCaches(): Map<string, Buffer> {
  const caches = new Map<string, Buffer>();
  for (const entry of readdirSync(cacheDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /^hirelens-.*\.script\.cjs-.*\.bin$/.test(entry.name)) {
      const file = path.join(entry.parentPath, entry.name);
      caches.set(file, readFileSync(file));
    }
  }
  return caches;
}

describe("hirelens code cache", () => {
  it("writes the commands' and pdf.js's caches once and gives the same output from them", async () => {
    const first = await parse();
    const written = scriptCaches();
    const names = [...written.keys()].map((file) => path.basename(file)).sort();
    expect(names).toEqual([
      expect.stringMatching(/^hirelens-cli-commands\.script\.cjs-/),
      expect.stringMatching(/^hirelens-unpdf\.script\.cjs-/),
    ]);
    expect(await parse()).toBe(first);
    // Read, not written again: a cache V8 accepted is kept as it is.
    expect(scriptCaches()).toEqual(written);
  }, 120_000);

  it("refuses a damaged cache, writes a good one, and gives the same output", async () => {
    const expected = await parse();
    const damaged = new Map<string, Buffer>();
    for (const [file, bytes] of scriptCaches()) {
      const copy = Buffer.from(bytes);
      for (let i = 100; i < copy.length; i += 997) copy[i] = copy[i]! ^ 0x5a;
      writeFileSync(file, copy);
      damaged.set(file, copy);
    }
    expect(await parse()).toBe(expected);
    const rewritten = scriptCaches();
    for (const [file, bytes] of damaged) expect(rewritten.get(file)?.equals(bytes)).toBe(false);
    expect(await parse()).toBe(expected);
  }, 120_000);

  it("gives the same output with no compile-cache folder at all", async () => {
    expect(await parse({ NODE_DISABLE_COMPILE_CACHE: "1" })).toBe(await parse());
  }, 120_000);
});
