/**
 * `npm run bench -w @hirelens/engine`: ranking quality (RJDB pools, sample PDFs) against a BM25
 * baseline, then speed and memory, then hostile files (issue 15), each in a fresh process. Reads ../shared/data and skips cleanly when it is absent.
 */
import { cpus, loadavg } from "node:os";
import { runHostile } from "./hostile.ts";
import { runRjdb, runSamples } from "./quality.ts";
import { DATA_DIR } from "./shared.ts";
import { runSpeed } from "./speed.ts";

const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(" ");
console.log(
  `# HireLens engine benchmarks (node ${process.version}, ${cpus().length} CPUs, load average ${load}, data: ${DATA_DIR})`,
);
try {
  // `--hostile` runs the hostile-file section alone (it needs no benchmark data).
  if (!process.argv.includes("--hostile")) {
    await runRjdb();
    await runSamples();
    await runSpeed();
  }
  await runHostile();
} catch (e) {
  console.log(`\nbenchmark stopped: ${(e as Error).message}`);
  process.exitCode = 1;
}
