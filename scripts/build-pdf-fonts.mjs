#!/usr/bin/env node
// Builds apps/server/assets/fonts: the Noto Sans files the PDF writer embeds (report, invoice), so
// that names in every script print (Łukasz Ćwikła, Иван Петров, 李雷) with nothing downloaded at
// run time. Input: the unpacked npm packages @fontsource/noto-sans and @fontsource/noto-sans-sc
// (`npm pack @fontsource/noto-sans@5.3.0` and untar; they are not dependencies: the Chinese one is
// 73 MB, of which the PDF needs the 3.7 MB regular weight).
//   node scripts/build-pdf-fonts.mjs <noto-sans package dir> <noto-sans-sc package dir>
// Writes the WOFF files and manifest.json: per file its weight and the code points it covers
// (the @font-face unicode-range of the package's CSS).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [sansDir, scDir] = process.argv.slice(2);
if (!sansDir || !scDir) {
  console.error("usage: node scripts/build-pdf-fonts.mjs <noto-sans dir> <noto-sans-sc dir>");
  process.exit(1);
}
const out = new URL("../apps/server/assets/fonts/", import.meta.url).pathname;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** The faces of one CSS file: woff file name and unicode ranges as [first, last] pairs. */
function faces(css) {
  const found = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(",").map((part) => {
      const [first, last] = part.trim().replace(/^U\+/i, "").split("-");
      return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)];
    });
    found.push({ file, ranges });
  }
  return found;
}

const manifest = [];
const sources = [
  { dir: sansDir, css: "400.css", weight: 400 },
  { dir: sansDir, css: "700.css", weight: 700 },
  { dir: scDir, css: "400.css", weight: 400 },
];
for (const { dir, css, weight } of sources) {
  for (const face of faces(readFileSync(join(dir, css), "utf8"))) {
    // Devanagari and Vietnamese are left out: the report's names are Latin, Cyrillic, Greek, CJK.
    if (/devanagari|vietnamese/.test(face.file)) continue;
    copyFileSync(join(dir, "files", face.file), join(out, face.file));
    manifest.push({ file: face.file, weight, ranges: face.ranges });
  }
}
copyFileSync(join(sansDir, "LICENSE"), join(out, "LICENSE-OFL.txt"));
writeFileSync(join(out, "manifest.json"), `${JSON.stringify(manifest)}\n`);
console.log(`${manifest.length} font files written to ${out}`);
