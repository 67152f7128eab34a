/** Child process of speed.ts: parses and scores 1,000 resumes and prints time and peak RSS as JSON. */
import { parseJob } from "../src/jd/parse-job.ts";
import { scoreResume } from "../src/score/score-resume.ts";
import { loadBenchDocs } from "./fixtures.ts";
import { resumeApi } from "./shared.ts";
import { BENCH_JD } from "./speed.ts";

const job = parseJob(BENCH_JD);
const docs = await loadBenchDocs(60);
const { parseResume } = resumeApi();
let peak = process.memoryUsage().rss;
let ok = 0;
let failed = 0;
const scores: number[] = [];
const t = performance.now();
for (let i = 0; i < 1000; i++) {
  const d = docs[(i * 13) % docs.length]!;
  const r = await parseResume(d.bytes);
  if (r.ok) {
    scores.push(scoreResume({ resume: r.resume, text: r.document.text, job }).score);
    ok++;
  } else failed++;
  if (i % 10 === 0) peak = Math.max(peak, process.memoryUsage().rss);
}
const ms = performance.now() - t;
peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
console.log(JSON.stringify({ ms, peakRssMb: peak / 1024 / 1024, ok, failed }));
