/**
 * The commands of the `hirelens` command line (cli.ts parses the arguments and imports this
 * module only when a command runs).
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import type { CliIO } from "./cli.ts";
import { buildInsights } from "./insights/insights.ts";
import { parseJob } from "./jd/parse-job.ts";
import { type ParseResumeResult, parseResume } from "./parse-resume.ts";
import { rankResumes } from "./rank.ts";
import { readDocument } from "./read/read-document.ts";
import { FIT_BANDS, type FitBand, fitBand } from "./score/bands.ts";
import type { Insights, MatchResult, ParsedJob, ReadError, ScoreWeights } from "./types.ts";

type ParseResult = ParseResumeResult;

const DOC_EXTENSIONS = new Set([
  ".pdf",
  ".docx",
  ".doc",
  ".rtf",
  ".txt",
  ".md",
  ".markdown",
  ".text",
]);

async function readBytes(file: string): Promise<Uint8Array | ReadError> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const message =
      code === "ENOENT"
        ? `File not found: ${file}`
        : code === "EISDIR"
          ? `${file} is a directory`
          : code === "EACCES"
            ? `Permission denied: ${file}`
            : `Could not open ${file}: ${(e as Error).message}`;
    return { ok: false, code: "corrupt", message };
  }
}

async function parseFile(file: string, timeoutMs: number | undefined): Promise<ParseResult> {
  const bytes = await readBytes(file);
  if (!(bytes instanceof Uint8Array)) return bytes;
  return parseResume(bytes, { timeoutMs });
}

export async function parseCommand(
  file: string,
  json: boolean,
  timeoutMs: number | undefined,
  io: CliIO,
): Promise<number> {
  const result = await parseFile(file, timeoutMs);
  if (!result.ok) {
    if (json)
      io.out(
        `${JSON.stringify({ file, error: { code: result.code, message: result.message } }, null, 2)}\n`,
      );
    io.err(`hirelens: ${file}: ${result.message}\n`);
    return 1;
  }
  if (json) {
    io.out(`${JSON.stringify(result.resume, null, 2)}\n`);
    return 0;
  }
  const r = result.resume;
  const lines = [
    // The product's wording for a resume without a name (the analyzer's table and exports).
    `${r.basics.name ?? `Name not found (${basename(file)})`}${r.basics.label ? ` — ${r.basics.label}` : ""}`,
    [r.basics.email, r.basics.phone, r.basics.location?.city].filter(Boolean).join(" · "),
    `Experience: ${(r.meta.totalExperienceMonths / 12).toFixed(1)} years (${r.meta.seniority})`,
    ...r.work.map(
      (w) =>
        `  ${w.position ?? "?"}${w.name ? ` at ${w.name}` : ""} (${w.startDate ?? "?"} – ${w.endDate ?? "present"})`,
    ),
    ...(r.education.length
      ? [
          "Education:",
          ...r.education.map(
            (e) =>
              `  ${[e.studyType, e.area].filter(Boolean).join(" in ")}${e.institution ? `, ${e.institution}` : ""}`,
          ),
        ]
      : []),
    ...(r.skills.length ? [`Skills: ${r.skills.flatMap((s) => s.keywords).join(", ")}`] : []),
    ...(r.meta.warnings.length ? [`Warnings: ${r.meta.warnings.join("; ")}`] : []),
  ];
  io.out(`${lines.filter(Boolean).join("\n")}\n`);
  return 0;
}

/** FILE stays as written; DIR becomes DIR/name for each document in it, as the user would write it. */
async function expandInputs(inputs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const input of inputs) {
    let isDir = false;
    try {
      isDir = (await stat(input)).isDirectory();
    } catch {
      // Missing files are reported in their result.
    }
    if (!isDir) {
      out.push(input);
      continue;
    }
    const names = (await readdir(input, { withFileTypes: true }))
      .filter(
        (d) =>
          d.isFile() &&
          !d.name.startsWith(".") &&
          DOC_EXTENSIONS.has(extname(d.name).toLowerCase()),
      )
      .map((d) => d.name)
      .sort();
    for (const name of names)
      out.push(input.endsWith("/") ? `${input}${name}` : `${input}/${name}`);
  }
  return out;
}

interface RankResultJson {
  file: string;
  score: number | null;
  /** The score's fit band with its meaning; null when the file could not be read. */
  band: Omit<FitBand, "minScore"> | null;
  rank: number | null;
  name?: string;
  components?: MatchResult["components"];
  skills?: MatchResult["skills"];
  experience?: MatchResult["experience"];
  insights?: Insights;
  error?: { code: string; message: string };
}

