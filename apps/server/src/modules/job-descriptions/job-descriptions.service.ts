import {
  BUILT_IN_READER,
  type CreateJobDescription,
  type GeneratedJobDescription,
  type GenerateJobDescription,
  type JobDescription,
  type JobRequirements,
  type PageMeta,
  type RequirementsReader,
  type ScoreWeights,
  type SkillSuggestion,
} from "@hirelens/contracts";
import { DEFAULT_WEIGHTS, getTaxonomy, type ParsedJob, repairMojibake } from "@hirelens/engine";
import { AppError } from "../../lib/app-error.ts";
import { paged } from "../../lib/http.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  type EngineWorkerPool,
  TaskMemoryError,
  TaskTimeoutError,
} from "../../workers/worker-pool.ts";
import {
  aiPostingReadingSchema,
  postingReadingKey,
  readPostingWithAi,
} from "./ai-posting-reader.ts";
import { aiWriterConfigFrom, writeJobDescriptionWithAi } from "./ai-writer.ts";
import { generateJobDescription } from "./jd-generator.ts";
import {
  countAnalyses,
  deleteJobDescriptionRow,
  findJobDescription,
  findPostingReading,
  insertJobDescription,
  type JobDescriptionRow,
  listJobDescriptionRows,
  savePostingReading,
  updateJobDescriptionRow,
} from "./job-descriptions.repository.ts";
import {
  applyOverrides,
  ignoredFromParsed,
  jobForScoring,
  requirementsFromParsed,
} from "./job-requirements.ts";
import { checkAiReading } from "./posting-reading-check.ts";

