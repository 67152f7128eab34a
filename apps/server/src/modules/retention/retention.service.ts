import {
  type ErasureResult,
  isRetentionAllowed,
  type LegalHold,
  PLAN_FEATURE_MESSAGES,
  PLAN_UPGRADE_REQUIRED,
  RETENTION_CUSTOM_RANGE,
  RETENTION_DEFAULT_DAYS,
  RETENTION_MESSAGES,
  RETENTION_OPTIONS_DAYS,
  type RetentionSettings,
} from "@hirelens/contracts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import { erasePerson, resultsToErase } from "../candidates/candidates.service.ts";
import { deleteExpiredDecisions } from "../decisions/decisions.repository.ts";
import { recordDecision } from "../decisions/decisions.service.ts";
import { getWorkspacePlan } from "../plans/plans.service.ts";
import {
  decrementBatchTotal,
  deleteBatchById,
  deleteCandidateDecisions,
  deleteCandidateRow,
  deleteFileRowsById,
  findRetentionDays,
  listDueBatchIds,
  listDueLibraryFiles,
  listFilesOnlyInBatch,
  listHeldBatches,
  lockCandidate,
  lockDueBatch,
  lockLegalHold,
  lockUnusedFile,
  updateLegalHold,
  upsertRetentionDays,
} from "./retention.repository.ts";

/** The label of the log entries the retention job writes. */
export const RETENTION_ACTOR = "HireLens retention";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Batches (or files) handled per query; the job loops until none is due. */
const CHUNK = 100;

type RetentionContext = Pick<ServiceContext, "db" | "storage">;

export async function getRetentionSettings(
  ctx: Pick<ServiceContext, "db">,
  workspaceId: string,
): Promise<RetentionSettings> {
  const [days, plan, held] = await Promise.all([
    findRetentionDays(ctx.db, workspaceId),
    getWorkspacePlan(ctx, { workspaceId }),
    listHeldBatches(ctx.db, workspaceId),
  ]);
  return {
    retentionDays: days ?? RETENTION_DEFAULT_DAYS,
    isDefault: days === null,
    options: [...RETENTION_OPTIONS_DAYS],
    isCustomAllowed: plan === "enterprise",
    minDays: RETENTION_CUSTOM_RANGE.min,
    maxDays: RETENTION_CUSTOM_RANGE.max,
    heldBatches: held.map((row) => ({
      id: row.id,
      name: row.name,
      legalHoldAt: (row.at ?? new Date(0)).toISOString(),
    })),
  };
}

/**
 * Saves the account's period. Free and Pro choose one of the standard options; Enterprise
 * ("custom retention") any whole number of days in range. Another period on another plan is 403.
 */
export async function setRetentionPeriod(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; retentionDays: number },
): Promise<RetentionSettings> {
  const plan = await getWorkspacePlan(ctx, { workspaceId: input.workspaceId });
  if (!isRetentionAllowed(plan, input.retentionDays)) {
    throw new AppError(PLAN_UPGRADE_REQUIRED, PLAN_FEATURE_MESSAGES.customRetention, {
      status: 403,
      errors: { retentionDays: [RETENTION_MESSAGES.notAnOption] },
    });
  }
  await upsertRetentionDays(ctx.db, input.workspaceId, input.retentionDays);
  return getRetentionSettings(ctx, input.workspaceId);
}

/**
 * Puts a batch on legal hold (the retention job keeps it) or lifts the hold, and logs the change
 * in the same transaction (a request that changes nothing logs nothing). Others' batch: 404.
 */
export async function setLegalHold(
  ctx: Pick<ServiceContext, "db">,
  input: {
    workspaceId: string;
    actorUserId: string;
    actorLabel: string;
    batchId: string;
    isOnHold: boolean;
  },
): Promise<LegalHold> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockLegalHold(tx, input);
    if (current === null) throw new AppError("NOT_FOUND");
    const updated = await updateLegalHold(tx, input);
    if (!updated) throw new AppError("NOT_FOUND");
    if (current !== input.isOnHold) {
      await recordDecision(tx, {
        workspaceId: input.workspaceId,
        userId: input.actorUserId,
        actorId: input.actorUserId,
        actorLabel: input.actorLabel,
        batchId: input.batchId,
        action: "legal_hold_changed",
        detail: { isOnHold: input.isOnHold },
      });
    }
    return updated;
  });
  return {
    batchId: row.id,
    isOnHold: row.legalHold,
    legalHoldAt: row.legalHoldAt ? new Date(row.legalHoldAt).toISOString() : null,
  };
}

/**
 * Erases one candidate at the recruiter's request: the candidate row (with its parsed resume,
 * scores and insights), its stored file, and every decision-log entry about it, then appends one
 * "erased" entry naming only the candidate id, batch id, who and when. One transaction; the stored
 * bytes are deleted inside it, so a failure leaves the candidate to be erased again. Someone
 * else's candidate (or none) is 404; a file still being analysed is 409.
 */
