/**
 * Ranking quality on real postings and real resume PDFs (../shared/data/real-dev: 18 pools of 50,
 * eleven professions, label 1 = the resume is from the posting's occupation family), for the
 * engine and the BM25 keyword baseline side by side, plus how comparable the scores are across
 * jobs (calibration). Reads the folder and skips cleanly when it is absent; never copies a file.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseJob } from "../src/jd/parse-job.ts";
import { FIT_BANDS, fitBand } from "../src/score/bands.ts";
import { scoreResume } from "../src/score/score-resume.ts";
import type { ParsedResume } from "../src/types.ts";
import { bm25Scores } from "./bm25.ts";
import { DATA_DIR, dataAvailable, fmt, median, resumeApi } from "./shared.ts";

export interface RankMetrics {
  p10: number;
  ndcg10: number;
  mrr: number;
}

export interface RealDevResult {
  pools: number;
  engine: RankMetrics;
  bm25: RankMetrics;
  /** Per job, the median engine score of the fitting resumes. */
  fitMedians: number[];
  /** max - min of `fitMedians`: how far "a typical fit" moves between jobs. */
  fitMedianSpread: number;
  /** Per band, how many resumes landed in it and the share of them that fit. */
  bands: Array<{ id: string; label: string; count: number; fitShare: number }>;
  /** Median parse + score time per PDF, ms. */
  parseMs: number;
}

/** Binary-relevance metrics of one ranking (rels best first). */
export function rankMetrics(rels: number[]): RankMetrics {
  const top = rels.slice(0, 10);
  const dcg = (xs: number[]) => xs.slice(0, 10).reduce((s, r, i) => s + r / Math.log2(i + 2), 0);
  const ideal = dcg([...rels].sort((a, b) => b - a));
  const first = rels.indexOf(1);
  return {
    p10: top.reduce((s, r) => s + r, 0) / 10,
    ndcg10: ideal ? dcg(rels) / ideal : 0,
    mrr: first >= 0 ? 1 / (first + 1) : 0,
  };
}

/** Sort best first; ties go against the relevant document (a pessimistic, honest order). */
function ranked(scores: number[], rels: number[]): number[] {
  return scores
    .map((s, i) => ({ s, r: rels[i]! }))
    .sort((a, b) => b.s - a.s || a.r - b.r)
    .map((x) => x.r);
}

const mean = (xs: RankMetrics[]): RankMetrics => ({
  p10: xs.reduce((s, m) => s + m.p10, 0) / xs.length,
  ndcg10: xs.reduce((s, m) => s + m.ndcg10, 0) / xs.length,
  mrr: xs.reduce((s, m) => s + m.mrr, 0) / xs.length,
});

/** The engine's and BM25's metrics as one table; `precision` heads the first column of figures. */
function printRankers(precision: string, engine: RankMetrics, bm25: RankMetrics): void {
  console.log(`  | ranker | ${precision} | NDCG@10 | MRR |`);
  console.log("  |---|---|---|---|");
  for (const [name, m] of [
    ["HireLens engine (default weights)", engine],
    ["BM25 baseline (whole posting, pool idf)", bm25],
  ] as const) {
    console.log(`  | ${name} | ${fmt(m.p10, 3)} | ${fmt(m.ndcg10, 3)} | ${fmt(m.mrr, 3)} |`);
  }
}

interface Parsed {
  text: string;
  resume: ParsedResume;
}

