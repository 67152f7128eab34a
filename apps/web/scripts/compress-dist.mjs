#!/usr/bin/env node
// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text asset of
// apps/web/dist, so the server sends them as they are (no compression per request, best ratio).
// A copy is kept only when it is smaller than the file. index.html is left out: the server fills
// in its runtime config, so it is never sent as it lies on disk.
//   node apps/web/scripts/compress-dist.mjs [distDir]
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const distDir = resolve(process.argv[2] ?? new URL("../dist", import.meta.url).pathname);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map|wasm|ttf|otf)$/i;
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const path of walk(distDir)) {
  if (/\.(br|gz)$/.test(path)) {
    unlinkSync(path); // a stale copy of an earlier build
    continue;
  }
  if (!COMPRESSIBLE.test(path) || path === join(distDir, "index.html")) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${path}.br`, br);
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  raw += body.length;
  brotli += Math.min(br.length, body.length);
  count += 1;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `compressed ${count} assets in ${relative(process.cwd(), distDir) || "."}: ${kb(raw)} -> ${kb(brotli)} brotli`,
);
