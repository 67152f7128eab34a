/**
 * `npm run bench -w @hirelens/engine`: ranking quality (RJDB pools, sample PDFs) against a BM25
 * baseline, then speed and memory. Reads ../shared/data and skips cleanly when it is absent.
 */
import { cpus, loadavg } from "node:os";
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
  await runRjdb();
  await runSamples();
  await runSpeed();
} catch (e) {
  console.log(`\nbenchmark stopped: ${(e as Error).message}`);
  process.exitCode = 1;
}