export function toJobDescription(
  row: Omit<JobDescriptionRow, "parsed"> & { parsed?: ParsedJob },
  analysesCount: number,
  ignored: JobDescription["ignored"] = ignoredFromParsed(row.parsed),
): JobDescription {
  const parsedRequirements = row.parsedRequirements;
  const overrides = row.overrides ?? null;
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    employmentType: row.employmentType as JobDescription["employmentType"],
    workArrangement: row.workArrangement as JobDescription["workArrangement"],
    text: row.text,
    parsedRequirements,
    overrides,
    requirements: applyOverrides(parsedRequirements, overrides),
    ignored,
    readBy: row.readBy ?? BUILT_IN_READER,
    weights: row.weights,
    analysesCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export const JOB_TEXT_TOO_SLOW =
  "This job description took too long to read. Shorten it or split very long lines, then save again.";

/**
 * Reads the text once with the engine, in a worker thread under the pool's deadline (a hostile
 * text must not hold the API's event loop): the parsed job and the requirements shown to the
 * recruiter.
 */
async function parseText(
  engine: EngineWorkerPool,
  text: string,
  title: string,
): Promise<{ parsed: ParsedJob; requirements: JobRequirements }> {
  const parsed = await engine.parseJob(text).catch((error: unknown) => {
    if (error instanceof TaskTimeoutError || error instanceof TaskMemoryError) {
      throw new AppError("VALIDATION", JOB_TEXT_TOO_SLOW, {
        errors: { text: [JOB_TEXT_TOO_SLOW] },
      });
    }
    if (engine.isClosed) throw new AppError("UNAVAILABLE");
    throw error;
  });
  // A title line helps the engine find the title-fit target when the text does not start with it.
  if (!parsed.title) parsed.title = { value: title, span: { start: 0, end: 0, text: title } };
  return { parsed, requirements: requirementsFromParsed(parsed) };
}

interface PostingReading {
  parsed: ParsedJob;
  requirements: JobRequirements;
  readBy: RequirementsReader;
}

/**
 * Reads a posting with the built-in engine and, when an LLM is configured, lets the model read it
 * too: its answer is cached per workspace by text and model, checked against the posting and the
 * taxonomy, and merged into the engine's reading (decision 194). The model is never needed: any
 * failure, timeout or invalid answer leaves the built-in reading, with a warning in the log.
 */
async function readPosting(
  ctx: Pick<ServiceContext, "db" | "queue" | "env" | "log">,
  options: { workspaceId: string; text: string; title: string },
): Promise<PostingReading> {
  const builtIn = await parseText(ctx.queue.engine, options.text, options.title);
  const config = aiWriterConfigFrom(ctx.env);
  if (!config) return { ...builtIn, readBy: BUILT_IN_READER };
  try {
    const key = postingReadingKey(config, options.text);
    const cached = aiPostingReadingSchema.safeParse(
      await findPostingReading(ctx.db, { workspaceId: options.workspaceId, key }),
    );
    let reading = cached.success ? cached.data : undefined;
    if (!reading) {
      reading = await readPostingWithAi(config, options.text);
      await savePostingReading(ctx.db, {
        workspaceId: options.workspaceId,
        key,
        model: config.model,
        reading,
      });
    }
    const checked = await checkAiReading(builtIn.parsed, reading, (quote) =>
      ctx.queue.engine.parseJob(quote),
    );
    if (checked.dropped > 0) {
      ctx.log.info(
        { provider: config.provider, confirmed: checked.confirmed, dropped: checked.dropped },
        "AI posting reader: findings the posting or the taxonomy did not confirm were left out",
      );
    }
    return {
      parsed: checked.job,
      requirements: requirementsFromParsed(checked.job),
      readBy: {
        reader: checked.confirmed > 0 ? "llm" : "built-in",
        model: config.model,
        confirmed: checked.confirmed,
        dropped: checked.dropped,
      },
    };
  } catch (error) {
    ctx.log.warn(
      { err: error, provider: config.provider },
      "AI posting reader failed; using the built-in reader",
    );
    return { ...builtIn, readBy: BUILT_IN_READER };
  }
}

export async function createJobDescription(
  ctx: Pick<ServiceContext, "db" | "queue" | "env" | "log">,
  options: { workspaceId: string; actorUserId: string; input: CreateJobDescription },
): Promise<JobDescription> {
  const { input } = options;
  // A posting pasted through a wrong encoding ("â€¢") is kept as it was meant ("•"): the saved
  // text is the one the engine reads, so every highlighted span points into it.
  const text = repairMojibake(input.text);
  const { parsed, requirements, readBy } = await readPosting(ctx, {
    workspaceId: options.workspaceId,
    text,
    title: input.title,
  });
  const row = await insertJobDescription(ctx.db, {
    workspaceId: options.workspaceId,
    userId: options.actorUserId,
    title: input.title,
    company: input.company,
    location: input.location ?? parsed.location?.value ?? null,
    employmentType: input.employmentType ?? parsed.employmentType?.value ?? null,
    workArrangement: input.workArrangement ?? parsed.workArrangement?.value ?? null,
    text,
    parsed,
    parsedRequirements: requirements,
    readBy,
    overrides: input.overrides ?? null,
    weights: input.weights ?? DEFAULT_WEIGHTS,
  });
  return toJobDescription(row, 0);
}

export async function getJobDescription(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; id: string },
): Promise<JobDescription> {
  const row = await findJobDescription(ctx.db, input);
  if (!row) throw new AppError("NOT_FOUND");
  return toJobDescription(row, await countAnalyses(ctx.db, row.id));
}

/** The ParsedJob (overrides applied) and weights a new batch is scored against. */
export async function getJobForAnalysis(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; id: string },
): Promise<{ row: JobDescriptionRow; job: ParsedJob; weights: ScoreWeights }> {
  const row = await findJobDescription(ctx.db, input);
  if (!row) throw new AppError("NOT_FOUND", "Job description not found");
  const job = jobForScoring(row.parsed, row.overrides);
  if (!job.title) job.title = { value: row.title, span: { start: 0, end: 0, text: row.title } };
  return { row, job, weights: row.weights };
}

