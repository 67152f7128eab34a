/**
 * The `hirelens` command line: parse one resume, or rank resumes against a job description.
 * Every file is read with the same readers as the product; an unreadable resume is reported in
 * its own result and never stops the batch.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import { parseArgs } from "node:util";
import { buildInsights } from "./insights/insights.ts";
import { parseJob } from "./jd/parse-job.ts";
import { type ParseResumeResult, parseResume } from "./parse-resume.ts";
import { rankResumes } from "./rank.ts";
import { readDocument } from "./read/read-document.ts";
import { FIT_BANDS, type FitBand, fitBand } from "./score/bands.ts";
import { InvalidWeightsError, normalizeWeights } from "./score/weights.ts";
import type { Insights, MatchResult, ParsedJob, ReadError, ScoreWeights } from "./types.ts";

const HELP = `hirelens — read resumes, score them against a job, explain every point

Usage:
  hirelens parse FILE [--json]
  hirelens rank --job JOB_FILE [--json] [--weights LIST] FILE_OR_DIR...

Commands:
  parse   Print the resume as a JSON Resume document (--json) or a short summary.
  rank    Score every resume against the job, best first, each score with its
          fit band (Strong, Good, Possible or Unlikely fit). Directories are read
          one level deep (PDF, DOCX, DOC, RTF, TXT, MD). An unreadable file is
          listed with its error and the rest are still ranked.

Options:
  -j, --job FILE       The job description (PDF, DOCX, DOC, RTF, TXT or MD).
      --json           Machine-readable output on stdout.
      --weights LIST   Component weights, e.g. "requiredSkills=50,education=0".
                       Components: requiredSkills, preferredSkills, experience,
                       education, titleFit, relevance. Normalised to 100.
      --insights       Add strengths, gaps and interview questions (rank --json
                       always includes them).
      --timeout MS     Time limit per document (default 10000).
  -h, --help           Show this help.
  -v, --version        Show the version.

Exit codes: 0 success, 1 a file could not be read (parse) or the job could not
be read (rank), 2 wrong usage.
`;

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

export interface CliIO {
  out: (s: string) => void;
  err: (s: string) => void;
}

const defaultIO: CliIO = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
};

class UsageError extends Error {}

type ParseResult = ParseResumeResult;

/** Runs the CLI with `argv` (without "node hirelens"); resolves to the exit code. */
export async function main(argv: string[], io: CliIO = defaultIO): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof InvalidWeightsError) {
      io.err(`hirelens: ${e.message}\nRun "hirelens --help" for usage.\n`);
      return 2;
    }
    io.err(`hirelens: ${(e as Error).message}\n`);
    return 1;
  }
}

async function run(argv: string[], io: CliIO): Promise<number> {
  let parsed: ReturnType<typeof parseCliArgs>;
  try {
    parsed = parseCliArgs(argv);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.version) {
    io.out("hirelens 0.1.0\n");
    return 0;
  }
  const [command, ...files] = positionals;
  if (values.help || !command) {
    (values.help ? io.out : io.err)(HELP);
    return values.help ? 0 : 2;
  }
  const timeoutMs = values.timeout ? Number(values.timeout) : undefined;
  if (timeoutMs !== undefined && !(timeoutMs > 0))
    throw new UsageError("--timeout must be a positive number of milliseconds.");
  if (command === "parse") {
    if (files.length !== 1) throw new UsageError("parse takes exactly one FILE.");
    return parseCommand(files[0]!, Boolean(values.json), timeoutMs, io);
  }
  if (command === "rank") {
    if (!values.job) throw new UsageError("rank needs --job JOB_FILE.");
    if (!files.length) throw new UsageError("rank needs at least one resume FILE or directory.");
    const weights = values.weights ? parseWeights(values.weights) : undefined;
    return rankCommand({
      jobFile: values.job,
      inputs: files,
      json: Boolean(values.json),
      weights,
      insights: Boolean(values.insights),
      timeoutMs,
      io,
    });
  }
  throw new UsageError(`unknown command "${command}".`);
}

function parseCliArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      job: { type: "string", short: "j" },
      json: { type: "boolean" },
      weights: { type: "string" },
      insights: { type: "boolean" },
      timeout: { type: "string" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean", short: "v" },
    },
  });
}

/** "requiredSkills=50,education=0" -> { requiredSkills: 50, education: 0 }, validated. */
function parseWeights(s: string): Partial<ScoreWeights> {
  const out: Record<string, number> = {};
  for (const part of s.split(",").filter(Boolean)) {
    const [k, v] = part.split("=");
    if (!k || v === undefined || v.trim() === "" || Number.isNaN(Number(v))) {
      throw new UsageError(`--weights expects name=number pairs, got "${part}".`);
    }
    out[k.trim()] = Number(v);
  }
  normalizeWeights(out);
  return out as Partial<ScoreWeights>;
}

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

async function parseCommand(
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

async function rankCommand(opts: {
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
      r.score!.toFixed(1),
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