export async function runRealDev(
  options: { verbose?: boolean } = {},
): Promise<RealDevResult | undefined> {
  console.log("\n## Quality: real postings x real resume PDFs (../shared/data/real-dev)");
  if (!dataAvailable("real-dev/pools")) return undefined;
  const root = path.join(DATA_DIR, "real-dev");
  const { parseResume } = resumeApi();
  const cache = new Map<string, Parsed | null>();
  const parseTimes: number[] = [];
  const load = async (file: string): Promise<Parsed | null> => {
    if (cache.has(file)) return cache.get(file)!;
    const bytes = new Uint8Array(readFileSync(path.join(root, "resumes", file)));
    const t = performance.now();
    const r = await parseResume(bytes);
    parseTimes.push(performance.now() - t);
    const parsed = r.ok ? { text: r.document.text, resume: r.resume } : null;
    cache.set(file, parsed);
    return parsed;
  };

  const engine: RankMetrics[] = [];
  const bm25: RankMetrics[] = [];
  const fitMedians: number[] = [];
  const rows: string[] = [];
  const perBand = new Map(FIT_BANDS.map((b) => [b.id, { count: 0, fit: 0 }]));
  let unreadable = 0;
  const pools = readdirSync(path.join(root, "pools")).sort();
  // REAL_DEV_SCORES=out.json keeps every score, to measure against other judgements of fit.
  const dumped: Record<string, Record<string, { engine: number; bm25: number }>> = {};
  for (const pool of pools) {
    const dir = path.join(root, "pools", pool);
    const jdText = readFileSync(path.join(dir, "job.md"), "utf8");
    const qrels = readFileSync(path.join(dir, "qrels.tsv"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => l.split("\t") as [string, string]);
    const docs: Array<{ file: string; rel: number; parsed: Parsed | null }> = [];
    for (const [file, rel] of qrels)
      docs.push({ file, rel: Number(rel), parsed: await load(file) });
    unreadable += docs.filter((d) => !d.parsed).length;
    const job = parseJob(jdText);
    const rels = docs.map((d) => d.rel);
    const scores = docs.map((d) =>
      d.parsed ? scoreResume({ resume: d.parsed.resume, text: d.parsed.text, job }).score : 0,
    );
    const bm25Of = bm25Scores(
      jdText,
      docs.map((d) => d.parsed?.text ?? ""),
    );
    const e = rankMetrics(ranked(scores, rels));
    const b = rankMetrics(ranked(bm25Of, rels));
    dumped[pool] = Object.fromEntries(
      docs.map((d, i) => [d.file, { engine: scores[i]!, bm25: bm25Of[i]! }]),
    );
    engine.push(e);
    bm25.push(b);
    scores.forEach((score, i) => {
      const tally = perBand.get(fitBand(score).id)!;
      tally.count += 1;
      tally.fit += rels[i]!;
    });
    const fit = median(scores.filter((_, i) => rels[i] === 1));
    const unfit = median(scores.filter((_, i) => rels[i] === 0));
    fitMedians.push(fit);
    rows.push(
      `  | ${pool} | ${job.title?.value ?? "(none)"} | ${job.skills.filter((s) => s.level === "required").length} | ${fmt(e.p10, 2)} | ${fmt(e.ndcg10, 3)} | ${fmt(b.p10, 2)} | ${fmt(fit)} | ${fmt(unfit)} |`,
    );
  }
  if (process.env.REAL_DEV_SCORES)
    writeFileSync(process.env.REAL_DEV_SCORES, JSON.stringify(dumped, null, 1));
  const result: RealDevResult = {
    pools: pools.length,
    engine: mean(engine),
    bm25: mean(bm25),
    fitMedians,
    fitMedianSpread: Math.max(...fitMedians) - Math.min(...fitMedians),
    bands: FIT_BANDS.map((b) => {
      const t = perBand.get(b.id)!;
      return { id: b.id, label: b.label, count: t.count, fitShare: t.count ? t.fit / t.count : 0 };
    }),
    parseMs: median(parseTimes),
  };
  console.log(
    `  ${pools.length} pools of 50 real PDFs (${cache.size} distinct files, ${unreadable} unreadable pool entries); label 1 = same occupation family as the posting (15 per pool)`,
  );
  printRankers("P@10", result.engine, result.bm25);
  console.log(
    `  calibration: median score of the fitting resumes per job ranges ${fmt(Math.min(...fitMedians))}..${fmt(Math.max(...fitMedians))} (spread ${fmt(result.fitMedianSpread)} points); parse median ${fmt(result.parseMs)} ms per PDF`,
  );
  console.log(
    `  bands: ${result.bands.map((b) => `${b.label} ${b.count} resumes, ${fmt(b.fitShare * 100, 0)} % fit`).join("; ")} (a third of the pool fits)`,
  );
  reportAuditedFit(dumped);
  if (options.verbose) {
    console.log(
      "  | pool | posting title read | required skills | P@10 | NDCG@10 | BM25 P@10 | median fit | median other |",
    );
    console.log("  |---|---|---|---|---|---|---|---|");
    for (const r of rows) console.log(r);
  }
  return result;
}

/** Graded metrics of one ranking: `grades` of the documents best first (0 none, 1 plausible, 2 clear). */
export function gradedMetrics(grades: number[]): RankMetrics {
  const fits = grades.filter((g) => g >= 1).length;
  const k = Math.min(10, fits);
  const gain = (g: number) => 2 ** g - 1;
  const dcg = (xs: number[]) =>
    xs.slice(0, 10).reduce((s, g, i) => s + gain(g) / Math.log2(i + 2), 0);
  const ideal = dcg([...grades].sort((a, b) => b - a));
  const first = grades.findIndex((g) => g >= 1);
  return {
    p10: k ? grades.slice(0, k).filter((g) => g >= 1).length / k : 0,
    ndcg10: ideal ? dcg(grades) / ideal : 0,
    mrr: first >= 0 ? 1 / (first + 1) : 0,
  };
}

/**
 * The same rankings against a hand audit of fit (bench/gold/real-dev-fit.tsv, decision 219):
 * every résumé of every pool graded for the posting itself, blind to its family label: 2 has done
 * this job or a very close one, 1 adjacent and worth a look, 0 another occupation. The family
 * label says "from the posting's family" (a nurse at an advocacy employer is "advocate"); the
 * audit says whether a recruiter would screen the person for this posting.
 */
function reportAuditedFit(
  scores: Record<string, Record<string, { engine: number; bm25: number }>>,
): void {
  const file = new URL("./gold/real-dev-fit.tsv", import.meta.url);
  let tsv: string;
  try {
    tsv = readFileSync(file, "utf8");
  } catch {
    return;
  }
  const grade = new Map<string, number>();
  for (const line of tsv.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const [pool, name, g] = line.split("\t");
    grade.set(`${pool}/${name}`, Number(g));
  }
  const per = { engine: [] as RankMetrics[], bm25: [] as RankMetrics[] };
  const fitMedians: number[] = [];
  const clearMedians: number[] = [];
  const perBand = new Map(FIT_BANDS.map((b) => [b.id, { count: 0, fit: 0, clear: 0 }]));
  let graded = 0;
  for (const [pool, docs] of Object.entries(scores)) {
    const rows = Object.entries(docs).map(([name, s]) => ({
      ...s,
      g: grade.get(`${pool}/${name}`),
    }));
    if (rows.some((r) => r.g === undefined)) continue;
    graded += 1;
    for (const r of rows) {
      const tally = perBand.get(fitBand(r.engine).id)!;
      tally.count += 1;
      if (r.g! >= 1) tally.fit += 1;
      if (r.g === 2) tally.clear += 1;
    }
    if (!rows.some((r) => r.g! >= 1)) continue;
    for (const ranker of ["engine", "bm25"] as const)
      per[ranker].push(
        // Ties go against the better-graded document, as above.
        gradedMetrics(
          [...rows].sort((a, b) => b[ranker] - a[ranker] || a.g! - b.g!).map((r) => r.g!),
        ),
      );
    fitMedians.push(median(rows.filter((r) => r.g! >= 1).map((r) => r.engine)));
    const clear = rows.filter((r) => r.g === 2).map((r) => r.engine);
    if (clear.length >= 3) clearMedians.push(median(clear));
  }
  if (!graded) return;
  console.log(
    `  against the hand audit of fit (bench/gold/real-dev-fit.tsv; ${graded} pools, ${per.engine.length} with a résumé graded 1 or 2; P@k with k = min(10, graded fits), NDCG@10 on grades 0/1/2):`,
  );
  printRankers("P@k", mean(per.engine), mean(per.bm25));
  console.log(
    `  audited calibration: median score of the audited fits per job ranges ${fmt(Math.min(...fitMedians))}..${fmt(Math.max(...fitMedians))} (spread ${fmt(Math.max(...fitMedians) - Math.min(...fitMedians))} points); of the clear fits (graded 2), in the ${clearMedians.length} jobs with at least 3, ${fmt(Math.min(...clearMedians))}..${fmt(Math.max(...clearMedians))} (spread ${fmt(Math.max(...clearMedians) - Math.min(...clearMedians))} points)`,
  );
  console.log(
    `  audited bands: ${FIT_BANDS.map((b) => {
      const t = perBand.get(b.id)!;
      return `${b.label} ${t.count} resumes, ${fmt(t.count ? (t.fit / t.count) * 100 : 0, 0)} % graded 1-2, ${fmt(t.count ? (t.clear / t.count) * 100 : 0, 0)} % graded 2`;
    }).join("; ")}`,
  );
}
