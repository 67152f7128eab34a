/**
 * Field accuracy on real resumes: parses each PDF annotated by hand in bench/gold/real-dev-fields.json
 * (66 files of ../shared/data/real-dev, rules in bench/gold/README.md) and prints precision, recall
 * and F1 per field, their macro average and the micro average. Jobs and education entries are
 * aligned to the engine's greedily by similarity before their fields are compared. Skips cleanly
 * when ../shared/data is absent; never copies a file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ParsedResume } from "../src/types.ts";
import { DATA_DIR, dataAvailable, fmt, resumeApi } from "./shared.ts";

type Value = string | null;

interface GoldJob {
  title: Value;
  company: Value;
  start: Value;
  end: Value;
}

interface GoldEducation {
  degree: Value;
  institution: Value;
  area: Value;
  year: Value;
}

interface GoldResume {
  name: Value;
  email: Value;
  phone: Value;
  headline: Value;
  work: GoldJob[];
  education: GoldEducation[];
  skills: string[];
}

export const FIELDS = [
  "name",
  "email",
  "phone",
  "headline",
  "job title",
  "company",
  "job start",
  "job end",
  "degree",
  "institution",
  "field of study",
  "graduation year",
  "skills",
] as const;
export type Field = (typeof FIELDS)[number];

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface FieldScore extends Counts {
  precision: number;
  recall: number;
  f1: number;
}

export interface FieldsResult {
  files: number;
  /** Files the engine could not read (counted as all-missing). */
  unreadable: string[];
  fields: Record<Field, FieldScore>;
  /** Mean F1 over the fields that have gold values. */
  macroF1: number;
  /** F1 of the summed counts of all fields. */
  microF1: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const GOLD_FILE = path.join(here, "gold/real-dev-fields.json");

const words = (s: string): string[] =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^0-9a-z]+/)
    .filter(Boolean);

/**
 * Lower case, accents, punctuation and spaces removed, so glued words from the PDF still agree.
 * @example compactText("B.S.") // "bs"; compactText("Team player") // "teamplayer"
 */
export function compactText(s: string): string {
  return words(s).join("");
}

/**
 * Two texts agree when equal after `compactText`, or when one's words are a run of the other's
 * covering at least two thirds of them ("Health Services Manager" vs "Health Services Manager II");
 * a parenthesised aside may be left out ("MBA (Finance)" vs "MBA").
 * @example sameText("Bachelor of Science", "bachelor of science") // true; sameText("Manager", "Operations Manager") // false
 */
export function sameText(a: string, b: string): boolean {
  const bare = (s: string) => s.replace(/\([^)]*\)/g, " ");
  return sameWords(a, b) || sameWords(bare(a), bare(b));
}

function sameWords(a: string, b: string): boolean {
  if (compactText(a) === compactText(b)) return compactText(a) !== "";
  const [short, long] = [words(a), words(b)].sort((x, y) => x.length - y.length) as [
    string[],
    string[],
  ];
  if (!short.length || short.length / long.length < 2 / 3) return false;
  const needle = ` ${short.join(" ")} `;
  return ` ${long.join(" ")} `.includes(needle);
}

/**
 * Dates agree at month precision, or at year precision when either side has no month.
 * @example sameDate("2015-09", "2015-09-01") // true; sameDate("2015", "2015-09") // true; sameDate("present", "2015") // false
 */
export function sameDate(a: string, b: string): boolean {
  if (a === "present" || b === "present") return a === b;
  if (a.slice(0, 4) !== b.slice(0, 4)) return false;
  return a.length < 7 || b.length < 7 || a.slice(5, 7) === b.slice(5, 7);
}

const samePhone = (a: string, b: string) => {
  const digits = (s: string) => s.replace(/\D/g, "").slice(-10);
  return digits(a).length >= 7 && digits(a) === digits(b);
};
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameYear = (a: string, b: string) => a.slice(0, 4) === b.slice(0, 4);

/** Dice overlap of two texts' word sets, 0..1 (0 when either is empty). */
function overlap(a: Value | undefined, b: Value | undefined): number {
  const x = new Set(words(a ?? ""));
  const y = new Set(words(b ?? ""));
  if (!x.size || !y.size) return 0;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return (2 * common) / (x.size + y.size);
}

/** Called for every disagreement: the field, the gold value and the engine's (null when absent). */
export type MismatchLog = (field: Field, gold: Value, pred: Value) => void;

