/**
 * `npm run bench -w @hirelens/engine`: ranking quality (RJDB pools, sample PDFs) against a BM25
 * baseline, then speed and memory. Reads ../shared/data and skips cleanly when it is absent.
 */
import { runRjdb, runSamples } from "./quality.ts";
import { DATA_DIR } from "./shared.ts";
import { runSpeed } from "./speed.ts";

console.log(`# HireLens engine benchmarks (node ${process.version}, data: ${DATA_DIR})`);
try {
  await runRjdb();
  await runSamples();
  await runSpeed();
} catch (e) {
  console.log(`\nbenchmark stopped: ${(e as Error).message}`);
  process.exitCode = 1;
}
