#!/usr/bin/env node
// Builds the Node programs to plain JavaScript, so nothing compiles TypeScript at run time:
//   apps/server/dist/server.mjs         `npm start` (the API, with the in-process queue worker)
//   apps/server/dist/worker.mjs         `npm run worker` (a queue worker without HTTP)
//   apps/server/dist/resume-worker.mjs  one process of the analysis pool (forked by the two above)
//   apps/server/dist/pglite-server.mjs  the embedded database's process (forked by server.mjs)
//   packages/engine/dist/cli.mjs        the `hirelens` command line, and beside it the same
//                                       commands and pdf.js as classic scripts (decision 208)
// Usage: node scripts/build-node.mjs [server|cli]...   (no argument: all of them)
//
// Each program is one ES module with our workspaces (@hirelens/*, which export TypeScript)
// bundled in and every other package left to node_modules. Files that find data next to their
// source through `import.meta.url` (the engine's taxonomy and occupation model, the migrations,
// the password list, the web build) keep finding it: the build gives each bundled module the URL
// of its own source file, relative to the bundle, so a moved checkout still works.
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const server = resolve(root, "apps/server");
const engine = resolve(root, "packages/engine");

export const TARGETS = {
  server: {
    outdir: resolve(server, "dist"),
    entryPoints: {
      server: resolve(server, "src/server.ts"),
      worker: resolve(server, "src/worker.ts"),
      "resume-worker": resolve(server, "src/workers/resume-worker.ts"),
      "pglite-server": resolve(server, "src/db/pglite-server.ts"),
    },
  },
  cli: {
    outdir: resolve(engine, "dist"),
    entryPoints: { cli: resolve(engine, "src/cli.ts") },
    // cli.mjs is the usage and the argument parsing only; the commands (the whole engine) are a
    // chunk it imports when one runs, so `hirelens --help` loads a few kilobytes (decision 198).
    splitting: true,
    // The sources the bundle was made of, for bin/hirelens.mjs's staleness check.
    sourcesFile: "cli.sources.json",
    // The commands and pdf.js again, each as one classic script: bin/hirelens.mjs runs them with a
    // V8 code cache made after a run, which holds the functions compiled while it ran (Node's own
    // cache of an ES module holds only those compiled before it ran). Decision 208.
    scripts: {
      "cli-commands.script.cjs": { entry: resolve(engine, "src/cli-commands.ts") },
      "unpdf.script.cjs": { contents: 'export * from "unpdf";', bundles: /^unpdf(?:\/|$)/ },
    },
  },
};

/**
 * The pool finds its process entry as "./resume-worker.mjs" next to itself, and the embedded
 * database its own as "./pglite-server.mjs": in the bundle those must be the built entries beside
 * server.mjs, so these files keep the bundle's own URL.
 */
const KEEPS_BUNDLE_URL = new Set([
  resolve(server, "src/workers/worker-pool.ts"),
  resolve(server, "src/db/pglite-process.ts"),
]);

/** Gives every module that reads `import.meta.url` the URL of its source file instead of the bundle's. */
function sourceUrlPlugin(outdir) {
  return {
    name: "source-import-meta-url",
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?ts$/ }, async ({ path }) => {
        const source = await readFile(path, "utf8");
        if (!source.includes("import.meta.url") || KEEPS_BUNDLE_URL.has(path)) {
          return { contents: source, loader: "ts" };
        }
        const fromBundle = relative(outdir, path).split("\\").join("/");
        const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll("import.meta.url", sourceUrl), loader: "ts" };
      });
    },
  };
}

/** Bare imports stay in node_modules, except our own workspaces, which ship TypeScript. */
const externalPackagesPlugin = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith("@hirelens/") ? undefined : { path, external: true },
    );
  },
};

/** Bare imports stay outside the bundle, except those `bundles` matches. */
function externalExceptPlugin(bundles) {
  return {
    name: "external-except",
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
        bundles?.test(path) ? undefined : { path, external: true },
      );
    },
  };
}

/**
 * Every character outside ASCII written as a \u escape, so the script reads as a one-byte string
 * (read as Latin-1: a few milliseconds where decoding UTF-8 to a two-byte string took 25). esbuild escapes strings already but
 * leaves regular-expression literals as written, where the escape means the same character. In a
 * tagged template (String.raw) it would not: such a script is refused rather than changed.
 */