function tally(
  counts: Record<Field, Counts>,
  field: Field,
  gold: Value | undefined,
  pred: Value | undefined,
  same: (a: string, b: string) => boolean,
  log?: MismatchLog,
): void {
  const c = counts[field];
  const g = gold?.trim() || null;
  const p = pred?.trim() || null;
  if (g && p && same(g, p)) c.tp++;
  else {
    if (g) c.fn++;
    if (p) c.fp++;
    if (g || p) log?.(field, g, p);
  }
}

/** Greedy one-to-one alignment: best-scoring pairs first, pairs under `min` left unmatched. */
function align<G, P>(
  gold: G[],
  pred: P[],
  score: (g: G, p: P) => number,
  min: number,
): Array<[G | undefined, P | undefined]> {
  const pairs: Array<{ i: number; j: number; s: number }> = [];
  gold.forEach((g, i) => {
    pred.forEach((p, j) => {
      const s = score(g, p);
      if (s >= min) pairs.push({ i, j, s });
    });
  });
  pairs.sort((a, b) => b.s - a.s || a.i - b.i || a.j - b.j);
  const usedG = new Set<number>();
  const usedP = new Set<number>();
  const out: Array<[G | undefined, P | undefined]> = [];
  for (const { i, j } of pairs) {
    if (usedG.has(i) || usedP.has(j)) continue;
    usedG.add(i);
    usedP.add(j);
    out.push([gold[i], pred[j]]);
  }
  gold.forEach((g, i) => {
    if (!usedG.has(i)) out.push([g, undefined]);
  });
  pred.forEach((p, j) => {
    if (!usedP.has(j)) out.push([undefined, p]);
  });
  return out;
}

/** The engine's output in the gold's shape. */
function predicted(resume: ParsedResume): GoldResume {
  const date = (d: string | undefined) => (d ? d.slice(0, 7) : null);
  return {
    name: resume.basics.name ?? null,
    email: resume.basics.email ?? null,
    phone: resume.basics.phone ?? null,
    headline: resume.basics.label ?? null,
    work: resume.work.map((w) => ({
      title: w.position ?? null,
      company: w.name ?? null,
      start: date(w.startDate),
      end: date(w.endDate) ?? (w.isCurrent ? "present" : null),
    })),
    education: resume.education.map((e) => ({
      degree: e.studyType ?? null,
      institution: e.institution ?? null,
      area: e.area ?? null,
      year: (e.endDate ?? e.startDate)?.slice(0, 4) ?? null,
    })),
    skills: resume.skills.flatMap((g) => g.keywords),
  };
}

const dateScore = (a: Value, b: Value) => (a && b && sameDate(a, b) ? 1 : 0);

// A job pairs with the engine's when its title (read against the engine's title or company, since a
// misread line often lands in the other slot), employer or dates agree enough.
const jobScore = (g: GoldJob, p: GoldJob) =>
  0.5 * Math.max(overlap(g.title, p.title), overlap(g.title, p.company)) +
  0.15 * overlap(g.company, p.company) +
  0.2 * dateScore(g.start, p.start) +
  0.15 * dateScore(g.end, p.end);

const joined = (e: GoldEducation) => [e.degree, e.institution, e.area].filter(Boolean).join(" ");
const educationScore = (g: GoldEducation, p: GoldEducation) =>
  Math.max(
    0.3 * overlap(g.degree, p.degree) +
      0.4 * overlap(g.institution, p.institution) +
      0.1 * overlap(g.area, p.area) +
      0.2 * (g.year && p.year && sameYear(g.year, p.year) ? 1 : 0),
    0.8 * overlap(joined(g), joined(p)),
  );

/** Adds one file's comparison to the per-field counts. */
export function compareResume(
  gold: GoldResume,
  pred: GoldResume,
  counts: Record<Field, Counts>,
  log?: MismatchLog,
) {
  tally(counts, "name", gold.name, pred.name, sameText, log);
  tally(counts, "email", gold.email, pred.email, sameEmail, log);
  tally(counts, "phone", gold.phone, pred.phone, samePhone, log);
  tally(counts, "headline", gold.headline, pred.headline, sameText, log);
  for (const [g, p] of align(gold.work, pred.work, jobScore, 0.3)) {
    tally(counts, "job title", g?.title, p?.title, sameText, log);
    tally(counts, "company", g?.company, p?.company, sameText, log);
    tally(counts, "job start", g?.start, p?.start, sameDate, log);
    tally(counts, "job end", g?.end, p?.end, sameDate, log);
  }
  for (const [g, p] of align(gold.education, pred.education, educationScore, 0.3)) {
    tally(counts, "degree", g?.degree, p?.degree, sameText, log);
    tally(counts, "institution", g?.institution, p?.institution, sameText, log);
    tally(counts, "field of study", g?.area, p?.area, sameText, log);
    tally(counts, "graduation year", g?.year, p?.year, sameYear, log);
  }
  // Skills compare as sets of compact texts; the map keeps one spelling of each for the log.
  const keyed = (xs: string[]) =>
    new Map(xs.map((x) => [compactText(x), x] as const).filter(([k]) => k));
  const goldSkills = keyed(gold.skills);
  const predSkills = keyed(pred.skills);
  for (const [k, g] of goldSkills) {
    if (predSkills.has(k)) counts.skills.tp++;
    else {
      counts.skills.fn++;
      log?.("skills", g, null);
    }
  }
  for (const [k, p] of predSkills) {
    if (goldSkills.has(k)) continue;
    counts.skills.fp++;
    log?.("skills", null, p);
  }
}

