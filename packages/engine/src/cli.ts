/**
 * The `hirelens` command line: parse one resume, or rank resumes against a job description.
 * Every file is read with the same readers as the product; an unreadable resume is reported in
 * its own result and never stops the batch.
 *
 * This entry holds only the usage and the argument parsing; the commands (and with them the
 * readers, the structurer and the scorer) are imported when one runs, so `--help` and `--version`
 * load a few kilobytes instead of the whole engine (issue 11, decision 198).
 */
import { parseArgs } from "node:util";
import { InvalidWeightsError, normalizeWeights } from "./score/weights.ts";
import type { ScoreWeights } from "./types.ts";

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

export interface CliIO {
  out: (s: string) => void;
  err: (s: string) => void;
}

const defaultIO: CliIO = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
};

/** The commands module (`cli-commands.ts`), as a loader other than `import()` returns it. */
export type CliCommands = typeof import("./cli-commands.ts");

export interface CliOptions {
  /**
   * Loads the commands another way than `import()`, or resolves to undefined to fall back to it:
   * bin/hirelens.mjs runs them from a script with a code cache (decision 208).
   */
  loadCommands?: () => Promise<CliCommands | undefined>;
}

class UsageError extends Error {}

/** Runs the CLI with `argv` (without "node hirelens"); resolves to the exit code. */
export async function main(
  argv: string[],
  io: CliIO = defaultIO,
  options: CliOptions = {},
): Promise<number> {
  try {
    return await run(argv, io, options);
  } catch (e) {
    if (e instanceof UsageError || e instanceof InvalidWeightsError) {
      io.err(`hirelens: ${e.message}\nRun "hirelens --help" for usage.\n`);
      return 2;
    }
    io.err(`hirelens: ${(e as Error).message}\n`);
    return 1;
  }
}

/** The commands, from the caller's loader when it has them, else imported. */
async function loadCommands(options: CliOptions): Promise<CliCommands> {
  return (await options.loadCommands?.()) ?? (await import("./cli-commands.ts"));
}

async function run(argv: string[], io: CliIO, options: CliOptions): Promise<number> {
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
    const { parseCommand } = await loadCommands(options);
    return parseCommand(files[0]!, Boolean(values.json), timeoutMs, io);
  }
  if (command === "rank") {
    if (!values.job) throw new UsageError("rank needs --job JOB_FILE.");
    if (!files.length) throw new UsageError("rank needs at least one resume FILE or directory.");
    const weights = values.weights ? parseWeights(values.weights) : undefined;
    const { rankCommand } = await loadCommands(options);
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
