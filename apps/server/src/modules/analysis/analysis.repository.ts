import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  lt,
  or,
  sql,
} from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import {
  analysisBatches,
  analysisCandidates,
  creditTransactions,
  files,
} from "../../db/schema/index.ts";

export type BatchRow = typeof analysisBatches.$inferSelect;
export type CandidateRow = typeof analysisCandidates.$inferSelect;

/**
 * A batch row without its parsed job and weights (JSON of several kilobytes): what the per-file
 * paths need. Each finished file locks its batch and each open results stream reads it, so on
 * PGlite's single connection the parsed job was read and decoded about a hundred times a batch.
 */
export type BatchHead = Omit<BatchRow, "job" | "weights">;

const { job: _job, weights: _weights, ...batchHeadColumns } = getTableColumns(analysisBatches);

/** Batch columns plus the live counts of its candidates and refunds. */
export interface BatchWithCounts extends BatchRow {
  queuedFiles: number;
  scoredFiles: number;
  failedFiles: number;
  averageScore: number | null;
  topScore: number | null;
  creditsRefunded: number;
}

// Qualified by hand: inside a select list Drizzle renders a column without its table, which the
// correlated subqueries below would read as their own table's column.
const batchIdRef = sql.raw(`"analysis_batches"."id"`);

const countsSelection = {
  queuedFiles: sql<number>`(select count(*)::int from ${analysisCandidates} c where c.batch_id = ${batchIdRef} and c.status in ('queued', 'parsing'))`,
  scoredFiles: sql<number>`(select count(*)::int from ${analysisCandidates} c where c.batch_id = ${batchIdRef} and c.status = 'scored')`,
  failedFiles: sql<number>`(select count(*)::int from ${analysisCandidates} c where c.batch_id = ${batchIdRef} and c.status = 'failed')`,
  averageScore: sql<
    number | null
  >`(select round(avg(c.score)::numeric, 1)::float8 from ${analysisCandidates} c where c.batch_id = ${batchIdRef} and c.status = 'scored')`,
  topScore: sql<
    number | null
  >`(select max(c.score)::float8 from ${analysisCandidates} c where c.batch_id = ${batchIdRef} and c.status = 'scored')`,
  creditsRefunded: sql<number>`(select coalesce(sum(t.amount), 0)::int from ${creditTransactions} t where t.batch_id = ${batchIdRef} and t.kind = 'refund')`,
};

type Counts = Omit<BatchWithCounts, keyof BatchRow>;

function withCounts<TBatch extends BatchHead>(row: { batch: TBatch } & Counts): TBatch & Counts {
  const { batch, ...counts } = row;
  return {
    ...batch,
    queuedFiles: Number(counts.queuedFiles),
    scoredFiles: Number(counts.scoredFiles),
    failedFiles: Number(counts.failedFiles),
    averageScore: counts.averageScore === null ? null : Number(counts.averageScore),
    topScore: counts.topScore === null ? null : Math.round(Number(counts.topScore) * 10) / 10,
    creditsRefunded: Number(counts.creditsRefunded),
  };
}

