import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The repository's biome.json, run over a scratch tree that breaks each server boundary once:
// proves the rules `npm test` runs (biome check .) refuse a wrong-way import (decision 169).
const ROOT = new URL("../../../", import.meta.url);
const BIOME = new URL("node_modules/.bin/biome", ROOT).pathname;

const FILES: Record<string, string> = {
  // a route reading a repository
  "apps/server/src/modules/shop/shop.routes.ts":
    'import { findItem } from "./shop.repository.ts";\nexport const route = findItem;\n',
  "apps/server/src/modules/shop/shop.repository.ts": "export const findItem = () => 1;\n",
  // lib/ reaching up into a module
  "apps/server/src/lib/helper.ts":
    'import { findItem } from "../modules/shop/shop.repository.ts";\nexport const helper = findItem;\n',
  // a cycle through a type-only import
  "apps/server/src/modules/shop/a.ts":
    'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
  "apps/server/src/modules/shop/b.ts":
    'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
  // what is allowed: a route calling its service, a service its repository
  "apps/server/src/modules/shop/shop.service.ts":
    'import { findItem } from "./shop.repository.ts";\nexport const getItem = findItem;\n',
  "apps/server/src/modules/shop/ok.routes.ts":
    'import { getItem } from "./shop.service.ts";\nexport const route = getItem;\n',
};

let scratch: string;
let output: string;
let status: number | null;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "hirelens-lint-"));
  const config = JSON.parse(readFileSync(new URL("biome.json", ROOT), "utf8"));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const run = spawnSync(BIOME, ["lint", "--max-diagnostics=100", "apps"], {
    cwd: scratch,
    encoding: "utf8",
  });
  output = `${run.stdout}\n${run.stderr}`;
  status = run.status;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The files Biome reported a diagnostic of `rule` in. */
function flagged(rule: string): string[] {
  const files = new Set<string>();
  for (const line of output.split("\n")) {
    const match = /^(\S+\.ts):\d+:\d+ lint\/\w+\/(\w+)/.exec(line.trim());
    if (match?.[2] === rule && match[1]) files.add(match[1].replaceAll("\\", "/"));
  }
  return [...files].sort();
}

describe("server import boundaries in biome.json", () => {
  it("fails the lint on a wrong-way import", () => {
    expect(status).not.toBe(0);
  });

  it("refuses a route importing a repository and lib/ importing a module, and nothing else", () => {
    expect(flagged("noRestrictedImports")).toEqual([
      "apps/server/src/lib/helper.ts",
      "apps/server/src/modules/shop/shop.routes.ts",
    ]);
  });

  it("refuses an import cycle, type-only imports included", () => {
    expect(flagged("noImportCycles")).toEqual([
      "apps/server/src/modules/shop/a.ts",
      "apps/server/src/modules/shop/b.ts",
    ]);
  });
});