function asciiOnly(code, name) {
  if (/String\.raw`[^`]*[\u0080-\uffff]/.test(code)) {
    throw new Error(`${name}: a String.raw template holds a non-ASCII character; write it as \\u`);
  }
  return code.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** One command-line script: CommonJS, its `import.meta.url` the URL of the script's own file. */
async function buildScript(outdir, name, { entry, contents, bundles }) {
  const result = await build({
    ...(entry
      ? { entryPoints: [entry] }
      : { stdin: { contents, resolveDir: outdir, loader: "js" } }),
    absWorkingDir: root,
    outfile: resolve(outdir, name),
    metafile: true,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node24",
    // Whitespace only: names stay readable in a stack trace.
    minifyWhitespace: true,
    banner: { js: 'var __scriptUrl = require("node:url").pathToFileURL(__filename).href;' },
    define: { "import.meta.url": "__scriptUrl" },
    // `import()` becomes `require()`, which the runner hands in: it serves "unpdf" from its script,
    // and a script run by `vm` has no `import()` of its own.
    supported: { "dynamic-import": false },
    logLevel: "warning",
    write: false,
    plugins: [sourceUrlPlugin(outdir), externalExceptPlugin(bundles)],
  });
  const [file] = result.outputFiles;
  return {
    output: { path: file.path, contents: asciiOnly(file.text, name) },
    inputs: Object.keys(result.metafile.inputs).filter((input) => input !== "<stdin>"),
  };
}

/**
 * Builds one target. Each file is written beside its final name and renamed over it: a process
 * starting meanwhile (another test's CLI, a second build) never reads half a bundle.
 */
export async function buildTarget(name) {
  const target = TARGETS[name];
  const result = await build({
    entryPoints: target.entryPoints,
    outdir: target.outdir,
    // Paths in the metafile are relative to this.
    absWorkingDir: root,
    outExtension: { ".js": ".mjs" },
    splitting: target.splitting ?? false,
    metafile: Boolean(target.sourcesFile),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
    write: false,
    plugins: [sourceUrlPlugin(target.outdir), externalPackagesPlugin],
  });
  await mkdir(target.outdir, { recursive: true });
  const outputs = result.outputFiles.map((file) => ({ path: file.path, contents: file.contents }));
  const scripts = await Promise.all(
    Object.entries(target.scripts ?? {}).map(([name, script]) =>
      buildScript(target.outdir, name, script),
    ),
  );
  outputs.push(...scripts.map((script) => script.output));
  if (target.sourcesFile) {
    // Paths relative to the output folder, so a moved checkout still finds them. Written last: a
    // checker that sees it newer than its sources also sees the bundle they made. A package a
    // script bundles counts (npm gives an updated one new times); the others are not bundled.
    // This file counts too: a change to how the CLI is built rebuilds it.
    const bundled = scripts.flatMap((script) => script.inputs);
    const sources = [
      ...Object.keys(result.metafile.inputs).filter((input) => !input.includes("node_modules/")),
      ...bundled,
      ...(scripts.length ? [relative(root, fileURLToPath(import.meta.url))] : []),
    ]
      .filter((input, i, all) => all.indexOf(input) === i)
      .map((input) => relative(target.outdir, resolve(root, input)).split("\\").join("/"));
    outputs.push({
      path: resolve(target.outdir, target.sourcesFile),
      contents: `${JSON.stringify(sources, null, 2)}\n`,
    });
  }
  for (const file of outputs) {
    const aside = `${file.path}.tmp-${process.pid}`;
    await writeFile(aside, file.contents);
    await rename(aside, file.path);
  }
  if (target.splitting) await removeOldChunks(target.outdir, outputs);
}

/**
 * Chunks carry a content hash in their name, so a new build writes new files beside the old ones:
 * those no output of this build names are removed. A process still running the previous build
 * has imported its chunks already, except in the moment between its start and its first command.
 */
async function removeOldChunks(outdir, outputs) {
  const current = new Set(outputs.map((file) => basename(file.path)));
  for (const name of await readdir(outdir)) {
    if (/-[A-Z0-9]{8}\.mjs(\.map)?$/.test(name) && !current.has(name)) {
      await rm(resolve(outdir, name), { force: true });
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(TARGETS);
  for (const name of names) {
    if (!(name in TARGETS)) {
      console.error(`unknown target "${name}": one of ${Object.keys(TARGETS).join(", ")}`);
      process.exit(2);
    }
    const started = performance.now();
    await buildTarget(name);
    console.log(`built ${name} in ${Math.round(performance.now() - started)} ms`);
  }
}
