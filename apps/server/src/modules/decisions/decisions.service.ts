import {
  candidateDisplayName,
  DECISION_ACTION_LABELS,
  DECISION_CSV_COLUMNS,
  type DecisionAction,
  type DecisionEntry as DecisionEntryView,
  type DecisionExportFormat,
  describeDecision,
  type PageMeta,
} from "@hirelens/contracts";
import { ENGINE_VERSION } from "@hirelens/engine";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { toCsv } from "../../lib/csv.ts";
import { paged } from "../../lib/http.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  type DecisionEntry,
  type DecisionRow,
  type DecisionScope,
  type DecisionWithCandidate,
  findRequirementsVersion,
  findUserEmail,
  hasDecisions,
  insertDecision,
  isOwnBatch,
  isOwnCandidate,
  isRankingOff,
  listDecisions,
} from "./decisions.repository.ts";

/** The label of entries the engine writes (scores). */
export const ENGINE_ACTOR = "HireLens engine";

/** A person acting in the product: their user id and what the log shows (their e-mail). */
export interface Actor {
  id: string;
  label: string;
}

/**
 * Records one score or human action in the decision log (append-only). Pass the transaction of
 * the change it records. Engine entries get the current engine version unless one is given.
 */
export async function recordDecision(db: DbOrTx, entry: DecisionEntry): Promise<DecisionRow> {
  const engineVersion =
    entry.engineVersion ??
    (entry.action === "scored" || entry.action === "rescored" ? ENGINE_VERSION : null);
  return insertDecision(db, { ...entry, engineVersion });
}

/** What a person's action on a candidate is logged with: the result it acts on, as scored. */
export interface CandidateFacts {
  id: string;
  batchId: string;
  workspaceId: string;
  fileSha256: string;
  engineVersion?: string | null;
  requirementsVersion?: number | null;
}

/**
 * Logs a person's action on one candidate (shortlist, reject, note, override…) with the engine and
 * requirements versions of the result they acted on and the file's hash. Same transaction as the change.
 */
export function recordCandidateAction(
  db: DbOrTx,
  options: {
    actor: Actor;
    candidate: CandidateFacts;
    action: DecisionAction;
    detail?: Record<string, unknown>;
  },
): Promise<DecisionRow> {
  const { actor, candidate } = options;
  return recordDecision(db, {
    workspaceId: candidate.workspaceId,
    userId: actor.id,
    actorId: actor.id,
    actorLabel: actor.label,
    batchId: candidate.batchId,
    candidateId: candidate.id,
    action: options.action,
    engineVersion: candidate.engineVersion ?? null,
    requirementsVersion: candidate.requirementsVersion ?? null,
    fileSha256: candidate.fileSha256,
    detail: options.detail ?? {},
  });
}

/** Logs a person's action on a whole batch (export, ranking switch). */
export function recordBatchAction(
  db: DbOrTx,
  options: {
    actor: Actor;
    batch: { id: string; workspaceId: string; requirementsVersion?: number | null };
    action: DecisionAction;
    detail?: Record<string, unknown>;
  },
): Promise<DecisionRow> {
  return recordDecision(db, {
    workspaceId: options.batch.workspaceId,
    userId: options.actor.id,
    actorId: options.actor.id,
    actorLabel: options.actor.label,
    batchId: options.batch.id,
    action: options.action,
    requirementsVersion: options.batch.requirementsVersion ?? null,
    detail: options.detail ?? {},
  });
}

/** The account acting, as the log names it: its e-mail at the time of the action. */
export async function actorOf(db: DbOrTx, userId: string): Promise<Actor> {
  return { id: userId, label: (await findUserEmail(db, userId)) ?? userId };
}

/**
 * Logs what a review change did (PATCH of a candidate): "shortlisted", "rejected" or
 * "review_cleared" when the review status changed, "note_changed" when the notes did. The note's
 * words are not copied into the log (decision 175): it is free text about a person, kept with the
 * candidate and erased with them; the log keeps the fact, who, when and its length.
 */
export async function recordReviewDecisions(
  db: DbOrTx,
  options: {
    actor: Actor;
    before: CandidateFacts & { reviewStatus: string; notes: string };
    after: CandidateFacts & { reviewStatus: string; notes: string };
  },
): Promise<void> {
  const { actor, before, after } = options;
  if (after.reviewStatus !== before.reviewStatus) {
    const action: DecisionAction =
      after.reviewStatus === "shortlisted"
        ? "shortlisted"
        : after.reviewStatus === "rejected"
          ? "rejected"
          : "review_cleared";
    await recordCandidateAction(db, {
      actor,
      candidate: after,
      action,
      detail: { previous: before.reviewStatus, reviewStatus: after.reviewStatus },
    });
  }
  if (after.notes !== before.notes) {
    await recordCandidateAction(db, {
      actor,
      candidate: after,
      action: "note_changed",
      detail: { length: after.notes.length, previousLength: before.notes.length },
    });
  }
}

/** Logs an export of a batch's results (format, and whether it was the anonymised one). */
export async function recordExport(
  db: DbOrTx,
  options: {
    workspaceId: string;
    actorUserId: string;
    batchId: string;
    format: string;
    isAnonymised: boolean;
  },
): Promise<void> {
  await recordBatchAction(db, {
    actor: await actorOf(db, options.actorUserId),
    batch: {
      id: options.batchId,
      workspaceId: options.workspaceId,
      requirementsVersion: await findRequirementsVersion(db, options.batchId),
    },
    action: "exported",
    detail: { what: "results", format: options.format, anonymised: options.isAnonymised },
  });
}

