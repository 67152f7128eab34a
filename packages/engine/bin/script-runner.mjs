// Runs the CLI's commands and pdf.js from the classic scripts the build writes beside dist/cli.mjs,
// each with a V8 code cache made at the end of a run (decision 208). Node's compile cache of an
// ES module is made right after compiling it, so it holds only the code compiled before the
// module ran; every function a parse then calls was compiled again on each run (about 70 ms of
// `hirelens parse one.pdf`). A cache made after the run holds them too.
//
// Anything missing or failing (no script in an older dist, no cache folder) answers undefined and
// the CLI imports its ES modules as before.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import * as nodeModule from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { crc32 } from "node:zlib";

const dist = new URL("../dist/", import.meta.url);
const COMMANDS = "cli-commands.script.cjs";
const PDFJS = "unpdf.script.cjs";

/** The scripts run by this process whose cache was missing or refused: written by saveCodeCaches. */
const unsaved = [];

const hex = (n) => n.toString(16).padStart(8, "0");

/**
 * Runs one script as Node runs a CommonJS module, with the code cache of its exact content.
 * The cache is named after the script's path and content: two checkouts keep their own, and an
 * edited script never meets the cache of another (V8 checks only the source's length).
 */
function runScript(name, cacheDir, requireFor) {
  const file = fileURLToPath(new URL(name, dist));
  const bytes = readFileSync(file);
  const prefix = `hirelens-${name}-${hex(crc32(file))}-`;
  const cacheFile = join(cacheDir, `${prefix}${hex(crc32(bytes))}.bin`);
  let cachedData;
  try {
    const stored = readFileSync(cacheFile);
    // The first 4 bytes are a CRC-32 of the rest, as in Node's own cache: release builds of V8 do
    // not checksum a code cache, and a damaged one must be refused, not run.
    if (stored.length > 4 && stored.readUInt32LE(0) === crc32(stored.subarray(4))) {
      cachedData = stored.subarray(4);
    }
  } catch {}
  // The build writes the scripts in ASCII, so Latin-1 reads them exactly, and fastest.
  const source = `(function (exports, require, module, __filename, __dirname) {${bytes.latin1Slice()}\n})`;
  const script = new Script(source, { filename: file, cachedData });
  if (!cachedData || script.cachedDataRejected)
    unsaved.push({ script, cacheDir, prefix, cacheFile });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, requireFor(file), module, file, fileURLToPath(dist));
  return module.exports;
}

/**
 * The commands module, or undefined when it cannot run from its script. Its `require("unpdf")`
 * runs pdf.js from its own script too, when a PDF is first read.
 */
export async function loadCommands() {
  const cacheDir = nodeModule.getCompileCacheDir?.();
  if (!cacheDir) return undefined;
  let pdfjs;
  /** pdf.js from its script, or from node_modules when the script cannot run. */
  const requireUnpdf = (require) => {
    try {
      pdfjs ??= runScript(PDFJS, cacheDir, nodeModule.createRequire);
    } catch {
      pdfjs = require("unpdf");
    }
    return pdfjs;
  };
  try {
    return runScript(COMMANDS, cacheDir, (file) => {
      const require = nodeModule.createRequire(file);
      return (id) => (id === "unpdf" ? requireUnpdf(require) : require(id));
    });
  } catch {
    return undefined;
  }
}

/**
 * Writes the code cache of each script this process ran without one, holding every function the
 * run compiled; removes that script's caches of earlier builds. Best effort: a read-only folder
 * only means the next run compiles again.
 */
export function saveCodeCaches() {
  for (const { script, cacheDir, prefix, cacheFile } of unsaved.splice(0)) {
    const aside = `${cacheFile}.tmp-${process.pid}`;
    try {
      const data = script.createCachedData();
      const check = Buffer.alloc(4);
      check.writeUInt32LE(crc32(data));
      writeFileSync(aside, Buffer.concat([check, data]));
      renameSync(aside, cacheFile);
      for (const name of readdirSync(cacheDir)) {
        const path = join(cacheDir, name);
        if (name.startsWith(prefix) && path !== cacheFile && !name.includes(".tmp-")) {
          rmSync(path, { force: true });
        }
      }
    } catch {
      rmSync(aside, { force: true });
    }
  }
}
