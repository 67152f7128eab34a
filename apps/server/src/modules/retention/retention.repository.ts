import { RETENTION_DEFAULT_DAYS } from "@hirelens/contracts";
import { and, desc, eq, inArray, isNotNull, ne, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  analysisBatches,
  analysisCandidates,
  decisionLog,
  files,
  retentionSettings,
} from "../../db/schema/index.ts";

export async function findRetentionDays(db: DbOrTx, workspaceId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: retentionSettings.retentionDays })
    .from(retentionSettings)
    .where(eq(retentionSettings.workspaceId, workspaceId));
  return row?.days ?? null;
}

export async function upsertRetentionDays(
  db: DbOrTx,
  workspaceId: string,
  days: number,
): Promise<void> {
  await db
    .insert(retentionSettings)
    .values({ workspaceId, retentionDays: days })
    .onConflictDoUpdate({
      target: retentionSettings.workspaceId,
      set: { retentionDays: days, updatedAt: sql`now()` },
    });
}

/** The account's batches on legal hold, newest hold first. */
export async function listHeldBatches(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: analysisBatches.id, name: analysisBatches.name, at: analysisBatches.legalHoldAt })
    .from(analysisBatches)
    .where(and(eq(analysisBatches.workspaceId, workspaceId), eq(analysisBatches.legalHold, true)))
    .orderBy(desc(analysisBatches.legalHoldAt));
}

/** Puts the hold on or lifts it; null when the batch is not the user's. */
/** Whether the account's batch is on legal hold, locked for the change; null when it is not theirs. */
export async function lockLegalHold(
  db: DbOrTx,
  input: { workspaceId: string; batchId: string },
): Promise<boolean | null> {
  const [row] = await db
    .select({ legalHold: analysisBatches.legalHold })
    .from(analysisBatches)
    .where(
      and(
        eq(analysisBatches.id, input.batchId),
        eq(analysisBatches.workspaceId, input.workspaceId),
      ),
    )
    .for("update");
  return row ? row.legalHold : null;
}

export async function updateLegalHold(
  db: DbOrTx,
  input: { workspaceId: string; actorUserId: string; batchId: string; isOnHold: boolean },
) {
  const [row] = await db
    .update(analysisBatches)
    .set(
      input.isOnHold
        ? { legalHold: true, legalHoldBy: input.actorUserId, legalHoldAt: sql`now()` }
        : { legalHold: false, legalHoldBy: null, legalHoldAt: null },
    )
    .where(
      and(
        eq(analysisBatches.id, input.batchId),
        eq(analysisBatches.workspaceId, input.workspaceId),
      ),
    )
    .returning({
      id: analysisBatches.id,
      legalHold: analysisBatches.legalHold,
      legalHoldAt: analysisBatches.legalHoldAt,
    });
  return row ?? null;
}

/** `created_at` is older than the owner's period (the default when they chose none). */
const olderThanPeriod = (createdAt: typeof analysisBatches.createdAt, now: Date) =>
  sql`${createdAt} < ${now.toISOString()}::timestamptz - make_interval(days => coalesce((select ${retentionSettings.retentionDays} from ${retentionSettings} where ${retentionSettings.workspaceId} = ${analysisBatches.workspaceId}), ${RETENTION_DEFAULT_DAYS}))`;

