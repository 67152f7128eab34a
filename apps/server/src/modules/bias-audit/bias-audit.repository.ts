import type { AuditRaceEthnicity, AuditSex } from "@hirelens/contracts";
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  analysisBatches,
  analysisCandidates,
  auditCategories,
  auditRuns,
  profiles,
  retentionSettings,
} from "../../db/schema/index.ts";

/**
 * SQL of the bias audit. The only reader of audit_categories: the analysis module and the engine
 * never import this file or that table (test/modules/bias-audit/separation.test.ts).
 */

export type AuditRunRowRecord = typeof auditRuns.$inferSelect;

/** The account's batches, newest first, with their scored candidates and how many have categories. */
export async function listAuditBatches(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: analysisBatches.id,
      name: analysisBatches.name,
      jobTitle: analysisBatches.jobTitle,
      createdAt: analysisBatches.createdAt,
      scored:
        sql<number>`count(${analysisCandidates.id}) filter (where ${analysisCandidates.status} = 'scored')`.mapWith(
          Number,
        ),
      withCategories:
        sql<number>`count(${auditCategories.candidateId}) filter (where ${analysisCandidates.status} = 'scored' and (${auditCategories.sex} is not null or ${auditCategories.raceEthnicity} is not null))`.mapWith(
          Number,
        ),
    })
    .from(analysisBatches)
    .leftJoin(analysisCandidates, eq(analysisCandidates.batchId, analysisBatches.id))
    .leftJoin(auditCategories, eq(auditCategories.candidateId, analysisCandidates.id))
    .where(eq(analysisBatches.workspaceId, workspaceId))
    .groupBy(analysisBatches.id)
    .orderBy(desc(analysisBatches.createdAt))
    .limit(500);
}

/** The account's batches among `ids`. */
export async function findOwnedBatches(db: DbOrTx, workspaceId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: analysisBatches.id,
      name: analysisBatches.name,
      jobTitle: analysisBatches.jobTitle,
      job: analysisBatches.job,
      weights: analysisBatches.weights,
      createdAt: analysisBatches.createdAt,
    })
    .from(analysisBatches)
    .where(and(eq(analysisBatches.workspaceId, workspaceId), inArray(analysisBatches.id, ids)));
}

/** The template's rows: every candidate of the batches with the categories imported so far. */
export async function listTemplateRows(db: DbOrTx, workspaceId: string, batchIds: string[]) {
  return db
    .select({
      candidateId: analysisCandidates.id,
      batchName: analysisBatches.name,
      fileName: analysisCandidates.fileName,
      sex: auditCategories.sex,
      raceEthnicity: auditCategories.raceEthnicity,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .leftJoin(auditCategories, eq(auditCategories.candidateId, analysisCandidates.id))
    .where(
      and(
        eq(analysisCandidates.workspaceId, workspaceId),
        inArray(analysisCandidates.batchId, batchIds),
      ),
    )
    .orderBy(asc(analysisBatches.createdAt), asc(analysisCandidates.position));
}

/** Which of `ids` are candidates of the account (someone else's candidate is not found). */
export async function findOwnedCandidateIds(
  db: DbOrTx,
  workspaceId: string,
  ids: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const rows = await db
      .select({ id: analysisCandidates.id })
      .from(analysisCandidates)
      .where(
        and(eq(analysisCandidates.workspaceId, workspaceId), inArray(analysisCandidates.id, chunk)),
      );
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Writes the categories (replacing earlier ones of the same candidates). */
export async function upsertCategories(
  db: DbOrTx,
  workspaceId: string,
  rows: Array<{ candidateId: string; sex?: AuditSex; raceEthnicity?: AuditRaceEthnicity }>,
  actorUserId: string,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map((row) => ({
      candidateId: row.candidateId,
      workspaceId,
      userId: actorUserId,
      sex: row.sex ?? null,
      raceEthnicity: row.raceEthnicity ?? null,
    }));
    await db
      .insert(auditCategories)
      .values(chunk)
      .onConflictDoUpdate({
        target: auditCategories.candidateId,
        set: {
          sex: sql`excluded.sex`,
          raceEthnicity: sql`excluded.race_ethnicity`,
          importedAt: sql`now()`,
        },
      });
  }
}

/** The scored candidates of the batches (or of the batches created in [from, to)) with their categories. */
export async function listScoredWithCategories(
  db: DbOrTx,
  workspaceId: string,
  where: { batchIds: string[] } | { from: Date; to: Date },
) {
  const scope =
    "batchIds" in where
      ? inArray(analysisBatches.id, where.batchIds)
      : and(gte(analysisBatches.createdAt, where.from), lt(analysisBatches.createdAt, where.to));
  return db
    .select({
      candidateId: analysisCandidates.id,
      batchId: analysisBatches.id,
      batchName: analysisBatches.name,
      jobTitle: analysisBatches.jobTitle,
      score: analysisCandidates.score,
      sex: auditCategories.sex,
      raceEthnicity: auditCategories.raceEthnicity,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .leftJoin(auditCategories, eq(auditCategories.candidateId, analysisCandidates.id))
    .where(
      and(
        eq(analysisBatches.workspaceId, workspaceId),
        eq(analysisCandidates.status, "scored"),
        isNotNull(analysisCandidates.score),
        scope,
      ),
    )
    .orderBy(asc(analysisBatches.createdAt), asc(analysisCandidates.position));
}

export async function insertRun(
  db: DbOrTx,
  values: typeof auditRuns.$inferInsert,
): Promise<AuditRunRowRecord> {
  const [row] = await db.insert(auditRuns).values(values).returning();
  if (!row) throw new Error("audit run insert returned no row");
  return row;
}

export async function listRuns(db: DbOrTx, workspaceId: string) {
  return db
    .select()
    .from(auditRuns)
    .where(eq(auditRuns.workspaceId, workspaceId))
    .orderBy(desc(auditRuns.createdAt))
    .limit(200);
}

export async function findRun(
  db: DbOrTx,
  workspaceId: string,
  id: string,
): Promise<AuditRunRowRecord | undefined> {
  const [row] = await db
    .select()
    .from(auditRuns)
    .where(and(eq(auditRuns.workspaceId, workspaceId), eq(auditRuns.id, id)));
  return row;
}

/** A published run by its public id, with the employer's company name. */
export async function findPublishedRun(db: DbOrTx, publicId: string) {
  const [row] = await db
    .select({ run: auditRuns, companyName: profiles.companyName })
    .from(auditRuns)
    .leftJoin(profiles, eq(profiles.userId, auditRuns.userId))
    .where(and(eq(auditRuns.publicId, publicId), eq(auditRuns.isPublished, true)));
  return row;
}

export async function setPublished(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  isPublished: boolean,
): Promise<AuditRunRowRecord | undefined> {
  const [row] = await db
    .update(auditRuns)
    .set({ isPublished, publishedAt: isPublished ? new Date() : null })
    .where(and(eq(auditRuns.workspaceId, workspaceId), eq(auditRuns.id, id)))
    .returning();
  return row;
}

/** The account's retention period in days, or null when it kept the default. */
export async function findRetentionDays(db: DbOrTx, workspaceId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: retentionSettings.retentionDays })
    .from(retentionSettings)
    .where(eq(retentionSettings.workspaceId, workspaceId));
  return row?.days ?? null;
}

export async function findCompanyName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyName: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.companyName ?? null;
}