export async function updateJobDescription(
  ctx: Pick<ServiceContext, "db" | "queue" | "env" | "log">,
  options: {
    workspaceId: string;
    id: string;
    input: Partial<CreateJobDescription> & { overrides?: Partial<JobRequirements> | null };
  },
): Promise<JobDescription> {
  const current = await findJobDescription(ctx.db, options);
  if (!current) throw new AppError("NOT_FOUND");
  const { input } = options;
  const values: Partial<JobDescriptionRow> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.company !== undefined) values.company = input.company;
  if (input.location !== undefined) values.location = input.location;
  if (input.employmentType !== undefined) values.employmentType = input.employmentType;
  if (input.workArrangement !== undefined) values.workArrangement = input.workArrangement;
  if (input.weights !== undefined) values.weights = input.weights;
  if (input.overrides !== undefined) values.overrides = input.overrides;
  const text = input.text === undefined ? undefined : repairMojibake(input.text);
  if (text !== undefined && text !== current.text) {
    const { parsed, requirements, readBy } = await readPosting(ctx, {
      workspaceId: options.workspaceId,
      text,
      title: input.title ?? current.title,
    });
    values.text = text;
    values.parsed = parsed;
    values.parsedRequirements = requirements;
    values.readBy = readBy;
  }
  const row = await updateJobDescriptionRow(ctx.db, {
    workspaceId: options.workspaceId,
    id: options.id,
    values,
  });
  if (!row) throw new AppError("NOT_FOUND");
  return toJobDescription(row, await countAnalyses(ctx.db, row.id));
}

export async function deleteJobDescription(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; id: string },
): Promise<void> {
  if (!(await deleteJobDescriptionRow(ctx.db, input))) throw new AppError("NOT_FOUND");
}

export async function listJobDescriptions(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; q?: string; page: number; pageSize: number },
): Promise<{ data: JobDescription[]; meta: PageMeta }> {
  const { rows, total } = await listJobDescriptionRows(ctx.db, {
    workspaceId: input.workspaceId,
    q: input.q,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const items = rows.map((row) =>
    toJobDescription(row, row.analysesCount, ignoredFromParsed({ ignored: row.ignored ?? [] })),
  );
  return paged(items, { page: input.page, pageSize: input.pageSize, total });
}

/** Taxonomy autocomplete: names and aliases starting with `q` first, then containing it. */
export function suggestSkills(options: { q: string; limit: number }): SkillSuggestion[] {
  const query = options.q.toLowerCase();
  const scored: Array<{ rank: number; suggestion: SkillSuggestion }> = [];
  for (const skill of getTaxonomy().skills) {
    const name = skill.name.toLowerCase();
    let rank = Number.POSITIVE_INFINITY;
    if (name === query) rank = 0;
    else if (name.startsWith(query)) rank = 1;
    else if (skill.aliases.some((alias) => alias.toLowerCase() === query)) rank = 1.5;
    else if (skill.aliases.some((alias) => alias.toLowerCase().startsWith(query))) rank = 2;
    else if (name.includes(query)) rank = 3;
    if (rank === Number.POSITIVE_INFINITY) continue;
    scored.push({
      rank: rank + name.length / 1000,
      suggestion: { id: skill.id, name: skill.name, category: skill.category, kind: skill.kind },
    });
  }
  return scored
    .sort((a, b) => a.rank - b.rank)
    .slice(0, options.limit)
    .map((entry) => entry.suggestion);
}

/**
 * Writes a JD: with the configured LLM when there is one (falling back to the built-in writer on
 * any failure or timeout), else with the built-in writer.
 */
export async function writeJobDescription(
  ctx: Pick<ServiceContext, "env" | "log">,
  input: GenerateJobDescription,
): Promise<GeneratedJobDescription> {
  const config = aiWriterConfigFrom(ctx.env);
  if (config) {
    try {
      return await writeJobDescriptionWithAi(config, input);
    } catch (error) {
      ctx.log.warn(
        { err: error, provider: config.provider },
        "AI writer failed; using the built-in generator",
      );
    }
  }
  return generateJobDescription(input);
}