/** Batches past their owner's retention period and not on legal hold, oldest first. */
export async function listDueBatchIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: analysisBatches.id })
    .from(analysisBatches)
    .where(
      and(eq(analysisBatches.legalHold, false), olderThanPeriod(analysisBatches.createdAt, now)),
    )
    .orderBy(analysisBatches.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Locks one batch for deletion; null when it is gone, on hold, or no longer due. */
export async function lockDueBatch(db: DbOrTx, batchId: string, now: Date) {
  const [row] = await db
    .select({
      id: analysisBatches.id,
      workspaceId: analysisBatches.workspaceId,
      userId: analysisBatches.userId,
    })
    .from(analysisBatches)
    .where(
      and(
        eq(analysisBatches.id, batchId),
        eq(analysisBatches.legalHold, false),
        olderThanPeriod(analysisBatches.createdAt, now),
      ),
    )
    .for("update");
  return row ?? null;
}

/**
 * The stored files of a batch's candidates that no candidate of another batch uses (those stay
 * with the batch that is kept).
 */
export async function listFilesOnlyInBatch(db: DbOrTx, batchId: string) {
  const other = db
    .select({ one: sql`1` })
    .from(analysisCandidates)
    .where(and(eq(analysisCandidates.fileId, files.id), ne(analysisCandidates.batchId, batchId)));
  return db
    .selectDistinct({ id: files.id, storageKey: files.storageKey })
    .from(analysisCandidates)
    .innerJoin(files, eq(files.id, analysisCandidates.fileId))
    .where(and(eq(analysisCandidates.batchId, batchId), notExists(other)));
}

/** Deletes the batch; its candidates go with it (ON DELETE CASCADE). */
export async function deleteBatchById(db: DbOrTx, batchId: string): Promise<void> {
  await db.delete(analysisBatches).where(eq(analysisBatches.id, batchId));
}

export async function deleteFileRowsById(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.delete(files).where(inArray(files.id, ids)).returning({ id: files.id });
  return rows.length;
}

/**
 * Uploads of the file library past their owner's period that no remaining candidate uses, oldest
 * first (a file a kept batch uses stays with it).
 */
export async function listDueLibraryFiles(db: DbOrTx, now: Date, limit: number) {
  const used = db
    .select({ one: sql`1` })
    .from(analysisCandidates)
    .where(eq(analysisCandidates.fileId, files.id));
  return db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(
      and(
        sql`${files.createdAt} < ${now.toISOString()}::timestamptz - make_interval(days => coalesce((select ${retentionSettings.retentionDays} from ${retentionSettings} where ${retentionSettings.workspaceId} = ${files.workspaceId}), ${RETENTION_DEFAULT_DAYS}))`,
        notExists(used),
      ),
    )
    .orderBy(files.createdAt)
    .limit(limit);
}

/** Locks one library file for deletion; null when it is gone or a candidate now uses it. */
export async function lockUnusedFile(db: DbOrTx, fileId: string) {
  const used = db
    .select({ one: sql`1` })
    .from(analysisCandidates)
    .where(eq(analysisCandidates.fileId, files.id));
  const [row] = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.id, fileId), notExists(used)))
    .for("update");
  return row ?? null;
}

/** One candidate of the user, locked for erasure, with its stored file (if any). */
export async function lockCandidate(db: DbOrTx, workspaceId: string, candidateId: string) {
  const [row] = await db
    .select({
      id: analysisCandidates.id,
      batchId: analysisCandidates.batchId,
      status: analysisCandidates.status,
      fileId: analysisCandidates.fileId,
    })
    .from(analysisCandidates)
    .where(
      and(eq(analysisCandidates.id, candidateId), eq(analysisCandidates.workspaceId, workspaceId)),
    )
    .for("update");
  if (!row) return null;
  const [file] = row.fileId
    ? await db
        .select({ id: files.id, storageKey: files.storageKey })
        .from(files)
        .where(and(eq(files.id, row.fileId), eq(files.workspaceId, workspaceId)))
    : [];
  return { ...row, file: file ?? null };
}

/** Deletes the candidate row (its parsed resume, match and insights are columns of it). */
export async function deleteCandidateRow(db: DbOrTx, candidateId: string): Promise<void> {
  await db.delete(analysisCandidates).where(eq(analysisCandidates.id, candidateId));
}

/** One file fewer in the batch's totals. */
export async function decrementBatchTotal(db: DbOrTx, batchId: string): Promise<void> {
  await db
    .update(analysisBatches)
    .set({ totalFiles: sql`greatest(${analysisBatches.totalFiles} - 1, 0)` })
    .where(eq(analysisBatches.id, batchId));
}

/** Deletes the log entries about one candidate (DELETE is allowed; the trigger refuses UPDATE). */
export async function deleteCandidateDecisions(
  db: DbOrTx,
  workspaceId: string,
  candidateId: string,
): Promise<number> {
  const rows = await db
    .delete(decisionLog)
    .where(
      and(
        eq(decisionLog.workspaceId, workspaceId),
        isNotNull(decisionLog.candidateId),
        eq(decisionLog.candidateId, candidateId),
      ),
    )
    .returning({ id: decisionLog.id });
  return rows.length;
}
