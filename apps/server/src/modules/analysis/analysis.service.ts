import { randomUUID } from "node:crypto";
import {
  ANALYSIS_MESSAGES,
  type AnalyzeRequest,
  type BatchDetail,
  type BatchRequirements,
  type BatchSummary,
  type CandidateDetail,
  type CandidateSortKey,
  type CandidateSummary,
  type ExportFormat,
  MAX_BULK_RESUMES,
  type PageMeta,
  type ReviewStatus,
  type ScoreWeights,
  skillInBothListsMessage,
  type UpdateCandidate,
} from "@hirelens/contracts";
import {
  ENGINE_VERSION,
  extractSkills,
  findSkill,
  type ParsedJob,
  type ParsedResume,
} from "@hirelens/engine";
import { analyzeResumeJob } from "../../jobs/analyze-resume.job.ts";
import { AppError } from "../../lib/app-error.ts";
import { stripSpoofingCharacters } from "../../lib/display-text.ts";
import { paged } from "../../lib/http.ts";
import type { ServiceContext } from "../../service-context.ts";
import { syncStageWithReview } from "../candidates/candidates.service.ts";
import { chargeCredits } from "../credits/credits.service.ts";
import {
  actorOf,
  recordBatchAction,
  recordDecision,
  recordExport,
  recordReviewDecisions,
} from "../decisions/decisions.service.ts";
import { findFiles } from "../files/files.repository.ts";
import { deleteFiles } from "../files/files.service.ts";
import { getJobForAnalysis } from "../job-descriptions/job-descriptions.service.ts";
import { jobForScoring, requirementsFromParsed } from "../job-descriptions/job-requirements.ts";
import { type CandidateReport, exportBatch } from "./analysis.export.ts";
import {
  type BatchWithCounts,
  type CandidateRow,
  deleteBatchRow,
  findBatch,
  findCandidate,
  insertBatch,
  insertCandidates,
  listBatches,
  listCandidates,
  listOpenCandidates,
  lockBatch,
  updateBatch,
  updateCandidate,
} from "./analysis.repository.ts";
import { listCandidatesForTable } from "./analysis.table.repository.ts";
import {
  bandLegend,
  bandOf,
  presentedScore,
  rankCandidates,
  shownBandOf,
  summaryColumns,
  toBatchSummary,
  toCandidateDetail,
  toCandidateSummary,
} from "./analysis.views.ts";
import { cleanForStorage } from "./clean-for-storage.ts";

export interface CandidateFilters {
  sort?: CandidateSortKey;
  order?: "asc" | "desc";
  review?: "none" | "shortlisted" | "rejected";
  status?: "queued" | "parsing" | "scored" | "failed";
  minScore?: number;
  q?: string;
  skill?: string;
  anonymised?: boolean;
  /** Only candidates shown in this band (a reviewer's override counts). */
  band?: string;
  /** false = automated ranking off: upload order, no score filters, nothing score-derived. */
  rankingEnabled?: boolean;
}

/**
 * Starts a batch: checks the files and the job, then in ONE transaction takes the user's credit
 * lock, refuses when the balance does not cover one credit per resume, charges, records the batch
 * and its candidates. Either all of it happens or none; then one job per candidate is enqueued.
 */