export async function insertBatch(
  tx: DbOrTx,
  row: typeof analysisBatches.$inferInsert,
): Promise<BatchRow> {
  const [inserted] = await tx.insert(analysisBatches).values(row).returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

export async function insertCandidates(
  tx: DbOrTx,
  rows: Array<typeof analysisCandidates.$inferInsert>,
): Promise<CandidateRow[]> {
  return tx.insert(analysisCandidates).values(rows).returning();
}

export async function findBatch(
  db: DbOrTx,
  options: { workspaceId: string; id: string },
): Promise<BatchWithCounts | undefined> {
  const rows = await db
    .select({ batch: analysisBatches, ...countsSelection })
    .from(analysisBatches)
    .where(
      and(eq(analysisBatches.id, options.id), eq(analysisBatches.workspaceId, options.workspaceId)),
    );
  return rows[0] ? withCounts(rows[0]) : undefined;
}

/** Everything a queue job needs about its candidate, in one query. */
export async function findCandidateWork(
  db: DbOrTx,
  candidateId: string,
): Promise<
  | {
      candidate: Pick<
        CandidateRow,
        "id" | "batchId" | "fileName" | "fileSha256" | "status" | "score" | "failureMessage"
      >;
      batch: Pick<
        BatchRow,
        "id" | "userId" | "workspaceId" | "job" | "weights" | "status" | "rankingEnabled"
      >;
      storageKey: string | null;
    }
  | undefined
> {
  const rows = await db
    .select({
      candidate: {
        id: analysisCandidates.id,
        batchId: analysisCandidates.batchId,
        fileName: analysisCandidates.fileName,
        fileSha256: analysisCandidates.fileSha256,
        status: analysisCandidates.status,
        score: analysisCandidates.score,
        failureMessage: analysisCandidates.failureMessage,
      },
      batch: {
        id: analysisBatches.id,
        userId: analysisBatches.userId,
        workspaceId: analysisBatches.workspaceId,
        job: analysisBatches.job,
        weights: analysisBatches.weights,
        status: analysisBatches.status,
        rankingEnabled: analysisBatches.rankingEnabled,
      },
      storageKey: files.storageKey,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .leftJoin(files, eq(files.id, analysisCandidates.fileId))
    .where(eq(analysisCandidates.id, candidateId));
  return rows[0];
}

/** queued -> parsing for the candidate, and queued -> processing for its batch, in one statement. */
export async function markParsing(db: DbOrTx, candidateId: string): Promise<void> {
  await db.execute(sql`
    with started as (
      update ${analysisCandidates} set status = 'parsing', updated_at = now()
      where id = ${candidateId} and status = 'queued'
      returning batch_id
    )
    update ${analysisBatches} set status = 'processing'
    where id in (select batch_id from started) and status = 'queued'`);
}

export async function findBatchRow(db: DbOrTx, id: string): Promise<BatchRow | undefined> {
  const rows = await db.select().from(analysisBatches).where(eq(analysisBatches.id, id));
  return rows[0];
}

/** Locks the batch row so that candidates finishing at once decide "batch done" exactly once. */
export async function lockBatch(tx: DbOrTx, id: string): Promise<BatchHead | undefined> {
  const rows = await tx
    .select(batchHeadColumns)
    .from(analysisBatches)
    .where(eq(analysisBatches.id, id))
    .for("update");
  return rows[0];
}

/** The batch's head (no parsed job) with its counts, when the workspace owns it. */
export async function findBatchHead(
  db: DbOrTx,
  options: { workspaceId: string; id: string },
): Promise<(BatchHead & Counts) | undefined> {
  const rows = await db
    .select({ batch: batchHeadColumns, ...countsSelection })
    .from(analysisBatches)
    .where(
      and(eq(analysisBatches.id, options.id), eq(analysisBatches.workspaceId, options.workspaceId)),
    );
  return rows[0] ? withCounts(rows[0]) : undefined;
}

export async function listBatches(
  db: Database,
  options: { workspaceId: string; q?: string; status?: string; limit: number; offset: number },
): Promise<{ rows: BatchWithCounts[]; total: number }> {
  const pattern = options.q
    ? `%${options.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    : undefined;
  const where = and(
    eq(analysisBatches.workspaceId, options.workspaceId),
    options.status ? eq(analysisBatches.status, options.status) : undefined,
    pattern
      ? or(
          ilike(analysisBatches.name, pattern),
          ilike(analysisBatches.jobTitle, pattern),
          sql`exists (select 1 from ${analysisCandidates} c where c.batch_id = ${batchIdRef} and (c.name ilike ${pattern} or c.file_name ilike ${pattern}))`,
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ batch: analysisBatches, ...countsSelection })
      .from(analysisBatches)
      .where(where)
      .orderBy(desc(analysisBatches.createdAt), desc(analysisBatches.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(analysisBatches).where(where),
  ]);
  return { rows: rows.map(withCounts), total: Number(totals[0]?.total ?? 0) };
}

export async function listCandidates(db: DbOrTx, batchId: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(analysisCandidates)
    .where(eq(analysisCandidates.batchId, batchId))
    .orderBy(asc(analysisCandidates.position));
}

/** Candidates not yet scored or failed, of every user (for the queue's start-up sweep). */
export async function listOpenCandidates(
  db: DbOrTx,
  limit?: number,
): Promise<Array<{ id: string; batchId: string; position: number }>> {
  const query = db
    .select({
      id: analysisCandidates.id,
      batchId: analysisCandidates.batchId,
      position: analysisCandidates.position,
    })
    .from(analysisCandidates)
    .where(inArray(analysisCandidates.status, ["queued", "parsing"]));
  return limit ? query.limit(limit) : query;
}

/** Open candidates untouched since `before`, oldest first (for the stuck-file sweep). */
export async function listStaleOpenCandidates(
  db: DbOrTx,
  options: { before: Date; limit: number },
): Promise<Array<{ id: string; batchId: string; position: number; status: string }>> {
  return db
    .select({
      id: analysisCandidates.id,
      batchId: analysisCandidates.batchId,
      position: analysisCandidates.position,
      status: analysisCandidates.status,
    })
    .from(analysisCandidates)
    .where(
      and(
        inArray(analysisCandidates.status, ["queued", "parsing"]),
        lt(analysisCandidates.updatedAt, options.before),
      ),
    )
    .orderBy(asc(analysisCandidates.updatedAt))
    .limit(options.limit);
}

export async function findCandidate(
  db: DbOrTx,
  options: { workspaceId?: string; id: string },
): Promise<CandidateRow | undefined> {
  const rows = await db
    .select()
    .from(analysisCandidates)
    .where(
      and(
        eq(analysisCandidates.id, options.id),
        options.workspaceId ? eq(analysisCandidates.workspaceId, options.workspaceId) : undefined,
      ),
    );
  return rows[0];
}

export async function updateCandidate(
  db: DbOrTx,
  options: {
    id: string;
    workspaceId?: string;
    onlyIfOpen?: boolean;
    values: Partial<CandidateRow>;
  },
): Promise<CandidateRow | undefined> {
  const rows = await db
    .update(analysisCandidates)
    .set({ ...options.values, updatedAt: new Date() })
    .where(
      and(
        eq(analysisCandidates.id, options.id),
        options.workspaceId ? eq(analysisCandidates.workspaceId, options.workspaceId) : undefined,
        options.onlyIfOpen ? inArray(analysisCandidates.status, ["queued", "parsing"]) : undefined,
      ),
    )
    .returning();
  return rows[0];
}

/** Stores a result once: false when the candidate was already finished (a duplicate delivery). */
export async function finishCandidate(
  tx: DbOrTx,
  id: string,
  values: Partial<CandidateRow>,
): Promise<boolean> {
  const rows = await tx
    .update(analysisCandidates)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(analysisCandidates.id, id), inArray(analysisCandidates.status, ["queued", "parsing"])),
    )
    .returning({ id: analysisCandidates.id });
  return rows.length > 0;
}

export async function countOpenCandidates(tx: DbOrTx, batchId: string): Promise<number> {
  const rows = await tx
    .select({ total: count() })
    .from(analysisCandidates)
    .where(
      and(
        eq(analysisCandidates.batchId, batchId),
        inArray(analysisCandidates.status, ["queued", "parsing"]),
      ),
    );
  return Number(rows[0]?.total ?? 0);
}

export async function updateBatch(
  tx: DbOrTx,
  options: { id: string; values: Partial<BatchRow> },
): Promise<BatchRow | undefined> {
  const rows = await tx
    .update(analysisBatches)
    .set(options.values)
    .where(eq(analysisBatches.id, options.id))
    .returning();
  return rows[0];
}

export async function deleteBatchRow(
  db: DbOrTx,
  options: { workspaceId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(analysisBatches)
    .where(
      and(eq(analysisBatches.id, options.id), eq(analysisBatches.workspaceId, options.workspaceId)),
    )
    .returning({ id: analysisBatches.id });
  return rows.length > 0;
}

/** Per-status counts of one batch, for progress events. */
export async function batchProgress(
  db: DbOrTx,
  batchId: string,
): Promise<{ total: number; queued: number; scored: number; failed: number }> {
  const rows = await db
    .select({ status: analysisCandidates.status, total: count() })
    .from(analysisCandidates)
    .where(eq(analysisCandidates.batchId, batchId))
    .groupBy(analysisCandidates.status);
  const of = (...statuses: string[]) =>
    rows
      .filter((row) => statuses.includes(row.status))
      .reduce((sum, row) => sum + Number(row.total), 0);
  return {
    total: of("queued", "parsing", "scored", "failed"),
    queued: of("queued", "parsing"),
    scored: of("scored"),
    failed: of("failed"),
  };
}
