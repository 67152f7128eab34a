/**
 * Ranking quality on RJDB pools (a recruiter-sized batch of 50 per job) and on the sample PDFs,
 * for the engine and for a BM25 keyword baseline side by side.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseJob } from "../src/jd/parse-job.ts";
import { readDocument } from "../src/read/read-document.ts";
import { scoreResume } from "../src/score/score-resume.ts";
import type { ParsedResume, ScoreWeights } from "../src/types.ts";
import { bm25Scores } from "./bm25.ts";
import { DATA_DIR, dataAvailable, fmt, resumeApi, rng } from "./shared.ts";

interface Row {
  "Job-Description": string;
  "Resume-matched": string;
  "Resume-unmatched": string;
}

interface Metrics {
  ndcg10: number;
  mrr: number;
  hardNegative: number;
}

const POOL = 50;

/** NDCG@10 with graded relevance (2 = the fit, 1 = its twin with skills/years removed, 0 = others). */
function ndcgAt10(rels: number[]): number {
  const dcg = (xs: number[]) =>
    xs.slice(0, 10).reduce((s, r, i) => s + (2 ** r - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...rels].sort((a, b) => b - a));
  return ideal ? dcg(rels) / ideal : 0;
}

/** Sort best first; ties go against the relevant document (a pessimistic, honest order). */
function order(scores: number[], rels: number[]): number[] {
  return scores
    .map((s, i) => ({ s, r: rels[i]!, i }))
    .sort((a, b) => b.s - a.s || a.r - b.r)
    .map((x) => x.r);
}

export async function runRjdb(): Promise<
  { engine: Metrics; bm25: Metrics; jobs: number; withRoles: number } | undefined