export async function eraseCandidate(
  ctx: RetentionContext,
  input: { workspaceId: string; actorUserId: string; actorLabel: string; candidateId: string },
): Promise<ErasureResult> {
  return ctx.db.transaction(async (tx) => {
    const candidate = await lockCandidate(tx, input.workspaceId, input.candidateId);
    if (!candidate) throw new AppError("NOT_FOUND");
    // The person across batches (decision 184): every result linked to the same candidate is
    // erased with this one, then the candidate row with their stages and stage history.
    const person = await resultsToErase(tx, candidate.id);
    const results = [candidate];
    for (const id of person.resultIds.slice(1)) {
      const other = await lockCandidate(tx, input.workspaceId, id);
      if (other) results.push(other);
    }
    if (results.some((row) => row.status === "queued" || row.status === "parsing")) {
      throw new AppError("CONFLICT", RETENTION_MESSAGES.stillAnalysing);
    }
    let decisionEntriesDeleted = 0;
    const deletedKeys = new Set<string>();
    let entry: Awaited<ReturnType<typeof recordDecision>> | undefined;
    for (const row of results) {
      decisionEntriesDeleted += await deleteCandidateDecisions(tx, input.workspaceId, row.id);
      await deleteCandidateRow(tx, row.id);
      await decrementBatchTotal(tx, row.batchId);
      if (row.file && !deletedKeys.has(row.file.storageKey)) {
        deletedKeys.add(row.file.storageKey);
        await deleteFileRowsById(tx, [row.file.id]);
        await ctx.storage.delete(row.file.storageKey);
      }
      const erased = await recordDecision(tx, {
        workspaceId: input.workspaceId,
        userId: input.actorUserId,
        actorId: input.actorUserId,
        actorLabel: input.actorLabel,
        batchId: row.batchId,
        candidateId: row.id,
        action: "erased",
        detail: { reason: "request" },
      });
      entry ??= erased;
    }
    decisionEntriesDeleted += await erasePerson(tx, person.candidateId);
    if (!entry) throw new AppError("NOT_FOUND");
    return {
      candidateId: candidate.id,
      batchId: candidate.batchId,
      erasedAt: new Date(entry.createdAt).toISOString(),
      isFileDeleted: candidate.file !== null,
      decisionEntriesDeleted,
    };
  });
}

export interface RetentionRunResult {
  batchesDeleted: number;
  filesDeleted: number;
  decisionEntriesDeleted: number;
}

/**
 * The retention job's work (issue 13): deletes exactly what is due at `now`.
 * - Each batch older than its owner's period and not on legal hold: its candidates, the stored
 *   files no other batch uses, and the batch; one "erased" log entry {reason: "retention"} per
 *   batch (no personal data). One transaction per batch, the row locked (a hold put on meanwhile
 *   waits, and the batch is checked again under the lock); bytes deleted inside it.
 * - Each upload of the file library older than the period that no remaining candidate uses.
 * - Decision-log entries older than the log's own period (DECISION_LOG_RETENTION_DAYS).
 * Idempotent: a second run at the same instant deletes nothing.
 */
export async function runRetention(
  ctx: RetentionContext & { logRetentionDays: number },
  now: Date = new Date(),
): Promise<RetentionRunResult> {
  let batchesDeleted = 0;
  let filesDeleted = 0;
  for (;;) {
    const ids = await listDueBatchIds(ctx.db, now, CHUNK);
    let deletedThisRound = 0;
    for (const id of ids) {
      const files = await deleteDueBatch(ctx, id, now);
      if (files === null) continue;
      deletedThisRound += 1;
      filesDeleted += files;
    }
    batchesDeleted += deletedThisRound;
    if (ids.length < CHUNK || deletedThisRound === 0) break;
  }
  for (;;) {
    const due = await listDueLibraryFiles(ctx.db, now, CHUNK);
    let deletedThisRound = 0;
    for (const file of due) {
      if (await deleteUnusedFile(ctx, file.id)) deletedThisRound += 1;
    }
    filesDeleted += deletedThisRound;
    if (due.length < CHUNK || deletedThisRound === 0) break;
  }
  const decisionEntriesDeleted = await deleteExpiredLogEntries(
    ctx.db,
    new Date(now.getTime() - ctx.logRetentionDays * DAY_MS),
  );
  return { batchesDeleted, filesDeleted, decisionEntriesDeleted };
}

/** Deletes one due batch; answers how many stored files went, or null when it was not due any more. */
async function deleteDueBatch(ctx: RetentionContext, batchId: string, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const batch = await lockDueBatch(tx, batchId, now);
    if (!batch) return null;
    const stored = await listFilesOnlyInBatch(tx, batch.id);
    await deleteBatchById(tx, batch.id);
    await deleteFileRowsById(
      tx,
      stored.map((file) => file.id),
    );
    await recordDecision(tx, {
      workspaceId: batch.workspaceId,
      userId: batch.userId ?? batch.workspaceId,
      actorId: null,
      actorLabel: RETENTION_ACTOR,
      batchId: batch.id,
      action: "erased",
      detail: { reason: "retention" },
    });
    for (const file of stored) await ctx.storage.delete(file.storageKey);
    return stored.length;
  });
}

async function deleteUnusedFile(ctx: RetentionContext, fileId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const file = await lockUnusedFile(tx, fileId);
    if (!file) return false;
    await deleteFileRowsById(tx, [file.id]);
    await ctx.storage.delete(file.storageKey);
    return true;
  });
}

/** The decision log's own retention (its repository's function, H-log). */
function deleteExpiredLogEntries(db: Database | DbOrTx, before: Date): Promise<number> {
  return deleteExpiredDecisions(db, before);
}
