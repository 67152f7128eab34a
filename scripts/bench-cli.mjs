#!/usr/bin/env node
// Start-up of the `hirelens` command line, built (what bin/hirelens runs) beside the old way
// (TypeScript compiled at run time by tsx): wall time of `--help` and of `parse one.pdf`, median
// of several runs, each a fresh process as a user's shell starts it. Goals (issue 11): --help
// ≤ 150 ms, parse ≤ 400 ms.
//   node scripts/bench-cli.mjs [RUNS]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const runs = Number(process.argv[2] ?? 7);
const bin = join(root, "packages/engine/bin/hirelens.mjs");
// What bin/hirelens did before the build: tsx compiles src/ on the fly.
const viaTsx = [
  "--import",
  "tsx",
  "--input-type=module",
  "-e",
  `const { main } = await import(${JSON.stringify(join(root, "packages/engine/src/cli.ts"))});
process.exitCode = await main(process.argv.slice(1));`,
];

const scratch = mkdtempSync(join(tmpdir(), "hirelens-cli-bench-"));
const realPdf = join(root, "../shared/data/real-dev/resumes/apparel-20504094.pdf");
const pdf = existsSync(realPdf) ? realPdf : await samplePdf();

async function samplePdf() {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument();
  const chunks = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on("end", resolve));
  for (const line of [
    "Jane Sample",
    "jane@example.com",
    "Experience",
    "Software Engineer, Acme (2019 - 2024)",
    "Skills",
    "TypeScript, PostgreSQL",
  ])
    doc.text(line);
  doc.end();
  await done;
  const path = join(scratch, "sample.pdf");
  writeFileSync(path, Buffer.concat(chunks));
  return path;
}

function medianMs(args) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${args.join(" ")}: exit ${result.status}\n${result.stderr}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]);
}

// The first run builds dist/ when it is missing or stale and fills the compile cache: not timed.
spawnSync(process.execPath, [bin, "--help"], { cwd: root });
const baseline = medianMs(["-e", "0"]);
const rows = [
  ["hirelens --help", medianMs([bin, "--help"]), medianMs([...viaTsx, "--help"]), 150],
  [
    "hirelens parse one.pdf",
    medianMs([bin, "parse", pdf]),
    medianMs([...viaTsx, "parse", pdf]),
    400,
  ],
];
console.log(
  `median of ${runs} runs, wall ms (an empty \`node -e 0\`: ${baseline} ms); PDF: ${pdf}`,
);
console.log("command                  built   tsx   goal");
for (const [name, built, tsx, goal] of rows) {
  const verdict = built <= goal ? "met" : "NOT met";
  console.log(
    `${name.padEnd(24)} ${String(built).padStart(5)} ${String(tsx).padStart(5)}  ≤ ${goal} ${verdict}`,
  );
}
rmSync(scratch, { recursive: true, force: true });
