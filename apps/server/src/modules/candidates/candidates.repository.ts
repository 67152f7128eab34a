import type { CandidateStage, ReviewStatus } from "@hirelens/contracts";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  ne,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  analysisBatches,
  analysisCandidates,
  candidateStageHistory,
  candidateStages,
  candidates,
  decisionLog,
  jobDescriptions,
} from "../../db/schema/index.ts";

export type CandidatePersonRow = typeof candidates.$inferSelect;
export type StageRow = typeof candidateStages.$inferSelect;
export type StageHistoryRow = typeof candidateStageHistory.$inferSelect;

/** Serialises the linking of results to people within one workspace (two workers, one person). */
export async function lockWorkspaceCandidates(tx: DbOrTx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`candidates:${workspaceId}`}))`);
}

/** What linking a result needs: its workspace, file hash, e-mail, name, title and job. */
export async function findResultForLink(tx: DbOrTx, resultId: string) {
  const [row] = await tx
    .select({
      id: analysisCandidates.id,
      workspaceId: analysisCandidates.workspaceId,
      fileSha256: analysisCandidates.fileSha256,
      candidateId: analysisCandidates.candidateId,
      name: analysisCandidates.name,
      lastTitle: analysisCandidates.lastTitle,
      email: sql<string | null>`${analysisCandidates.parsedResume}->'basics'->>'email'`,
      phone: sql<string | null>`${analysisCandidates.parsedResume}->'basics'->>'phone'`,
      jobDescriptionId: analysisBatches.jobDescriptionId,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .where(eq(analysisCandidates.id, resultId));
  return row;
}

export async function findPersonByEmail(
  db: DbOrTx,
  workspaceId: string,
  emailKey: string,
): Promise<CandidatePersonRow | undefined> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.workspaceId, workspaceId), eq(candidates.emailKey, emailKey)));
  return row;
}

/** The person another result of the same file (same SHA-256) in the workspace links to. */
export async function findPersonByFileHash(
  db: DbOrTx,
  options: { workspaceId: string; fileSha256: string; exceptResultId: string },
): Promise<CandidatePersonRow | undefined> {
  const [row] = await db
    .select({ person: candidates })
    .from(analysisCandidates)
    .innerJoin(candidates, eq(candidates.id, analysisCandidates.candidateId))
    .where(
      and(
        eq(analysisCandidates.workspaceId, options.workspaceId),
        eq(analysisCandidates.fileSha256, options.fileSha256),
        ne(analysisCandidates.id, options.exceptResultId),
      ),
    )
    .orderBy(asc(candidates.createdAt))
    .limit(1);
  return row?.person;
}

export async function findPerson(
  db: DbOrTx,
  workspaceId: string,
  id: string,
): Promise<CandidatePersonRow | undefined> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.workspaceId, workspaceId), eq(candidates.id, id)));
  return row;
}

export async function insertPerson(
  db: DbOrTx,
  values: typeof candidates.$inferInsert,
): Promise<CandidatePersonRow> {
  const [row] = await db.insert(candidates).values(values).returning();
  if (!row) throw new Error("candidate insert returned no row");
  return row;
}

/**
 * Inserts a person by e-mail, or answers the one the workspace already has with that e-mail
 * (`isNew` false): safe under concurrent imports and analyses.
 */
export async function upsertPersonByEmail(
  db: DbOrTx,
  values: typeof candidates.$inferInsert & { emailKey: string },
): Promise<{ row: CandidatePersonRow; isNew: boolean }> {
  const [row] = await db
    .insert(candidates)
    .values(values)
    .onConflictDoUpdate({
      target: [candidates.workspaceId, candidates.emailKey],
      targetWhere: sql`${candidates.emailKey} IS NOT NULL`,
      set: { updatedAt: sql`now()` },
    })
    .returning({ ...getTableColumns(candidates), isNew: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("candidate upsert returned no row");
  const { isNew, ...person } = row;
  return { row: person, isNew };
}

export async function updatePerson(
  db: DbOrTx,
  id: string,
  values: Partial<typeof candidates.$inferInsert>,
): Promise<void> {
  await db
    .update(candidates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(candidates.id, id));
}

export async function setResultPerson(
  db: DbOrTx,
  resultId: string,
  candidateId: string,
): Promise<void> {
  await db
    .update(analysisCandidates)
    .set({ candidateId })
    .where(eq(analysisCandidates.id, resultId));
}

/**
 * Moves everything of `goneId` to `keepId` and deletes `goneId`: its results, and its stages for
 * jobs `keepId` has no stage for (with their history); where both have a stage, `keepId`'s stays.
 */
export async function mergePeople(tx: DbOrTx, keepId: string, goneId: string): Promise<void> {
  await tx
    .update(analysisCandidates)
    .set({ candidateId: keepId })
    .where(eq(analysisCandidates.candidateId, goneId));
  const gone = await tx
    .select()
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, goneId));
  for (const stage of gone) {
    const [kept] = await tx
      .select()
      .from(candidateStages)
      .where(
        and(
          eq(candidateStages.candidateId, keepId),
          eq(candidateStages.jobDescriptionId, stage.jobDescriptionId),
        ),
      );
    if (kept) continue;
    await tx.insert(candidateStages).values({ ...stage, candidateId: keepId });
    await tx
      .update(candidateStageHistory)
      .set({ candidateId: keepId })
      .where(
        and(
          eq(candidateStageHistory.candidateId, goneId),
          eq(candidateStageHistory.jobDescriptionId, stage.jobDescriptionId),
        ),
      );
  }
  await tx.delete(candidates).where(eq(candidates.id, goneId));
}

/** Creates the stage "new" for a person and job unless they have one; answers the stage row. */
export async function ensureStage(
  db: DbOrTx,
  values: { candidateId: string; jobDescriptionId: string; workspaceId: string },
): Promise<StageRow> {
  await db.insert(candidateStages).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(candidateStages)
    .where(
      and(
        eq(candidateStages.candidateId, values.candidateId),
        eq(candidateStages.jobDescriptionId, values.jobDescriptionId),
      ),
    );
  if (!row) throw new Error("stage row missing after insert");
  return row;
}

export async function lockStage(
  tx: DbOrTx,
  candidateId: string,
  jobDescriptionId: string,
): Promise<StageRow | undefined> {
  const [row] = await tx
    .select()
    .from(candidateStages)
    .where(
      and(
        eq(candidateStages.candidateId, candidateId),
        eq(candidateStages.jobDescriptionId, jobDescriptionId),
      ),
    )
    .for("update");
  return row;
}

export async function updateStage(
  tx: DbOrTx,
  values: { candidateId: string; jobDescriptionId: string; stage: CandidateStage; by: string },
): Promise<void> {
  await tx
    .update(candidateStages)
    .set({ stage: values.stage, updatedBy: values.by, updatedAt: new Date() })
    .where(
      and(
        eq(candidateStages.candidateId, values.candidateId),
        eq(candidateStages.jobDescriptionId, values.jobDescriptionId),
      ),
    );
}

export async function insertStageHistory(
  tx: DbOrTx,
  values: typeof candidateStageHistory.$inferInsert,
): Promise<void> {
  await tx.insert(candidateStageHistory).values(values);
}

/** Every result of the person for the job shows the stage's review status (one source of truth). */
export async function setReviewStatusOfJobResults(
  tx: DbOrTx,
  options: { candidateId: string; jobDescriptionId: string; reviewStatus: ReviewStatus },
): Promise<void> {
  await tx
    .update(analysisCandidates)
    .set({ reviewStatus: options.reviewStatus, updatedAt: new Date() })
    .where(
      and(
        eq(analysisCandidates.candidateId, options.candidateId),
        // Only the results that change: every new result of a person runs this for all of theirs
        // for the job, and rewriting unchanged rows (large ones) cost each scored file more the
        // more batches the person was in (issue 11).
        ne(analysisCandidates.reviewStatus, options.reviewStatus),
        inArray(
          analysisCandidates.batchId,
          tx
            .select({ id: analysisBatches.id })
            .from(analysisBatches)
            .where(eq(analysisBatches.jobDescriptionId, options.jobDescriptionId)),
        ),
      ),
    );
}

/** The person's newest result for a job (what a stage change's log entry is about), if any. */
export async function findLatestJobResult(
  db: DbOrTx,
  candidateId: string,
  jobDescriptionId: string,
) {
  const [row] = await db
    .select({
      id: analysisCandidates.id,
      batchId: analysisCandidates.batchId,
      fileSha256: analysisCandidates.fileSha256,
      engineVersion: analysisCandidates.engineVersion,
      requirementsVersion: analysisCandidates.requirementsVersion,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .where(
      and(
        eq(analysisCandidates.candidateId, candidateId),
        eq(analysisBatches.jobDescriptionId, jobDescriptionId),
      ),
    )
    .orderBy(desc(analysisCandidates.createdAt))
    .limit(1);
  return row;
}

export async function findJob(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select({ id: jobDescriptions.id, title: jobDescriptions.title })
    .from(jobDescriptions)
    .where(and(eq(jobDescriptions.workspaceId, workspaceId), eq(jobDescriptions.id, id)));
  return row;
}

export async function listJobs(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: jobDescriptions.id, title: jobDescriptions.title })
    .from(jobDescriptions)
    .where(eq(jobDescriptions.workspaceId, workspaceId));
}

/** A result of the workspace with its person and job (the drawer's stage). */
export async function findResultInWorkspace(db: DbOrTx, workspaceId: string, resultId: string) {
  const [row] = await db
    .select({
      id: analysisCandidates.id,
      candidateId: analysisCandidates.candidateId,
      jobDescriptionId: analysisBatches.jobDescriptionId,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .where(
      and(eq(analysisCandidates.id, resultId), eq(analysisCandidates.workspaceId, workspaceId)),
    );
  return row;
}

export interface PersonFilter {
  workspaceId: string;
  /** Lower-cased text to find in names, e-mails and titles. */
  text?: string;
  /** Lower-cased skill names (the engine's canonical name and the text as typed). */
  skills?: string[];
  stage?: CandidateStage;
  jobDescriptionId?: string;
}

function personWhere(filter: PersonFilter): SQL {
  const conditions: SQL[] = [eq(candidates.workspaceId, filter.workspaceId)];
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const skillMatch = (filter.skills ?? []).map(
      (skill) => sql`(b.ranking_enabled and r.matched_skills @> ${JSON.stringify([skill])}::jsonb)`,
    );
    conditions.push(sql`(
      lower(coalesce(${candidates.name}, '')) like ${like}
      or lower(coalesce(${candidates.email}, '')) like ${like}
      or lower(coalesce(${candidates.lastTitle}, '')) like ${like}
      or exists (
        select 1 from analysis_candidates r join analysis_batches b on b.id = r.batch_id
        where r.candidate_id = "candidates"."id" and (
          lower(coalesce(r.name, '')) like ${like}
          or lower(coalesce(r.last_title, '')) like ${like}
          ${skillMatch.length ? sql`or ${sql.join(skillMatch, sql` or `)}` : sql``}
        )
      )
    )`);
  }
  if (filter.stage || filter.jobDescriptionId) {
    conditions.push(sql`exists (
      select 1 from candidate_stages s where s.candidate_id = "candidates"."id"
      ${filter.stage ? sql`and s.stage = ${filter.stage}` : sql``}
      ${filter.jobDescriptionId ? sql`and s.job_description_id = ${filter.jobDescriptionId}` : sql``}
    )`);
  }
  return and(...conditions) as SQL;
}

export async function listPeople(
  db: DbOrTx,
  filter: PersonFilter & { limit: number; offset: number },
): Promise<{ rows: Array<CandidatePersonRow & { resultCount: number }>; total: number }> {
  const where = personWhere(filter);
  const rows = await db
    .select({
      person: candidates,
      resultCount: sql<number>`(select count(*)::int from analysis_candidates r where r.candidate_id = "candidates"."id")`,
    })
    .from(candidates)
    .where(where)
    .orderBy(desc(candidates.updatedAt), asc(candidates.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(candidates).where(where);
  return {
    rows: rows.map((row) => ({ ...row.person, resultCount: Number(row.resultCount) })),
    total: Number(total?.n ?? 0),
  };
}

/** The stages of these people, with each job's title. */
export async function listStagesOf(db: DbOrTx, candidateIds: string[]) {
  if (candidateIds.length === 0) return [];
  return db
    .select({ stage: candidateStages, jobTitle: jobDescriptions.title })
    .from(candidateStages)
    .innerJoin(jobDescriptions, eq(jobDescriptions.id, candidateStages.jobDescriptionId))
    .where(inArray(candidateStages.candidateId, candidateIds))
    .orderBy(desc(candidateStages.updatedAt));
}

export async function listStageHistory(db: DbOrTx, candidateId: string) {
  return db
    .select()
    .from(candidateStageHistory)
    .where(eq(candidateStageHistory.candidateId, candidateId))
    .orderBy(asc(candidateStageHistory.createdAt), asc(candidateStageHistory.id));
}

/** The person's results with their batch, newest first. */
export async function listResultsOf(db: DbOrTx, candidateId: string) {
  return db
    .select({ result: analysisCandidates, batch: analysisBatches })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .where(eq(analysisCandidates.candidateId, candidateId))
    .orderBy(desc(analysisCandidates.createdAt));
}

/** The ids of every result of the same person as `resultId` (itself included), for erasure. */
export async function listResultIdsOfSamePerson(
  db: DbOrTx,
  resultId: string,
): Promise<{ candidateId: string | null; resultIds: string[] }> {
  const [own] = await db
    .select({ candidateId: analysisCandidates.candidateId })
    .from(analysisCandidates)
    .where(eq(analysisCandidates.id, resultId));
  if (!own?.candidateId) return { candidateId: null, resultIds: own ? [resultId] : [] };
  const rows = await db
    .select({ id: analysisCandidates.id })
    .from(analysisCandidates)
    .where(
      and(
        isNotNull(analysisCandidates.candidateId),
        eq(analysisCandidates.candidateId, own.candidateId),
      ),
    );
  return {
    candidateId: own.candidateId,
    resultIds: [resultId, ...rows.map((row) => row.id).filter((id) => id !== resultId)],
  };
}

export async function deletePerson(db: DbOrTx, candidateId: string): Promise<void> {
  await db.delete(candidates).where(eq(candidates.id, candidateId));
}

/** The decision-log entries of stage changes that name the person (the log keeps no trace of them). */
export async function deletePersonDecisions(db: DbOrTx, candidateId: string): Promise<number> {
  const rows = await db
    .delete(decisionLog)
    .where(
      and(
        eq(decisionLog.action, "stage_changed"),
        sql`${decisionLog.detail}->>'personId' = ${candidateId}`,
      ),
    )
    .returning({ id: decisionLog.id });
  return rows.length;
}