> {
  console.log("\n## Quality: RJDB pools of 50 (../shared/data/rjdb-dev.jsonl)");
  if (!dataAvailable("rjdb-dev.jsonl")) return undefined;
  const { structureResume } = resumeApi();
  const rows = readFileSync(path.join(DATA_DIR, "rjdb-dev.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Row);
  const matched = rows.map((r) => ({
    text: r["Resume-matched"],
    resume: structureResume(r["Resume-matched"]),
  }));
  const unmatched = rows.map((r) => ({
    text: r["Resume-unmatched"],
    resume: structureResume(r["Resume-unmatched"]),
  }));
  const only = (id: keyof ScoreWeights): ScoreWeights => ({
    requiredSkills: 0,
    preferredSkills: 0,
    experience: 0,
    education: 0,
    titleFit: 0,
    relevance: 0,
    [id]: 1,
  });
  // The engine with default weights, then single components (ablations), then the baseline.
  const rankers: Array<{ name: string; weights?: ScoreWeights }> = [
    { name: "HireLens engine (default weights)" },
    { name: "  engine, required skills only", weights: only("requiredSkills") },
    { name: "  engine, experience only", weights: only("experience") },
    { name: "  engine, relevance only", weights: only("relevance") },
  ];
  const names = [...rankers.map((r) => r.name), "BM25 baseline (pool idf)"];
  const sum: Record<string, Metrics> = Object.fromEntries(
    names.map((n) => [n, { ndcg10: 0, mrr: 0, hardNegative: 0 }]),
  );
  const random = rng(42);
  for (let i = 0; i < rows.length; i++) {
    const others = rows.map((_, k) => k).filter((k) => k !== i);
    for (let k = others.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [others[k], others[j]] = [others[j]!, others[k]!];
    }
    const pool: Array<{ text: string; resume: ParsedResume; rel: number }> = [
      { ...matched[i]!, rel: 2 },
      { ...unmatched[i]!, rel: 1 },
      ...others.slice(0, POOL - 2).map((k) => ({ ...matched[k]!, rel: 0 })),
    ];
    const rels = pool.map((p) => p.rel);
    const jdText = rows[i]!["Job-Description"];
    const job = parseJob(jdText);
    const all: Array<[string, number[]]> = rankers.map((r) => [
      r.name,
      pool.map(
        (p) => scoreResume({ resume: p.resume, text: p.text, job, weights: r.weights }).score,
      ),
    ]);
    all.push([
      "BM25 baseline (pool idf)",
      bm25Scores(
        jdText,
        pool.map((p) => p.text),
      ),
    ]);
    for (const [name, scores] of all) {
      const ranked = order(scores, rels);
      const m = sum[name]!;
      m.ndcg10 += ndcgAt10(ranked);
      m.mrr += 1 / (ranked.indexOf(2) + 1);
      m.hardNegative += scores[0]! > scores[1]! ? 1 : 0;
    }
  }
  const avg = (m: Metrics): Metrics => ({
    ndcg10: m.ndcg10 / rows.length,
    mrr: m.mrr / rows.length,
    hardNegative: m.hardNegative / rows.length,
  });
  const withRoles = matched.filter((m) => m.resume.work.length > 0).length;
  const result = {
    engine: avg(sum[names[0]!]!),
    bm25: avg(sum[names.at(-1)!]!),
    jobs: rows.length,
    withRoles,
  };
  console.log(
    `  ${rows.length} jobs, pools of ${POOL} (fit, its hard-negative twin, 48 other fits; seed 42)`,
  );
  console.log("  | ranker | NDCG@10 | MRR | hard-negative accuracy |");
  console.log("  |---|---|---|---|");
  for (const name of names) {
    const m = avg(sum[name]!);
    console.log(
      `  | ${name} | ${fmt(m.ndcg10, 3)} | ${fmt(m.mrr, 3)} | ${fmt(m.hardNegative, 3)} |`,
    );
  }
  console.log(
    `  (ties count against the fit; the structurer found work entries in ${withRoles}/${rows.length} matched resumes)`,
  );
  return result;
}

const EXPECTED: Record<string, string> = {
  front_end_engineer: "barry_allen_fe",
  full_stack_engineer: "bruce_wayne_fullstack",
  product_manager: "alfred_pennyworth_pm",
};

export async function runSamples(): Promise<
  Array<{ job: string; expected: string; rank: number; bm25Rank: number; top: string }> | undefined
> {
  console.log("\n## Quality: sample PDFs (../shared/data/samples)");
  if (!dataAvailable("samples/resumes") || !dataAvailable("samples/jobs")) return undefined;
  const { parseResume } = resumeApi();
  const dir = (d: string) => path.join(DATA_DIR, "samples", d);
  const resumes: Array<{ name: string; text: string; resume: ParsedResume }> = [];
  for (const f of readdirSync(dir("resumes"))
    .filter((f) => f.endsWith(".pdf"))
    .sort()) {
    const r = await parseResume(new Uint8Array(readFileSync(path.join(dir("resumes"), f))));
    if (r.ok)
      resumes.push({ name: f.replace(/\.pdf$/, ""), text: r.document.text, resume: r.resume });
    else console.log(`  ${f}: ${r.message}`);
  }
  const out: Array<{ job: string; expected: string; rank: number; bm25Rank: number; top: string }> =
    [];
  console.log("  | job | expected fit | engine rank | BM25 rank | engine scores |");
  console.log("  |---|---|---|---|---|");
  for (const f of readdirSync(dir("jobs"))
    .filter((f) => f.endsWith(".pdf"))
    .sort()) {
    const doc = await readDocument(new Uint8Array(readFileSync(path.join(dir("jobs"), f))));
    if (!doc.ok) {
      console.log(`  ${f}: ${doc.message}`);
      continue;
    }
    const job = parseJob(doc.text);
    const scored = resumes
      .map((r) => ({
        name: r.name,
        score: scoreResume({ resume: r.resume, text: r.text, job }).score,
      }))
      .sort((a, b) => b.score - a.score);
    const bm = bm25Scores(
      doc.text,
      resumes.map((r) => r.text),
    );
    const bmOrder = resumes.map((r, i) => ({ name: r.name, s: bm[i]! })).sort((a, b) => b.s - a.s);
    const name = f.replace(/\.pdf$/, "");
    const expected = EXPECTED[name];
    const rank = expected ? scored.findIndex((s) => s.name === expected) + 1 : 0;
    const bm25Rank = expected ? bmOrder.findIndex((s) => s.name === expected) + 1 : 0;
    console.log(
      `  | ${name} | ${expected ?? "(none named)"} | ${expected ? rank : "-"} | ${expected ? bm25Rank : "-"} | ${scored.map((s) => `${s.name} ${fmt(s.score)}`).join(", ")} |`,
    );
    if (expected) out.push({ job: name, expected, rank, bm25Rank, top: scored[0]!.name });
  }
  return out;
}