/**
 * The cut-off of the retention job: entries created before it are due for deletion
 * (`deleteExpiredDecisions(db, decisionRetentionCutoff(env))`).
 */
export function decisionRetentionCutoff(
  env: Pick<ServiceContext["env"], "DECISION_LOG_RETENTION_DAYS">,
  now: Date = new Date(),
): Date {
  return new Date(now.getTime() - env.DECISION_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Only the workspace's own log: a batch or candidate that is someone else's or does not exist is
 * NOT_FOUND. A log outlives what it describes, so a deleted batch's entries stay readable.
 */
async function assertOwnScope(db: DbOrTx, scope: DecisionScope): Promise<void> {
  const owns = scope.candidateId
    ? await isOwnCandidate(db, scope.workspaceId, scope.candidateId)
    : scope.batchId
      ? await isOwnBatch(db, scope.workspaceId, scope.batchId)
      : false;
  if (!owns && !(await hasDecisions(db, scope))) throw new AppError("NOT_FOUND");
}

export function toDecisionView(row: DecisionWithCandidate): DecisionEntryView {
  const candidate = row.candidate;
  return {
    id: row.id,
    action: row.action,
    actorLabel: row.actorLabel,
    isEngine: row.actorId === null,
    batchId: row.batchId,
    candidateId: row.candidateId,
    // The pseudonym is the upload position; the name only while the candidate's row exists.
    candidateLabel: candidate
      ? candidateDisplayName(
          {
            name: candidate.name,
            fileName: candidate.fileName,
            alias: `Candidate ${candidate.position}`,
          },
          false,
        )
      : row.candidateId
        ? "Candidate (deleted)"
        : null,
    engineVersion: row.engineVersion,
    requirementsVersion: row.requirementsVersion,
    fileSha256: row.fileSha256,
    result: describeDecision(row.action, row.detail),
    detail: row.detail,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Entries whose result is a score or a band: the panel hides them while ranking is off. */
const SCORE_ACTIONS = new Set<DecisionAction>(["scored", "rescored", "band_overridden"]);

/**
 * With automated ranking off ("documents only") the panel must not show what the table hides: a
 * score entry keeps its who, when and versions, without the score or band. The export stays the
 * complete record (decision 175).
 */
function withoutScore(entry: DecisionEntryView): DecisionEntryView {
  if (!SCORE_ACTIONS.has(entry.action)) return entry;
  return {
    ...entry,
    result: `${DECISION_ACTION_LABELS[entry.action]} (hidden while automated ranking is off)`,
    detail: {},
  };
}

/** A page of the log of a batch or of a candidate, newest first. */
export async function listDecisionLog(
  ctx: Pick<ServiceContext, "db">,
  input: DecisionScope & { page: number; pageSize: number },
): Promise<{ data: DecisionEntryView[]; meta: PageMeta }> {
  const { page, pageSize, ...scope } = input;
  await assertOwnScope(ctx.db, scope);
  const { rows, total } = await listDecisions(ctx.db, scope, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const entries = rows.map(toDecisionView);
  const shown = (await isRankingOff(ctx.db, scope)) ? entries.map(withoutScore) : entries;
  return paged(shown, { page, pageSize, total });
}

export function decisionsToCsv(entries: DecisionEntryView[]): string {
  return toCsv(
    DECISION_CSV_COLUMNS,
    entries.map((entry) => [
      entry.createdAt,
      entry.actorLabel,
      entry.action,
      entry.candidateLabel,
      entry.result,
      entry.engineVersion,
      entry.requirementsVersion,
      entry.fileSha256,
      entry.batchId,
      entry.candidateId,
      entry.id,
    ]),
  );
}

/**
 * The whole log of a batch or candidate as a CSV or JSON file, oldest first. The export itself is
 * a person's action on the data and is logged (after the file is built, so it is not in it).
 */
export async function exportDecisionLog(
  ctx: Pick<ServiceContext, "db">,
  input: DecisionScope & { format: DecisionExportFormat; actor: Actor },
): Promise<{ body: string; contentType: string; fileName: string }> {
  const { format, actor, ...scope } = input;
  await assertOwnScope(ctx.db, scope);
  const { rows } = await listDecisions(ctx.db, scope);
  const entries = rows.map(toDecisionView);
  const id = (scope.candidateId ?? scope.batchId ?? "log").slice(0, 8);
  const fileName = `hirelens-decision-log-${scope.candidateId ? "candidate" : "batch"}-${id}.${format}`;
  const body =
    format === "csv" ? decisionsToCsv(entries) : JSON.stringify({ data: entries }, null, 2);
  await recordDecision(ctx.db, {
    workspaceId: scope.workspaceId,
    userId: actor.id,
    actorId: actor.id,
    actorLabel: actor.label,
    batchId: scope.batchId ?? rows[0]?.batchId ?? null,
    candidateId: scope.candidateId ?? null,
    action: "exported",
    detail: { what: "decision-log", format, entries: entries.length },
  });
  return {
    body,
    contentType: format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    fileName,
  };
}
