#!/usr/bin/env node
// Prints the JavaScript the landing page loads before any interaction, raw and gzip-compressed.
// Needs a running server with a fresh build (`npm run build && npm run serve`):
//   node apps/web/scripts/measure-initial-js.mjs [http://localhost:3000/]
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");

const url = process.argv[2] ?? "http://localhost:3000/";
// Issue 11: the landing page's JS before any interaction stays within 100 kB gzip (decision 159).
const BUDGET_GZIP_BYTES = 100 * 1024;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const scripts = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        file: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
        // What really crossed the wire, as the server encoded it (precompressed brotli or gzip).
        sent: sizes.responseBodySize,
        encoding: response.headers()["content-encoding"] ?? "identity",
      })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const file of files)
    console.log(
      `${file.file.padEnd(48)} ${kb(file.raw).padStart(10)} ${kb(file.gzip).padStart(10)} gzip ${kb(file.sent).padStart(10)} sent (${file.encoding})`,
    );
  const total = files.reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, sent: sum.sent + f.sent }),
    { raw: 0, gzip: 0, sent: 0 },
  );
  console.log(
    `landing page initial JS: ${files.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.sent)} sent`,
  );
  if (total.gzip > BUDGET_GZIP_BYTES) {
    console.log(`over the budget of ${kb(BUDGET_GZIP_BYTES)} gzip (decision 159)`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
