/**
 * One hostile file in a fresh process: generate it, read + structure + score it the way the
 * server's worker does, print outcome, time and peak memory as one JSON line. Run by
 * `bench/hostile.ts`, which kills it past a hard limit.
 */
import { resourceUsage } from "node:process";
import { parseJob } from "../src/jd/parse-job.ts";
import { parseResume } from "../src/parse-resume.ts";
import { scoreResume } from "../src/score/score-resume.ts";
import { sampleDocx, samplePdf } from "../test/fixtures/documents.ts";
import { HOSTILE_FILES } from "./hostile-cases.ts";
import { BENCH_JD } from "./speed.ts";

const name = process.argv[2];
if (name) {
  const build = HOSTILE_FILES[name];
  if (!build) throw new Error(`unknown file ${name}`);
  const bytes = await build();
  const job = parseJob(BENCH_JD);
  // Warm up: load pdf.js, mammoth and the taxonomy, so the numbers are the file's own.
  for (const warm of [await samplePdf(), await sampleDocx()]) {
    const r = await parseResume(warm);
    if (r.ok) scoreResume({ resume: r.resume, text: r.document.text, job });
  }
  // Run with --expose-gc: the baseline is the heap of a warm, collected process.
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 20);
  const t = performance.now();
  const parsed = await parseResume(bytes);
  let outcome: string;
  if (parsed.ok) {
    scoreResume({ resume: parsed.resume, text: parsed.document.text, job });
    outcome = `read, ${parsed.document.text.length} chars${parsed.document.warnings.length ? ` (${parsed.document.warnings.length} warnings)` : ""}`;
  } else outcome = `refused: ${parsed.code}`;
  const ms = performance.now() - t;
  clearInterval(sampler);
  console.log(
    JSON.stringify({
      name,
      kb: Math.round(bytes.length / 1024),
      outcome,
      ms,
      rssBeforeMb: before / 1048576,
      peakRssMb: resourceUsage().maxRSS / 1024,
      peakHeapMb: Math.max(peakHeap, process.memoryUsage().heapUsed) / 1048576,
    }),
  );
  process.exit(0);
}
