// Start-up of `hirelens` (issue 11): a command loads only the readers its files need. The built CLI
// runs with a preload that records every package it resolves and every data file it reads.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../fixtures/documents.ts";

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bin/hirelens.mjs");
const run = promisify(execFile);
const READER_PACKAGES = ["mammoth", "word-extractor", "tesseract.js", "unpdf"];
const DATA_FILES = ["taxonomy.json", "occupations.json"];

// Written to the log at exit: one resolved URL or read file per line.
const RECORDER = `
import fs from "node:fs";
import { registerHooks, syncBuiltinESMExports } from "node:module";
const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    seen.add(result.url);
    return result;
  },
});
const readFileSync = fs.readFileSync;
fs.readFileSync = (file, ...rest) => {
  seen.add(String(file));
  return readFileSync(file, ...rest);
};
syncBuiltinESMExports();
process.on("exit", () => fs.writeFileSync(process.env.LOAD_LOG, [...seen].join("\\n")));
`;

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "hirelens-lazy-"));
  writeFileSync(path.join(dir, "recorder.mjs"), RECORDER);
  writeFileSync(path.join(dir, "resume.txt"), "Jane Doe\njane@example.com\n\nSkills\nTypeScript");
  writeFileSync(path.join(dir, "resume.pdf"), await samplePdf());
  // Short lines in a work section are asked whether they are a skill's name ("Operations"),
  // which once loaded the whole 2 MB taxonomy (about 350 ms of a parse).
  writeFileSync(
    path.join(dir, "warehouse.txt"),
    "Sam Lee\nsam@example.com\n\nExperience\nWarehouse Associate | Blueprint Reading | Jan 2019 - Dec 2024\n- Loaded trucks\n",
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The packages of READER_PACKAGES and the files of DATA_FILES that `hirelens ...args` loaded. */
async function loadedBy(args: string[]): Promise<string[]> {
  const log = path.join(dir, `load-${args.join("-").replace(/\W+/g, "_")}.log`);
  await run(process.execPath, ["--import", path.join(dir, "recorder.mjs"), BIN, ...args], {
    cwd: dir,
    env: { ...process.env, LOAD_LOG: log },
    timeout: 60_000,
  });
  const seen = readFileSync(log, "utf8").split("\n");
  // The built CLI runs pdf.js from its own script in dist/ (decision 208), not from node_modules.
  const loads = (name: string) =>
    seen.some(
      (url) => url.includes(`/node_modules/${name}/`) || url.endsWith(`/dist/${name}.script.cjs`),
    );
  return [
    ...READER_PACKAGES.filter(loads),
    ...DATA_FILES.filter((name) => seen.some((file) => file.endsWith(`/data/${name}`))),
  ];
}

describe("hirelens start-up", () => {
  it("--help and --version load no reader and no data file", async () => {
    expect(await loadedBy(["--help"])).toEqual([]);
    expect(await loadedBy(["--version"])).toEqual([]);
  }, 60_000);

  it("a text resume loads no reader package; a PDF loads pdf.js and nothing else", async () => {
    const forText = await loadedBy(["parse", "resume.txt"]);
    expect(forText.filter((name) => READER_PACKAGES.includes(name))).toEqual([]);
    const forPdf = await loadedBy(["parse", "resume.pdf"]);
    expect(forPdf.filter((name) => READER_PACKAGES.includes(name))).toEqual(["unpdf"]);
  }, 60_000);

  it("parsing a resume reads no taxonomy and no occupation model (scoring does)", async () => {
    expect(await loadedBy(["parse", "warehouse.txt"])).toEqual([]);
    expect(await loadedBy(["parse", "--json", "warehouse.txt"])).toEqual([]);
  }, 60_000);
});
