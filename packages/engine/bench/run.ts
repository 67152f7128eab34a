/**
 * `npm run bench -w @hirelens/engine`: ranking quality (RJDB pools, sample PDFs) against a BM25
 * baseline, then speed and memory, then hostile files (issue 15), each in a fresh process. Reads ../shared/data and skips cleanly when it is absent.
 */
import { cpus, loadavg } from "node:os";
import { runFields } from "./fields.ts";
import { runHostile } from "./hostile.ts";
import { runKinds } from "./kinds.ts";
import { runOcr } from "./ocr.ts";
import { runRjdb, runSamples } from "./quality.ts";
import { runRealDev } from "./real-dev.ts";
import { DATA_DIR } from "./shared.ts";
import { runSpeed } from "./speed.ts";
import { runTitles } from "./titles.ts";

const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(" ");
console.log(
  `# HireLens engine benchmarks (node ${process.version}, ${cpus().length} CPUs, load average ${load}, data: ${DATA_DIR})`,
);
try {
  // `--hostile` runs the hostile-file section alone (it needs no benchmark data).
  // `--real-dev` runs the real-postings section alone, with a row per pool.
  // `--fields` runs the field-F1 section on hand-annotated real resumes alone.
  // `--ocr` runs the OCR section (scanned copies of the sample PDFs) alone.
  // `--titles` runs the title-reading audit alone.
  // `--kinds` runs the kinds of work outside real-dev alone (`-v`: a row per kind).
  if (process.argv.includes("--ocr")) await runOcr();
  else if (process.argv.includes("--titles")) runTitles();
  else if (process.argv.includes("--kinds")) runKinds({ verbose: process.argv.includes("-v") });
  else if (process.argv.includes("--fields")) await runFields();
  else if (process.argv.includes("--real-dev")) {
    await runRealDev({ verbose: true });
  } else if (!process.argv.includes("--hostile")) {
    await runRealDev({ verbose: true });
    runTitles();
    runKinds();
    await runFields();
    await runRjdb();
    await runSamples();
    await runSpeed();
    await runOcr();
  }
  if (
    !process.argv.some(
      (a) =>
        a === "--real-dev" ||
        a === "--fields" ||
        a === "--ocr" ||
        a === "--titles" ||
        a === "--kinds",
    )
  )
    await runHostile();
} catch (e) {
  console.log(`\nbenchmark stopped: ${(e as Error).message}`);
  process.exitCode = 1;
}
