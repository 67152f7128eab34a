#!/usr/bin/env node
// Runs the built CLI (dist/cli.mjs, plain JavaScript: nothing is compiled at run time). In a
// checkout the build is redone first when it is missing or older than one of the sources it was
// made of (listed by the build in dist/cli.sources.json), so an edit to the engine is never run
// stale; where the sources are absent (a deployed dist), or esbuild is (an install without
// devDependencies), the existing build runs as it is. The data files are read where they are at
// run time, so an edit to them needs no build.
import { readFileSync, statSync } from "node:fs";
import * as nodeModule from "node:module";

// V8's compiled code is kept on disk between runs: a second `hirelens` starts about twice as fast.
// (Read off the namespace: a named import of it is a SyntaxError on a Node without it.)
nodeModule.enableCompileCache?.();

const built = new URL("../dist/cli.mjs", import.meta.url);
const sourcesFile = new URL("../dist/cli.sources.json", import.meta.url);

/** Whether the build is missing or a source it was made of changed since (decision 198). */
function isStale() {
  let builtTime;
  let sources;
  try {
    builtTime = statSync(sourcesFile).mtimeMs;
    statSync(built);
    sources = JSON.parse(readFileSync(sourcesFile, "utf8"));
  } catch {
    return true;
  }
  const dist = built.pathname.slice(0, built.pathname.lastIndexOf("/") + 1);
  for (const source of sources) {
    // An absent source (a deployed dist) does not count; a deleted one was imported by another
    // source, which changed with it.
    const time = statSync(dist + source, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (time > builtTime) return true;
  }
  return false;
}

if (isStale()) {
  let buildTarget;
  try {
    ({ buildTarget } = await import("../../../scripts/build-node.mjs"));
  } catch (error) {
    try {
      statSync(built);
    } catch {
      throw error;
    }
    console.error(`hirelens: cannot rebuild here (${error.message}); running the existing build`);
  }
  // A build that fails is an error in the sources: it stops the command rather than running the
  // older build, which would hide it until a fresh checkout has no build to fall back on.
  await buildTarget?.("cli");
}
const { main } = await import(built.href);
// The commands run from scripts with a code cache made after a run (decision 208); imported only
// when a command runs, so `--help` loads nothing more.
let runner;
const loadCommands = async () => {
  runner = await import("./script-runner.mjs");
  return runner.loadCommands();
};
process.exitCode = await main(process.argv.slice(2), undefined, { loadCommands });
runner?.saveCodeCaches();
