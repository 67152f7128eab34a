#!/usr/bin/env node
// Runs the built CLI (dist/cli.mjs, plain JavaScript: nothing is compiled at run time). In a
// checkout the build is redone first when it is missing or older than a source or data file, so an
// edit to the engine is never run stale; where the sources are absent (a deployed dist), or esbuild
// is (an install without devDependencies), the existing build runs as it is.
import { readdirSync, statSync } from "node:fs";
import { enableCompileCache } from "node:module";

// V8's compiled code is kept on disk between runs: a second `hirelens` starts about twice as fast.
enableCompileCache?.();

const built = new URL("../dist/cli.mjs", import.meta.url);

function newestSourceTime() {
  let newest = 0;
  for (const folder of ["../src/", "../data/"]) {
    let names;
    try {
      names = readdirSync(new URL(folder, import.meta.url), { recursive: true });
    } catch {
      continue;
    }
    for (const name of names) {
      newest = Math.max(newest, statSync(new URL(folder + name, import.meta.url)).mtimeMs);
    }
  }
  return newest;
}

let builtTime = 0;
try {
  builtTime = statSync(built).mtimeMs;
} catch {}
if (builtTime < newestSourceTime()) {
  try {
    const { buildTarget } = await import("../../../scripts/build-node.mjs");
    await buildTarget("cli");
  } catch (error) {
    if (!builtTime) throw error;
    console.error(`hirelens: could not rebuild (${error.message}); running the existing build`);
  }
}
const { main } = await import(built.href);
process.exitCode = await main(process.argv.slice(2));
