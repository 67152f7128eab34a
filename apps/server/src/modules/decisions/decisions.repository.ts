import type { DecisionAction } from "@hirelens/contracts";
import { and, asc, count, desc, eq, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { analysisBatches, analysisCandidates, decisionLog, users } from "../../db/schema/index.ts";

export type DecisionRow = typeof decisionLog.$inferSelect;

export interface DecisionEntry {
  /** The workspace whose log it is. */
  workspaceId: string;
  /** The user the entry is about: who acted, or who started the batch the engine scored. */
  userId: string;
  /** Null for the engine. */
  actorId: string | null;
  actorLabel: string;
  batchId?: string | null;
  candidateId?: string | null;
  action: DecisionAction;
  engineVersion?: string | null;
  requirementsVersion?: number | null;
  fileSha256?: string | null;
  detail?: Record<string, unknown>;
}

/** An entry with whom it is about, as far as the candidate's row still exists. */
export interface DecisionWithCandidate extends DecisionRow {
  candidate: { name: string | null; fileName: string; position: number } | null;
}

/** Appends one entry; run it in the transaction of the change it records, so neither exists alone. */
export async function insertDecision(db: DbOrTx, entry: DecisionEntry): Promise<DecisionRow> {
  const [row] = await db
    .insert(decisionLog)
    .values({ ...entry, detail: entry.detail ?? {} })
    .returning();
  if (!row) throw new Error("decision log insert returned no row");
  return row;
}

/** The entries of one batch of the workspace, oldest first. */
export async function listBatchDecisions(
  db: DbOrTx,
  workspaceId: string,
  batchId: string,
): Promise<DecisionRow[]> {
  return db
    .select()
    .from(decisionLog)
    .where(and(eq(decisionLog.workspaceId, workspaceId), eq(decisionLog.batchId, batchId)))
    .orderBy(asc(decisionLog.createdAt), asc(decisionLog.id));
}

/** Whose log: one workspace's entries of a batch or of a candidate. */
export interface DecisionScope {
  workspaceId: string;
  batchId?: string;
  candidateId?: string;
}

function scopeWhere(scope: DecisionScope): SQL | undefined {
  return and(
    eq(decisionLog.workspaceId, scope.workspaceId),
    scope.batchId ? eq(decisionLog.batchId, scope.batchId) : undefined,
    scope.candidateId ? eq(decisionLog.candidateId, scope.candidateId) : undefined,
  );
}

/**
 * A page of a scope's entries (newest first), or all of them oldest first when no limit is given
 * (the export), each with the candidate's name, file and position while its row exists.
 */
export async function listDecisions(
  db: DbOrTx,
  scope: DecisionScope,
  page?: { limit: number; offset: number },
): Promise<{ rows: DecisionWithCandidate[]; total: number }> {
  const where = scopeWhere(scope);
  const query = db
    .select({
      entry: decisionLog,
      name: analysisCandidates.name,
      fileName: analysisCandidates.fileName,
      position: analysisCandidates.position,
    })
    .from(decisionLog)
    .leftJoin(analysisCandidates, eq(analysisCandidates.id, decisionLog.candidateId))
    .where(where)
    .orderBy(
      ...(page
        ? [desc(decisionLog.createdAt), desc(decisionLog.id)]
        : [asc(decisionLog.createdAt), asc(decisionLog.id)]),
    );
  const [rows, totals] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ total: count() }).from(decisionLog).where(where),
  ]);
  return {
    rows: rows.map(({ entry, name, fileName, position }) => ({
      ...entry,
      candidate:
        fileName === null || position === null ? null : { name, fileName, position: position },
    })),
    total: Number(totals[0]?.total ?? 0),
  };
}

/** Whether the account has any entry in the scope (a log outlives the batch it describes). */
export async function hasDecisions(db: DbOrTx, scope: DecisionScope): Promise<boolean> {
  const rows = await db
    .select({ id: decisionLog.id })
    .from(decisionLog)
    .where(scopeWhere(scope))
    .limit(1);
  return rows.length > 0;
}

/** The account's e-mail: how the log names the person acting (null when the account is gone). */
export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return rows[0]?.email ?? null;
}

/** The batch's current requirements version (null when the batch is gone). */
export async function findRequirementsVersion(db: DbOrTx, batchId: string): Promise<number | null> {
  const rows = await db
    .select({ version: analysisBatches.requirementsVersion })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, batchId));
  return rows[0]?.version ?? null;
}

/**
 * Whether the batch of the scope (or of the scope's candidate) has automated ranking off; false
 * when it is gone.
 */
export async function isRankingOff(db: DbOrTx, scope: DecisionScope): Promise<boolean> {
  const rows = scope.batchId
    ? await db
        .select({ enabled: analysisBatches.rankingEnabled })
        .from(analysisBatches)
        .where(eq(analysisBatches.id, scope.batchId))
    : scope.candidateId
      ? await db
          .select({ enabled: analysisBatches.rankingEnabled })
          .from(analysisCandidates)
          .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
          .where(eq(analysisCandidates.id, scope.candidateId))
      : [];
  return rows[0]?.enabled === false;
}

/** Whether the batch exists and is the account's. */
export async function isOwnBatch(
  db: DbOrTx,
  workspaceId: string,
  batchId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: analysisBatches.id })
    .from(analysisBatches)
    .where(and(eq(analysisBatches.id, batchId), eq(analysisBatches.workspaceId, workspaceId)));
  return rows.length > 0;
}

/** Whether the candidate exists and is the account's. */
export async function isOwnCandidate(
  db: DbOrTx,
  workspaceId: string,
  candidateId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: analysisCandidates.id })
    .from(analysisCandidates)
    .where(
      and(eq(analysisCandidates.id, candidateId), eq(analysisCandidates.workspaceId, workspaceId)),
    );
  return rows.length > 0;
}

/**
 * Deletes every entry written before `before` (the retention job's cut-off: now minus
 * DECISION_LOG_RETENTION_DAYS) and returns how many went. The only way an entry leaves the log
 * besides erasure and account deletion; nothing in the API calls it.
 */
export async function deleteExpiredDecisions(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(decisionLog)
    .where(lt(decisionLog.createdAt, before))
    .returning({ id: decisionLog.id });
  return rows.length;
}