function score(c: Counts): FieldScore {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : Number.NaN;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : Number.NaN;
  const f1 = c.tp + c.fn ? (2 * c.tp) / (2 * c.tp + c.fp + c.fn) : Number.NaN;
  return { ...c, precision, recall, f1 };
}

/**
 * Prints the field table; with `examples` > 0 (`--examples` on the command line) also that many
 * disagreements per field, to see what the engine misreads.
 */
export async function runFields({
  examples = process.argv.includes("--examples") ? Number(process.env.BENCH_EXAMPLES ?? 8) : 0,
} = {}): Promise<FieldsResult | undefined> {
  console.log("\n## Field accuracy on hand-annotated real resumes (real-dev, bench/gold)");
  if (!dataAvailable("real-dev/resumes")) return undefined;
  const gold = JSON.parse(readFileSync(GOLD_FILE, "utf8")) as {
    files: Record<string, GoldResume>;
  };
  const { parseResume } = resumeApi();
  const counts = Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<
    Field,
    Counts
  >;
  const unreadable: string[] = [];
  const empty: GoldResume = {
    name: null,
    email: null,
    phone: null,
    headline: null,
    work: [],
    education: [],
    skills: [],
  };
  const names = Object.keys(gold.files).sort();
  const mismatches = new Map<Field, string[]>(FIELDS.map((f) => [f, []]));
  for (const file of names) {
    const bytes = new Uint8Array(readFileSync(path.join(DATA_DIR, "real-dev/resumes", file)));
    const parsed = await parseResume(bytes);
    if (!parsed.ok) unreadable.push(file);
    compareResume(
      gold.files[file]!,
      parsed.ok ? predicted(parsed.resume) : empty,
      counts,
      (f, g, p) =>
        mismatches.get(f)!.push(`${file}: gold ${JSON.stringify(g)}, engine ${JSON.stringify(p)}`),
    );
  }
  const fields = Object.fromEntries(FIELDS.map((f) => [f, score(counts[f])])) as Record<
    Field,
    FieldScore
  >;
  const scored = FIELDS.filter((f) => fields[f].tp + fields[f].fn > 0);
  const macroF1 = scored.reduce((s, f) => s + fields[f].f1, 0) / scored.length;
  const sum = scored.reduce(
    (s, f) => ({ tp: s.tp + counts[f].tp, fp: s.fp + counts[f].fp, fn: s.fn + counts[f].fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
  const microF1 = score(sum).f1;

  console.log(
    `${names.length} files (first 6 per family by name, 11 families)${unreadable.length ? `, ${unreadable.length} unreadable: ${unreadable.join(", ")}` : ""}`,
  );
  console.log("| field | gold values | TP | FP | FN | precision | recall | F1 |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const f of FIELDS) {
    const s = fields[f];
    const goldCount = s.tp + s.fn;
    const cells = goldCount
      ? [fmt(s.precision, 3), fmt(s.recall, 3), fmt(s.f1, 3)]
      : ["n/a", "n/a", `n/a (no gold values; ${s.fp} false positives)`];
    console.log(`| ${f} | ${goldCount} | ${s.tp} | ${s.fp} | ${s.fn} | ${cells.join(" | ")} |`);
  }
  console.log(
    `macro-F1 ${fmt(macroF1, 3)} over the ${scored.length} fields with gold values (goal ≥ 0.80, no field under 0.65); micro-F1 ${fmt(microF1, 3)}`,
  );
  if (examples) {
    for (const f of FIELDS) {
      const shown = mismatches.get(f)!.slice(0, examples);
      if (shown.length)
        console.log(`\n${f}, first ${shown.length} disagreements:\n  ${shown.join("\n  ")}`);
    }
  }
  return { files: names.length, unreadable, fields, macroF1, microF1 };
}