export async function startAnalysis(
  ctx: Pick<ServiceContext, "db" | "queue" | "realtime">,
  options: { workspaceId: string; actorUserId: string; input: AnalyzeRequest },
): Promise<BatchDetail> {
  const { workspaceId, actorUserId, input } = options;
  const uniqueIds = [...new Set(input.fileIds)];
  const files = await findFiles(ctx.db, { workspaceId, ids: uniqueIds });
  if (files.length !== uniqueIds.length) throw new AppError("NOT_FOUND", "File not found");
  const byId = new Map(files.map((file) => [file.id, file]));
  // Same content twice in one batch is analysed (and charged) once.
  const seen = new Set<string>();
  const ordered = uniqueIds
    .map((id) => byId.get(id))
    .filter((file): file is NonNullable<typeof file> => {
      if (!file || seen.has(file.sha256)) return false;
      seen.add(file.sha256);
      return true;
    });
  const {
    row: jobRow,
    job,
    weights: jobWeights,
  } = await getJobForAnalysis(ctx, { workspaceId, id: input.jobDescriptionId });
  const weights = input.weights ?? jobWeights;
  const batchId = randomUUID();
  const createdAt = new Date();
  // Shown in the history: invisible bidi controls could disguise it there.
  const name =
    (input.name && stripSpoofingCharacters(input.name).trim()) ||
    `${jobRow.title} — ${createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;

  const candidates = await ctx.db.transaction(async (tx) => {
    // The workspace's own balance, shared by every member (decision 197).
    const { charged } = await chargeCredits(tx, {
      workspaceId,
      actorUserId,
      amount: ordered.length,
      batchId,
      reason: `Analysis of ${ordered.length} resume${ordered.length === 1 ? "" : "s"} for "${jobRow.title}"`,
    });
    await insertBatch(tx, {
      id: batchId,
      workspaceId,
      userId: actorUserId,
      jobDescriptionId: jobRow.id,
      name,
      jobTitle: jobRow.title,
      job,
      weights,
      status: "queued",
      totalFiles: ordered.length,
      creditsCharged: charged,
      createdAt,
      rankingEnabled: input.rankingEnabled ?? true,
    });
    // Documents only from the start is a person's choice like any later switch: logged.
    if (input.rankingEnabled === false)
      await recordBatchAction(tx, {
        actor: await actorOf(tx, actorUserId),
        batch: { id: batchId, workspaceId },
        action: "ranking_switched",
        detail: { rankingEnabled: false, atCreation: true },
      });
    return insertCandidates(
      tx,
      ordered.map((file, index) => ({
        id: randomUUID(),
        batchId,
        workspaceId,
        userId: actorUserId,
        fileId: file.id,
        fileName: file.name,
        fileSha256: file.sha256,
        position: index + 1,
      })),
    );
  });
  // Enqueued after the commit: on PGlite pg-boss cannot join our transaction. A crash in between
  // loses nothing: every start re-enqueues the open candidates (requeueOpenCandidates).
  await enqueueCandidates(ctx, candidates);

  const detail = await getBatchDetail(ctx, { workspaceId, id: batchId });
  for (const candidate of detail.candidates) {
    await ctx.realtime.publish(workspaceId, {
      type: "file.queued",
      batchId,
      candidateId: candidate.id,
      fileName: candidate.fileName,
      status: "queued",
    });
  }
  return detail;
}

/** One job per candidate; the job id is the candidate id, so enqueueing twice is a no-op. */
export async function enqueueCandidates(
  ctx: Pick<ServiceContext, "queue">,
  candidates: Array<Pick<CandidateRow, "id" | "batchId" | "position">>,
): Promise<void> {
  if (candidates.length === 0) return;
  await ctx.queue.boss.insert(
    analyzeResumeJob.name,
    candidates.map((candidate) => ({
      id: candidate.id,
      // Round robin between batches: every batch's first file before any batch's second, so one
      // user's 50 slow files never hold another user's resume behind all of them.
      priority: Math.max(0, MAX_BULK_RESUMES - candidate.position),
      data: {
        candidateId: candidate.id,
        batchId: candidate.batchId,
        version: analyzeResumeJob.version,
      },
    })),
  );
  ctx.queue.wake();
}

/** At start: make sure every unfinished candidate has its job (after a crash between commit and enqueue). */
export async function requeueOpenCandidates(
  ctx: Pick<ServiceContext, "db" | "queue">,
): Promise<number> {
  const open = await listOpenCandidates(ctx.db);
  await enqueueCandidates(ctx, open);
  return open.length;
}

/** The workspace's batch, or NOT_FOUND when it is another workspace's or does not exist. */
export async function ownedBatch(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; id: string },
): Promise<BatchWithCounts> {
  const batch = await findBatch(ctx.db, { workspaceId: input.workspaceId, id: input.id });
  if (!batch) throw new AppError("NOT_FOUND");
  return batch;
}

function compareBy(sort: CandidateSortKey | "position", ranks: Map<string, number>) {
  const nullsLast = (a: number | string | null, b: number | string | null) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0;
  return (a: CandidateRow, b: CandidateRow): number => {
    switch (sort) {
      case "score":
        return nullsLast(a.score, b.score);
      case "name":
        return nullsLast(a.name?.toLowerCase() ?? null, b.name?.toLowerCase() ?? null);
      case "lastTitle":
        return nullsLast(a.lastTitle?.toLowerCase() ?? null, b.lastTitle?.toLowerCase() ?? null);
      case "years":
        return nullsLast(a.years, b.years);
      case "fileName":
        return a.fileName.localeCompare(b.fileName);
      case "status":
        return a.status.localeCompare(b.status) || a.position - b.position;
      case "position":
        return a.position - b.position;
      default:
        return (
          nullsLast(ranks.get(a.id) ?? null, ranks.get(b.id) ?? null) || a.position - b.position
        );
    }
  };
}

/** Applies the ranked table's filters and sort; ranks are always those of the whole batch. */
export function selectCandidates(
  rows: CandidateRow[],
  filters: CandidateFilters,
): CandidateSummary[] {
  // Documents only (issue 13): no rank, and no filter or sort that would give the scores' order away.
  const isRanked = filters.rankingEnabled ?? true;
  const ranks = isRanked ? rankCandidates(rows) : new Map<string, number>();
  const isAnonymised = filters.anonymised ?? false;
  const q = filters.q?.toLowerCase();
  // What the recruiter typed, and the skill the score's matcher reads it as ("k8s" -> Kubernetes).
  const skill = filters.skill?.trim().toLowerCase();
  const skillNames = skill ? skillFilterNames(skill) : [];
  const selected = rows.filter(
    (row) =>
      (!filters.review || row.reviewStatus === filters.review) &&
      (!filters.status || row.status === filters.status) &&
      (filters.minScore === undefined || !isRanked || (row.score ?? -1) >= filters.minScore) &&
      (!filters.band || (isRanked && shownBandOf(row)?.id === filters.band)) &&
      (!q || searchableText(row, isAnonymised).some((value) => value.toLowerCase().includes(q))) &&
      (!skill || !isRanked || skillNames.some((name) => row.matchedSkills.includes(name))),
  );
  // In the blind review, name, title and file name are withheld: sorting by them would give their
  // order away, so those columns keep the upload order (the pseudonyms' order).
  const requested = isRanked ? (filters.sort ?? "rank") : "position";
  const sort =
    isAnonymised && (requested === "name" || requested === "lastTitle" || requested === "fileName")
      ? "position"
      : requested;
  const descending = !isRanked
    ? false
    : filters.order
      ? filters.order === "desc"
      : sort === "score" || sort === "years";
  const compare = compareBy(sort, ranks);
  selected.sort((a, b) => {
    const order = compare(a, b);
    // Nulls stay last whatever the direction.
    if ((sort === "score" || sort === "years") && (a[sort] === null || b[sort] === null))
      return order;
    return descending ? -order : order;
  });
  return selected.map((row) =>
    toCandidateSummary(row, ranks.get(row.id) ?? null, isAnonymised, isRanked),
  );
}

/** What the table's search matches: in the blind review only the pseudonym ("Candidate 7"). */
function searchableText(row: CandidateRow, isAnonymised: boolean): string[] {
  if (isAnonymised) return [`Candidate ${row.position}`];
  return [row.name, row.fileName, row.lastTitle].filter((value): value is string => Boolean(value));
}

export async function getBatchDetail(
  ctx: Pick<ServiceContext, "db">,
  options: { workspaceId: string; id: string; filters?: CandidateFilters },
): Promise<BatchDetail> {
  const batch = await ownedBatch(ctx, options);
  // The table's columns only: no document text or parsed resume read for a summary (issue 11).
  const rows = await listCandidatesForTable(ctx.db, batch.id);
  return {
    ...toBatchSummary(batch),
    weights: batch.weights,
    requirementsVersion: batch.requirementsVersion,
    requirements: requirementsOfBatch(batch),
    candidates: selectCandidates(rows, {
      ...options.filters,
      rankingEnabled: batch.rankingEnabled,
    }),
    bands: bandLegend(),
  };
}

/**
 * A batch as a CSV, JSON or PDF file. The PDF report also prints, per scored candidate, the
 * breakdown, the evidence and the summary, built like the drawer's view, so an anonymised report
 * masks the same things.
 */
export async function exportBatchFile(
  ctx: Pick<ServiceContext, "db">,
  options: {
    workspaceId: string;
    actorUserId: string;
    id: string;
    format: ExportFormat;
    isAnonymised: boolean;
  },
): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
  const batch = await getBatchDetail(ctx, {
    workspaceId: options.workspaceId,
    id: options.id,
    filters: { anonymised: options.isAnonymised },
  });
  const reports =
    options.format === "pdf"
      ? await candidateReports(ctx, { batch, isAnonymised: options.isAnonymised })
      : new Map<string, CandidateReport>();
  const file = await exportBatch(batch, options.format, reports);
  await recordExport(ctx.db, {
    workspaceId: options.workspaceId,
    actorUserId: options.actorUserId,
    batchId: batch.id,
    format: options.format,
    isAnonymised: options.isAnonymised,
  });
  return file;
}

async function candidateReports(
  ctx: Pick<ServiceContext, "db">,
  options: { batch: BatchDetail; isAnonymised: boolean },
): Promise<Map<string, CandidateReport>> {
  const { batch } = options;
  const rows = await listCandidates(ctx.db, batch.id);
  const ranks = rankCandidates(rows);
  const reports = new Map<string, CandidateReport>();
  // Documents only: the report prints no breakdown or evidence either.
  if (batch.rankingEnabled === false) return reports;
  for (const row of rows) {
    if (row.status !== "scored") continue;
    const detail = toCandidateDetail({
      row,
      rank: ranks.get(row.id) ?? null,
      jobTitle: batch.jobTitle,
      jobDescriptionId: batch.jobDescriptionId,
      isAnonymised: options.isAnonymised,
    });
    reports.set(row.id, { components: detail.components, insights: detail.insights });
  }
  return reports;
}

export async function listBatchHistory(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; q?: string; status?: string; page: number; pageSize: number },
): Promise<{ data: BatchSummary[]; meta: PageMeta }> {
  const { rows, total } = await listBatches(ctx.db, {
    workspaceId: input.workspaceId,
    q: input.q,
    status: input.status,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return paged(rows.map(toBatchSummary), { ...input, total });
}

export async function getCandidateDetail(
  ctx: Pick<ServiceContext, "db">,
  options: { workspaceId: string; id: string; isAnonymised: boolean },
): Promise<CandidateDetail> {
  const row = await findCandidate(ctx.db, { workspaceId: options.workspaceId, id: options.id });
  if (!row) throw new AppError("NOT_FOUND");
  const batch = await ownedBatch(ctx, { workspaceId: options.workspaceId, id: row.batchId });
  const ranks = rankCandidates(await listCandidates(ctx.db, batch.id));
  const isRanked = batch.rankingEnabled;
  return {
    ...toCandidateDetail({
      row,
      rank: ranks.get(row.id) ?? null,
      jobTitle: batch.jobTitle,
      jobDescriptionId: batch.jobDescriptionId,
      isAnonymised: options.isAnonymised,
      isRanked,
    }),
    requirementsVersion: row.requirementsVersion,
    engineVersion: row.engineVersion,
  };
}

export async function reviewCandidate(
  ctx: Pick<ServiceContext, "db">,
  options: { workspaceId: string; actorUserId: string; id: string; input: UpdateCandidate },
): Promise<CandidateDetail> {
  const values: Partial<CandidateRow> = {};
  if (options.input.reviewStatus !== undefined) values.reviewStatus = options.input.reviewStatus;
  if (options.input.notes !== undefined) values.notes = options.input.notes;
  // The change and its log entries are one transaction: neither exists without the other.
  const updated = await ctx.db.transaction(async (tx) => {
    const { workspaceId } = options;
    const before = await findCandidate(tx, { workspaceId, id: options.id });
    if (!before) return undefined;
    const after = await updateCandidate(tx, { id: options.id, workspaceId, values });
    if (after) {
      const actor = await actorOf(tx, options.actorUserId);
      await recordReviewDecisions(tx, { actor, before, after });
      // The stage per job is the one source of truth (decision 184): a review change moves it,
      // and the stage sets the review status of every result of the person for that job.
      if (after.reviewStatus !== before.reviewStatus)
        await syncStageWithReview(tx, {
          workspaceId: after.workspaceId,
          actor,
          resultId: after.id,
          reviewStatus: after.reviewStatus as ReviewStatus,
        });
    }
    return after;
  });
  if (!updated) throw new AppError("NOT_FOUND");
  return getCandidateDetail(ctx, {
    workspaceId: options.workspaceId,
    id: options.id,
    isAnonymised: false,
  });
}

/** The requirements a batch is scored against now, in the shape the recruiter edits. */
export function requirementsOfBatch(batch: {
  job: ParsedJob;
  jobTitle: string;
}): BatchRequirements {
  return { title: batch.job.title?.value ?? batch.jobTitle, ...requirementsFromParsed(batch.job) };
}

/** The batch's job with the edited requirements in place of its own (skills, years, degree, ...). */
function jobWithRequirements(job: ParsedJob, requirements: BatchRequirements): ParsedJob {
  const { title, ...fields } = requirements;
  const scored = jobForScoring(job, fields);
  if (title !== scored.title?.value) {
    const start = job.text.toLowerCase().indexOf(title.toLowerCase());
    scored.title = {
      value: title,
      span:
        start >= 0
          ? { start, end: start + title.length, text: job.text.slice(start, start + title.length) }
          : { start: 0, end: 0, text: title },
    };
  }
  return scored;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The names a typed skill filter matches: as typed, and the canonical skill the score's matcher
 * reads it as, by name or alias ("k8s", "Postgres") or inside a short phrase ("Python scripting").
 */
function skillFilterNames(typed: string): string[] {
  const mentions = extractSkills(typed);
  // A phrase that names two skills filters by what was typed only, never by either one.
  const read = findSkill(typed)?.name ?? (mentions.length === 1 ? mentions[0]!.name : undefined);
  return [...new Set([typed, ...(read ? [read.toLowerCase()] : [])])];
}

/** The same skill in both lists: which one to keep is the recruiter's call, not ours. */
function assertOneListPerSkill(requirements: BatchRequirements): void {
  const required = new Set(requirements.requiredSkills.map((skill) => skill.toLowerCase()));
  const both = requirements.preferredSkills.find((skill) => required.has(skill.toLowerCase()));
  if (both) {
    const message = skillInBothListsMessage(both);
    throw new AppError("BAD_REQUEST", message, { errors: { preferredSkills: [message] } });
  }
}

/**
 * Scores every scored resume of the batch again from its stored reading, against edited
 * requirements and/or weights: no upload, no charge. A change of either raises the batch's
 * requirements version; each result records the version and ENGINE_VERSION it was scored with,
 * and each re-score is in the decision log (who asked, previous and new score, why), in the same
 * transaction as the result. Refused while files of the batch are still being read (409).
 */
export async function rescoreBatch(
  ctx: Pick<ServiceContext, "db" | "log" | "queue" | "realtime">,
  input: {
    workspaceId: string;
    /** Who asked: the decision log's actor. */
    actor: { id: string; email: string };
    id: string;
    requirements?: BatchRequirements;
    weights?: ScoreWeights;
  },
): Promise<BatchDetail> {
  const batch = await ownedBatch(ctx, input);
  if (batch.queuedFiles > 0) throw new AppError("CONFLICT", ANALYSIS_MESSAGES.stillAnalysing);
  if (input.requirements) assertOneListPerSkill(input.requirements);
  const job = input.requirements ? jobWithRequirements(batch.job, input.requirements) : batch.job;
  const weights = input.weights ?? batch.weights;
  const isNewRequirements =
    input.requirements !== undefined &&
    !sameValue(requirementsOfBatch({ job, jobTitle: batch.jobTitle }), requirementsOfBatch(batch));
  const isNewWeights = !sameValue(weights, batch.weights);

  const rows = (await listCandidates(ctx.db, batch.id)).filter(
    (row) => row.status === "scored" && row.parsedResume && row.documentText !== null,
  );
  const { items } = await ctx.queue.engine.rescore({
    job,
    weights,
    items: rows.map((row) => ({
      id: row.id,
      resume: row.parsedResume as ParsedResume,
      text: row.documentText as string,
    })),
  });
  await ctx.db.transaction(async (tx) => {
    // One re-score at a time per batch: the version is read and raised under the batch's lock,
    // and each re-score writes every result, so concurrent ones end as the later one in full.
    const locked = await lockBatch(tx, batch.id);
    if (!locked) throw new AppError("NOT_FOUND");
    const version =
      isNewRequirements || isNewWeights
        ? locked.requirementsVersion + 1
        : locked.requirementsVersion;
    const reason = isNewRequirements
      ? `requirements v${version}`
      : isNewWeights
        ? "weights"
        : `same requirements v${version}`;
    await updateBatch(tx, {
      id: batch.id,
      values: {
        job,
        weights,
        jobTitle: job.title?.value ?? locked.jobTitle,
        requirementsVersion: version,
      },
    });
    const current = new Map((await listCandidates(tx, batch.id)).map((row) => [row.id, row]));
    for (const item of items) {
      const row = current.get(item.id);
      if (row?.status !== "scored" || !row.parsedResume) continue;
      await updateCandidate(tx, {
        id: item.id,
        values: cleanForStorage({
          score: item.match.score,
          match: item.match,
          insights: item.insights,
          requirementsVersion: version,
          engineVersion: ENGINE_VERSION,
          ...summaryColumns(row.parsedResume, item.match, item.skillNames),
        }),
      });
      const score = presentedScore(item.match.score);
      await recordDecision(tx, {
        workspaceId: locked.workspaceId,
        userId: input.actor.id,
        actorId: input.actor.id,
        actorLabel: input.actor.email,
        batchId: batch.id,
        candidateId: item.id,
        action: "rescored",
        engineVersion: ENGINE_VERSION,
        requirementsVersion: version,
        fileSha256: row.fileSha256,
        detail: {
          previousScore: row.score === null ? null : presentedScore(row.score),
          score,
          band: bandOf(score)?.id ?? null,
          reason,
          requirementsVersion: version,
          engineVersion: ENGINE_VERSION,
        },
      });
      if (item.violations.length > 0)
        ctx.log.error(
          { batchId: batch.id, candidateId: item.id, violations: item.violations },
          "explanation check failed",
        );
    }
  });
  await ctx.realtime.publish(input.workspaceId, { type: "batch.reranked", batchId: batch.id });
  return getBatchDetail(ctx, { workspaceId: input.workspaceId, id: batch.id });
}

/** Scores the batch's parsed resumes again with new weights: no re-upload, no new charge. */
export async function rerankBatch(
  ctx: Pick<ServiceContext, "db" | "log" | "queue" | "realtime">,
  input: {
    workspaceId: string;
    actor: { id: string; email: string };
    id: string;
    weights: ScoreWeights;
  },
): Promise<BatchDetail> {
  return rescoreBatch(ctx, input);
}

/** Deletes a batch, its results and its uploaded files. Queued jobs find nothing and stop. */
export async function deleteBatch(
  ctx: Pick<ServiceContext, "db" | "storage">,
  options: { workspaceId: string; id: string },
): Promise<void> {
  const { workspaceId } = options;
  const batch = await ownedBatch(ctx, options);
  const fileIds = (await listCandidates(ctx.db, batch.id))
    .map((row) => row.fileId)
    .filter((id): id is string => id !== null);
  if (!(await deleteBatchRow(ctx.db, { workspaceId, id: batch.id })))
    throw new AppError("NOT_FOUND");
  await deleteFiles(ctx, { workspaceId, ids: fileIds });
}
