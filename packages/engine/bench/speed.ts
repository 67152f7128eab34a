/**
 * Parse + score time per document type (median, p95), a 50-resume batch on one thread, and
 * 1,000 resumes in a fresh process for peak memory (RSS).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseJob } from "../src/jd/parse-job.ts";
import { rankResumes } from "../src/rank.ts";
import { scoreResume } from "../src/score/score-resume.ts";
import { type BenchDoc, loadBenchDocs } from "./fixtures.ts";
import { dataAvailable, fmt, median, quantile, resumeApi } from "./shared.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const LOAD_PROBE = `
const { getTaxonomy } = await import(${JSON.stringify(path.join(here, "../src/skills/taxonomy.ts"))});
const t = performance.now(); getTaxonomy(); console.log(JSON.stringify({ ms: performance.now() - t }));`;

export const BENCH_JD = `Senior Full Stack Engineer

Requirements
- 5+ years of experience building web applications
- JavaScript, TypeScript, React, Node.js
- SQL databases (PostgreSQL or MySQL), REST APIs
- Bachelor's degree in Computer Science or related field

Nice to have
- AWS, Docker, Kubernetes, GraphQL
`;

async function parseAndScore(
  doc: BenchDoc,
  job: ReturnType<typeof parseJob>,
): Promise<{ pages: number; parseMs: number; scoreMs: number } | undefined> {
  const t0 = performance.now();
  const r = await resumeApi().parseResume(doc.bytes);
  const t1 = performance.now();
  if (!r.ok) return undefined;
  scoreResume({ resume: r.resume, text: r.document.text, job });
  return { pages: r.document.pages, parseMs: t1 - t0, scoreMs: performance.now() - t1 };
}

export async function runSpeed(): Promise<Record<string, unknown> | undefined> {
  console.log("\n## Speed and memory");
  if (!dataAvailable("samples") || !dataAvailable("rjdb-dev.jsonl")) return undefined;
  const loadMs =
    (
      JSON.parse(
        spawnSync(process.execPath, ["--import", "tsx", "-e", LOAD_PROBE], {
          encoding: "utf8",
          cwd: here,
        }).stdout.trim() || "{}",
      ) as { ms?: number }
    ).ms ?? Number.NaN;
  console.log(`  taxonomy load (once per process, fresh process): ${fmt(loadMs)} ms`);
  const job = parseJob(BENCH_JD);
  const docs = await loadBenchDocs();
  // Warm up the JIT and the lazily loaded readers.
  for (const d of docs.slice(0, 20)) await parseAndScore(d, job);

  const groups = new Map<string, number[]>();
  const parts = new Map<string, { parse: number[]; score: number[] }>();
  const ROUNDS = 5;
  for (let round = 0; round < ROUNDS; round++) {
    for (const d of docs) {
      const t = performance.now();
      const r = await parseAndScore(d, job);
      const ms = performance.now() - t;
      if (!r) continue;
      const key = d.kind === "pdf" ? `pdf, ${r.pages} page${r.pages === 1 ? "" : "s"}` : d.kind;
      groups.set(key, [...(groups.get(key) ?? []), ms]);
      const p = parts.get(key) ?? { parse: [], score: [] };
      p.parse.push(r.parseMs);
      p.score.push(r.scoreMs);
      parts.set(key, p);
    }
  }
  const perType: Record<string, { n: number; median: number; p95: number }> = {};
  console.log(
    "  | document type | docs × rounds | parse + score median ms | p95 ms | of which read + structure (median) | score (median) |",
  );
  console.log("  |---|---|---|---|---|---|");
  for (const [k, xs] of [...groups.entries()].sort()) {
    perType[k] = { n: xs.length, median: median(xs), p95: quantile(xs, 0.95) };
    const p = parts.get(k)!;
    console.log(
      `  | ${k} | ${xs.length} | ${fmt(median(xs))} | ${fmt(quantile(xs, 0.95))} | ${fmt(median(p.parse))} | ${fmt(median(p.score), 2)} |`,
    );
  }

  // A recruiter's batch: 50 resumes, read, structured, scored and ranked, one thread.
  const pdfs = docs.filter((d) => d.kind === "pdf");
  const batch = Array.from({ length: 50 }, (_, i) =>
    i % 2 === 0 ? pdfs[i % pdfs.length]! : docs[(i * 7) % docs.length]!,
  );
  const batchRuns: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    const parsed = [];
    for (const [i, d] of batch.entries()) {
      const r = await resumeApi().parseResume(d.bytes);
      if (r.ok) parsed.push({ id: `${i}-${d.name}`, resume: r.resume, text: r.document.text });
    }
    rankResumes(job, parsed);
    batchRuns.push(performance.now() - t);
  }
  const batchMs = median(batchRuns);
  console.log(
    `  50-resume batch (${batch.filter((d) => d.kind === "pdf").length} PDFs + ${batch.filter((d) => d.kind !== "pdf").length} others), parse + score + rank, one thread: ${fmt(batchMs, 0)} ms (median of 3)`,
  );

  // 1,000 resumes in a fresh process so its RSS is the engine's alone.
  const child = spawnSync(process.execPath, ["--import", "tsx", path.join(here, "thousand.ts")], {
    encoding: "utf8",
  });
  let thousand: { ms: number; peakRssMb: number; ok: number; failed: number } | undefined;
  try {
    thousand = JSON.parse(child.stdout.trim().split("\n").at(-1) ?? "");
  } catch {
    console.log(`  1,000 resumes: failed to run (${child.stderr.slice(0, 300)})`);
  }
  if (thousand) {
    console.log(
      `  1,000 resumes, parse + score one by one: ${fmt(thousand.ms / 1000, 1)} s, peak RSS ${fmt(thousand.peakRssMb, 0)} MB (${thousand.ok} ok, ${thousand.failed} unreadable)`,
    );
  }
  return { loadMs, perType, batchMs, thousand };
}