export async function rankCommand(opts: {
  jobFile: string;
  inputs: string[];
  json: boolean;
  weights?: Partial<ScoreWeights>;
  insights: boolean;
  timeoutMs?: number;
  io: CliIO;
}): Promise<number> {
  const { io } = opts;
  const jobBytes = await readBytes(opts.jobFile);
  const jobDoc =
    jobBytes instanceof Uint8Array
      ? await readDocument(jobBytes, { timeoutMs: opts.timeoutMs })
      : jobBytes;
  if (!jobDoc.ok) {
    io.err(`hirelens: job ${opts.jobFile}: ${jobDoc.message}\n`);
    return 1;
  }
  const job = parseJob(jobDoc.text);
  const files = await expandInputs(opts.inputs);
  const parsed: Array<{ file: string; result: ParseResult }> = [];
  for (const file of files) parsed.push({ file, result: await parseFile(file, opts.timeoutMs) });

  const ok = parsed.flatMap(({ file, result }) =>
    result.ok ? [{ id: file, resume: result.resume, text: result.document.text }] : [],
  );
  const ranked = rankResumes(job, ok, opts.weights);
  const byFile = new Map(ok.map((r) => [r.id, r.resume]));
  const results: RankResultJson[] = ranked.map((r) => {
    const resume = byFile.get(r.id)!;
    const entry: RankResultJson = {
      file: r.id,
      score: r.match.score,
      band: bandOf(r.match.score),
      rank: r.rank,
      ...(resume.basics.name ? { name: resume.basics.name } : {}),
      components: r.match.components,
      skills: r.match.skills,
      experience: r.match.experience,
    };
    if (opts.json || opts.insights) entry.insights = buildInsights({ match: r.match, job, resume });
    return entry;
  });
  for (const { file, result } of parsed) {
    if (!result.ok)
      results.push({
        file,
        score: null,
        band: null,
        rank: null,
        error: { code: result.code, message: result.message },
      });
  }

  if (opts.json) {
    io.out(`${JSON.stringify({ job: jobSummary(job, opts.jobFile), results }, null, 2)}\n`);
    return 0;
  }
  io.out(renderTable(job, results, opts.insights));
  return 0;
}

function bandOf(score: number): Omit<FitBand, "minScore"> {
  const { id, label, meaning } = fitBand(score);
  return { id, label, meaning };
}

function jobSummary(job: ParsedJob, file: string) {
  const { text: _text, ...rest } = job;
  return { file, ...rest };
}

/** "What the bands mean", one line per band: "Strong fit (60-100): Matches …". */
function bandLegend(): string[] {
  return [
    "What the bands mean:",
    ...FIT_BANDS.map((band, i) => {
      const top = i === 0 ? 100 : FIT_BANDS[i - 1]!.minScore - 1;
      return `  ${band.label} (${band.minScore}-${top}): ${band.meaning}`;
    }),
  ];
}

function renderTable(job: ParsedJob, results: RankResultJson[], withInsights: boolean): string {
  const head = `Job: ${job.title?.value ?? "(untitled)"}${job.seniority ? ` · ${job.seniority.value}` : ""}${job.minYears ? ` · ${job.minYears.value}+ years` : ""}`;
  const required = job.skills.filter((s) => s.level === "required").map((s) => s.name);
  const rows: string[][] = [
    ["#", "Score", "Fit", "File", "Req. skills", "Exp.", "Title", "Missing"],
  ];
  for (const r of results) {
    if (r.error) {
      rows.push(["-", "-", "-", r.file, "", "", "", `error: ${r.error.message}`]);
      continue;
    }
    const c = (id: string) => r.components?.find((x) => x.id === id);
    const pts = (id: string) => {
      const x = c(id);
      return x?.maxPoints ? `${Math.round(x.points)}/${Math.round(x.maxPoints)}` : "-";
    };
    const missing = (r.skills ?? [])
      .filter((s) => s.match === "missing" && s.skill.level === "required")
      .map((s) => s.skill.name);
    rows.push([
      String(r.rank),
      // The whole-point score the product shows, so it sits inside its band's range (44.6 is 45, Good).
      String(Math.round(r.score!)),
      r.band?.label ?? "-",
      r.file,
      pts("requiredSkills"),
      pts("experience"),
      pts("titleFit"),
      missing.slice(0, 4).join(", ") + (missing.length > 4 ? ", …" : ""),
    ]);
  }
  const widths = rows[0]!.map((_, i) =>
    Math.min(i === 3 ? 48 : 40, Math.max(...rows.map((r) => r[i]!.length))),
  );
  const fmt = (r: string[]) =>
    r
      .map((cell, i) =>
        cell.length > widths[i]! ? `${cell.slice(0, widths[i]! - 1)}…` : cell.padEnd(widths[i]!),
      )
      .join("  ")
      .trimEnd();
  const lines = [
    head,
    required.length ? `Required: ${required.join(", ")}` : "",
    "",
    fmt(rows[0]!),
    ...rows.slice(1).map(fmt),
  ];
  if (results.some((r) => r.band)) lines.push("", ...bandLegend());
  if (withInsights) {
    for (const r of results)
      if (r.insights)
        lines.push(
          "",
          `${r.rank}. ${r.file}: ${r.insights.summary}`,
          ...r.insights.interviewQuestions.map((q) => `   - ${q}`),
        );
  }
  return `${lines.filter((l, i) => l !== "" || i > 1).join("\n")}\n`;
}
