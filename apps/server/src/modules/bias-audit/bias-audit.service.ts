import { randomBytes } from "node:crypto";
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_MAX_BYTES,
  AUDIT_MAX_AGE_DAYS,
  type AuditBatch,
  type AuditImportResult,
  type AuditResult,
  type AuditRun,
  type AuditRunSummary,
  type AuditStatus,
  type CandidateNoticeView,
  type CreateAuditRun,
  type NoticeQuery,
  type PublicAuditSummary,
  RETENTION_DEFAULT_DAYS,
} from "@hirelens/contracts";
import { auditScores } from "@hirelens/engine/fairness/bias-audit";
import { candidateNotice } from "@hirelens/engine/fairness/candidate-notice";
import { ENGINE_VERSION } from "@hirelens/engine/version";
import type { AuditRunRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { toCsv } from "../../lib/csv.ts";
import type { ServiceContext } from "../../service-context.ts";
import { getJobForAnalysis } from "../job-descriptions/job-descriptions.service.ts";
import {
  type AuditRunRowRecord,
  findCompanyName,
  findOwnedBatches,
  findOwnedCandidateIds,
  findPublishedRun,
  findRetentionDays,
  findRun,
  insertRun,
  listAuditBatches,
  listRuns,
  listScoredWithCategories,
  listTemplateRows,
  setPublished,
  upsertCategories,
} from "./bias-audit.repository.ts";
import { decodeCsv, readCategoryCsv } from "./category-csv.ts";

type Ctx = Pick<ServiceContext, "db">;

/** At most this many line errors are listed; the message says how many there were. */
const MAX_LISTED_ERRORS = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const HOW_SCORING_WORKS_PATH = "/how-scoring-works";
export const auditSummaryPath = (publicId: string) => `/audit-summary/${publicId}`;

export async function getAuditBatches(ctx: Ctx, workspaceId: string): Promise<AuditBatch[]> {
  const rows = await listAuditBatches(ctx.db, workspaceId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The CSV to fill in: one row per candidate of the chosen batches, with what was imported before. */
export async function categoryTemplate(
  ctx: Ctx,
  workspaceId: string,
  batchIds: string[],
): Promise<string> {
  const unique = [...new Set(batchIds)];
  const owned = await findOwnedBatches(ctx.db, workspaceId, unique);
  if (owned.length !== unique.length) throw new AppError("NOT_FOUND", "Analysis not found");
  const rows = await listTemplateRows(ctx.db, workspaceId, unique);
  return toCsv(
    AUDIT_CSV_COLUMNS,
    rows.map((row) => [
      row.candidateId,
      row.batchName,
      row.fileName,
      row.sex ?? "",
      row.raceEthnicity ?? "",
    ]),
  );
}

/**
 * Imports a category CSV atomically: every line is checked (category, candidate of this account,
 * no candidate twice) and either every row is written in one transaction or none, with the
 * errors keyed "line N".
 */
export async function importCategories(
  ctx: Ctx,
  workspaceId: string,
  bytes: Uint8Array,
  actorUserId: string,
): Promise<AuditImportResult> {
  if (bytes.byteLength > AUDIT_CSV_MAX_BYTES)
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `The file is larger than ${AUDIT_CSV_MAX_BYTES / 1024 / 1024} MB: split it and import the parts one after the other.`,
    );
  if (bytes.byteLength === 0) throw new AppError("VALIDATION", "The file is empty.");
  const { text, encoding } = decodeCsv(bytes);
  const { rows, errors } = readCategoryCsv(text);
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const key = row.candidateId.toLowerCase();
    const first = firstLine.get(key);
    if (first !== undefined)
      errors.push({
        line: row.line,
        message: `Candidate ${row.candidateId} appears again (first on line ${first}).`,
      });
    else firstLine.set(key, row.line);
  }
  const ids = [...firstLine.keys()].filter((id) => UUID.test(id));
  const owned = await findOwnedCandidateIds(ctx.db, workspaceId, ids);
  for (const row of rows) {
    if (!owned.has(row.candidateId.toLowerCase()))
      errors.push({
        line: row.line,
        message: `Unknown candidate "${row.candidateId}": use the candidate_id of the template.`,
      });
  }
  if (!errors.length && !rows.length)
    errors.push({ line: 2, message: "The file has a header but no rows." });
  if (errors.length) {
    errors.sort((a, b) => a.line - b.line);
    const byLine: Record<string, string[]> = {};
    for (const error of errors.slice(0, MAX_LISTED_ERRORS)) {
      const key = `line ${error.line}`;
      byLine[key] ??= [];
      byLine[key].push(error.message);
    }
    const lines = new Set(errors.map((error) => error.line)).size;
    throw new AppError(
      "VALIDATION",
      `${lines} line${lines === 1 ? " has" : "s have"} errors; nothing was imported. Correct ${lines === 1 ? "it" : "them"} and import the file again.`,
      { errors: byLine },
    );
  }
  await ctx.db.transaction(async (tx) => {
    await upsertCategories(
      tx,
      workspaceId,
      rows.map((row) => ({ ...row, candidateId: row.candidateId.toLowerCase() })),
      actorUserId,
    );
  });
  return {
    rows: rows.length,
    withSex: rows.filter((row) => row.sex).length,
    withRaceEthnicity: rows.filter((row) => row.raceEthnicity).length,
    encoding,
  };
}

function toSummary(row: AuditRunRowRecord): AuditRunSummary {
  return {
    id: row.id,
    scope: row.scope,
    title: row.title,
    dataSource: row.dataSource,
    engineVersion: row.engineVersion,
    applicants: row.applicants,
    createdAt: row.createdAt.toISOString(),
    isPublished: row.isPublished,
    publicPath: row.isPublished ? auditSummaryPath(row.publicId) : null,
  };
}

function toRun(row: AuditRunRowRecord): AuditRun {
  return {
    ...toSummary(row),
    dateFrom: row.dateFrom ? row.dateFrom.toISOString().slice(0, 10) : null,
    dateTo: row.dateTo ? dayBefore(row.dateTo) : null,
    jobs: row.jobs,
    report: row.report,
  };
}

const dayBefore = (date: Date) => new Date(date.getTime() - 86_400_000).toISOString().slice(0, 10);

/** The result to headline: the one job of a batch audit (with its median), else the overall one. */
export function headlineResult(row: Pick<AuditRunRowRecord, "scope" | "report">): AuditResult {
  return row.scope === "batch" && row.report.jobs[0] ? row.report.jobs[0] : row.report.overall;
}

/** Runs the LL144 audit on the scores and the imported categories, and stores it with its date. */
export async function createAuditRun(
  ctx: Ctx & { now?: () => Date },
  workspaceId: string,
  input: CreateAuditRun,
  actorUserId: string,
): Promise<AuditRun> {
  let title: string;
  let where: { batchIds: string[] } | { from: Date; to: Date };
  let dateFrom: Date | null = null;
  let dateTo: Date | null = null;
  if (input.scope === "batch") {
    const [batch] = await findOwnedBatches(
      ctx.db,
      workspaceId,
      input.batchId ? [input.batchId] : [],
    );
    if (!batch) throw new AppError("NOT_FOUND", "Analysis not found");
    title = batch.name.includes(batch.jobTitle) ? batch.name : `${batch.jobTitle} (${batch.name})`;
    where = { batchIds: [batch.id] };
  } else {
    dateFrom = new Date(`${input.dateFrom}T00:00:00.000Z`);
    dateTo = new Date(new Date(`${input.dateTo}T00:00:00.000Z`).getTime() + 86_400_000);
    title = `All jobs, ${input.dateFrom} to ${input.dateTo}`;
    where = { from: dateFrom, to: dateTo };
  }
  const scored = await listScoredWithCategories(ctx.db, workspaceId, where);
  if (!scored.length)
    throw new AppError(
      "VALIDATION",
      input.scope === "batch"
        ? "This analysis has no scored candidates to audit."
        : "No analysis in these dates has scored candidates to audit.",
    );
  const report = auditScores(
    scored.map((c) => ({
      candidateId: c.candidateId,
      jobId: c.batchId,
      score: c.score ?? 0,
      ...(c.sex ? { sex: c.sex } : {}),
      ...(c.raceEthnicity ? { raceEthnicity: c.raceEthnicity } : {}),
    })),
  );
  const jobs = new Map<
    string,
    { batchId: string; name: string; jobTitle: string; applicants: number }
  >();
  for (const c of scored) {
    const job = jobs.get(c.batchId) ?? {
      batchId: c.batchId,
      name: c.batchName,
      jobTitle: c.jobTitle,
      applicants: 0,
    };
    job.applicants++;
    jobs.set(c.batchId, job);
  }
  const rows: AuditRunRow[] = scored.map((c, index) => ({
    row: index + 1,
    batchId: c.batchId,
    score: c.score ?? 0,
    sex: c.sex ?? null,
    raceEthnicity: c.raceEthnicity ?? null,
  }));
  const run = await insertRun(ctx.db, {
    workspaceId,
    userId: actorUserId,
    scope: input.scope,
    title,
    dateFrom,
    dateTo,
    dataSource: input.dataSource,
    engineVersion: ENGINE_VERSION,
    applicants: scored.length,
    medianScore: input.scope === "batch" ? (report.jobs[0]?.medianScore ?? null) : null,
    jobs: [...jobs.values()],
    report,
    rows,
    publicId: randomBytes(16).toString("base64url"),
    ...(ctx.now ? { createdAt: ctx.now() } : {}),
  });
  return toRun(run);
}

export async function getAuditRuns(ctx: Ctx, workspaceId: string): Promise<AuditRunSummary[]> {
  return (await listRuns(ctx.db, workspaceId)).map(toSummary);
}

async function ownedRun(ctx: Ctx, workspaceId: string, id: string): Promise<AuditRunRowRecord> {
  const row = await findRun(ctx.db, workspaceId, id);
  if (!row) throw new AppError("NOT_FOUND", "Audit not found");
  return row;
}

export async function getAuditRun(ctx: Ctx, workspaceId: string, id: string): Promise<AuditRun> {
  return toRun(await ownedRun(ctx, workspaceId, id));
}

/** The run with its anonymous rows, for the auditor's package. */
export async function getAuditRunForExport(ctx: Ctx, workspaceId: string, id: string) {
  const row = await ownedRun(ctx, workspaceId, id);
  return { run: toRun(row), rows: row.rows };
}

export async function publishAuditRun(
  ctx: Ctx,
  workspaceId: string,
  id: string,
  isPublished: boolean,
): Promise<AuditRunSummary> {
  const row = await setPublished(ctx.db, workspaceId, id, isPublished);
  if (!row) throw new AppError("NOT_FOUND", "Audit not found");
  return toSummary(row);
}

/** A new audit is due when there is none, the last is older than 12 months, or the engine changed since. */
export async function getAuditStatus(
  ctx: Ctx & { now?: () => Date },
  workspaceId: string,
): Promise<AuditStatus> {
  const [last] = await listRuns(ctx.db, workspaceId);
  const now = ctx.now?.() ?? new Date();
  const reasons: AuditStatus["reasons"] = [];
  if (!last) reasons.push("none");
  else {
    if (now.getTime() - last.createdAt.getTime() > AUDIT_MAX_AGE_DAYS * 86_400_000)
      reasons.push("older-than-12-months");
    if (last.engineVersion !== ENGINE_VERSION) reasons.push("engine-version-changed");
  }
  return {
    engineVersion: ENGINE_VERSION,
    lastAuditAt: last ? last.createdAt.toISOString() : null,
    lastAuditEngineVersion: last?.engineVersion ?? null,
    reasons,
  };
}

/** The public summary: date, data source, counts and ratios; nothing about any one candidate. */
export async function getPublicSummary(ctx: Ctx, publicId: string): Promise<PublicAuditSummary> {
  const found = await findPublishedRun(ctx.db, publicId);
  if (!found) throw new AppError("NOT_FOUND", "This audit summary is not published.");
  const { run } = found;
  return {
    title: run.scope === "batch" ? (run.jobs[0]?.jobTitle ?? run.title) : run.title,
    employer: found.companyName?.trim() || null,
    auditDate: run.createdAt.toISOString(),
    dataSource: run.dataSource,
    engineVersion: run.engineVersion,
    dateFrom: run.dateFrom ? run.dateFrom.toISOString().slice(0, 10) : null,
    dateTo: run.dateTo ? dayBefore(run.dateTo) : null,
    jobTitles: [...new Set(run.jobs.map((job) => job.jobTitle))],
    // The result without its internal job id: the page names jobs by title only.
    overall: { ...headlineResult(run), jobId: null },
  };
}

/** The candidate notice of a job description or a batch, with the account's retention period. */
export async function getCandidateNotice(
  ctx: Ctx & { env: { APP_URL: string } },
  workspaceId: string,
  query: Omit<NoticeQuery, "format">,
): Promise<CandidateNoticeView> {
  let job: Parameters<typeof candidateNotice>[0];
  let weights: Parameters<typeof candidateNotice>[1]["weights"];
  if (query.jobDescriptionId) {
    const found = await getJobForAnalysis(ctx, { workspaceId, id: query.jobDescriptionId });
    job = found.job;
    weights = found.weights;
  } else {
    const [batch] = await findOwnedBatches(
      ctx.db,
      workspaceId,
      query.batchId ? [query.batchId] : [],
    );
    if (!batch) throw new AppError("NOT_FOUND", "Analysis not found");
    job = batch.job.title
      ? batch.job
      : { ...batch.job, title: { value: batch.jobTitle, span: { start: 0, end: 0, text: "" } } };
    weights = batch.weights;
  }
  const retentionDays = (await findRetentionDays(ctx.db, workspaceId)) ?? RETENTION_DEFAULT_DAYS;
  const howItWorksUrl = `${ctx.env.APP_URL}${HOW_SCORING_WORKS_PATH}`;
  const notice = candidateNotice(job, {
    employer: query.employer,
    contact: query.contact,
    retentionDays,
    howItWorksUrl,
    weights,
  });
  return { ...notice, howItWorksUrl, retentionDays };
}

export async function defaultEmployer(ctx: Ctx, userId: string): Promise<string | null> {
  return findCompanyName(ctx.db, userId);
}
