import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  analysisBatches,
  analysisCandidates,
  candidateComments,
  emailPreferences,
  jobDescriptions,
  scorecardCriteria,
  scorecards,
  users,
  workspaceMembers,
} from "../../db/schema/index.ts";

export type CommentRow = typeof candidateComments.$inferSelect;
export type ScorecardRow = typeof scorecards.$inferSelect;

/** A candidate result of the workspace, with its batch and job; null when it is not the workspace's. */
export async function findWorkspaceCandidate(
  db: DbOrTx,
  input: { workspaceId: string; candidateId: string },
): Promise<{
  id: string;
  batchId: string;
  jobDescriptionId: string | null;
  name: string | null;
  position: number;
} | null> {
  const [row] = await db
    .select({
      id: analysisCandidates.id,
      batchId: analysisCandidates.batchId,
      jobDescriptionId: analysisBatches.jobDescriptionId,
      name: analysisCandidates.name,
      position: analysisCandidates.position,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .where(
      and(
        eq(analysisCandidates.id, input.candidateId),
        eq(analysisCandidates.workspaceId, input.workspaceId),
      ),
    );
  return row ?? null;
}

/** The workspace's job description id, or null when it is not the workspace's. */
export async function findWorkspaceJobId(
  db: DbOrTx,
  input: { workspaceId: string; jobDescriptionId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: jobDescriptions.id })
    .from(jobDescriptions)
    .where(
      and(
        eq(jobDescriptions.id, input.jobDescriptionId),
        eq(jobDescriptions.workspaceId, input.workspaceId),
      ),
    );
  return row?.id ?? null;
}

/** Every member of the workspace with their name, address and mention-mail preference. */
export async function listMembers(
  db: DbOrTx,
  workspaceId: string,
): Promise<
  Array<{ userId: string; name: string; email: string; wantsMentionMail: boolean | null }>
> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      wantsMentionMail: emailPreferences.mentions,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(users.name));
}

export async function findUserName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function listComments(db: DbOrTx, candidateId: string): Promise<CommentRow[]> {
  return db
    .select()
    .from(candidateComments)
    .where(eq(candidateComments.candidateId, candidateId))
    .orderBy(asc(candidateComments.createdAt), asc(candidateComments.id));
}

export async function findComment(
  db: DbOrTx,
  input: { workspaceId: string; id: string },
): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(candidateComments)
    .where(
      and(eq(candidateComments.id, input.id), eq(candidateComments.workspaceId, input.workspaceId)),
    );
  return row ?? null;
}

export async function insertComment(
  db: DbOrTx,
  values: typeof candidateComments.$inferInsert,
): Promise<CommentRow> {
  const [row] = await db.insert(candidateComments).values(values).returning();
  if (!row) throw new Error("comment insert returned no row");
  return row;
}

export async function updateComment(
  db: DbOrTx,
  id: string,
  values: Pick<CommentRow, "body" | "mentionedUserIds" | "editedAt">,
): Promise<CommentRow> {
  const [row] = await db
    .update(candidateComments)
    .set(values)
    .where(eq(candidateComments.id, id))
    .returning();
  if (!row) throw new Error("comment update returned no row");
  return row;
}

export async function deleteComment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(candidateComments).where(eq(candidateComments.id, id));
}

export async function findCriteria(db: DbOrTx, jobDescriptionId: string): Promise<string[]> {
  const [row] = await db
    .select({ criteria: scorecardCriteria.criteria })
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.jobDescriptionId, jobDescriptionId));
  return row?.criteria ?? [];
}

export async function saveCriteria(
  db: DbOrTx,
  input: { workspaceId: string; jobDescriptionId: string; criteria: string[]; userId: string },
): Promise<string[]> {
  const now = new Date();
  const [row] = await db
    .insert(scorecardCriteria)
    .values({
      jobDescriptionId: input.jobDescriptionId,
      workspaceId: input.workspaceId,
      criteria: input.criteria,
      updatedBy: input.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: scorecardCriteria.jobDescriptionId,
      set: { criteria: input.criteria, updatedBy: input.userId, updatedAt: now },
    })
    .returning({ criteria: scorecardCriteria.criteria });
  return row?.criteria ?? input.criteria;
}

export async function listScorecards(
  db: DbOrTx,
  candidateId: string,
): Promise<Array<ScorecardRow & { reviewerName: string }>> {
  const rows = await db
    .select({ card: scorecards, reviewerName: users.name })
    .from(scorecards)
    .innerJoin(users, eq(users.id, scorecards.reviewerUserId))
    .where(eq(scorecards.candidateId, candidateId))
    .orderBy(asc(scorecards.createdAt), asc(scorecards.id));
  return rows.map((row) => ({ ...row.card, reviewerName: row.reviewerName }));
}

export async function upsertScorecard(
  db: DbOrTx,
  values: Pick<
    ScorecardRow,
    "workspaceId" | "candidateId" | "reviewerUserId" | "ratings" | "recommendation" | "note"
  >,
): Promise<void> {
  const now = new Date();
  await db
    .insert(scorecards)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [scorecards.candidateId, scorecards.reviewerUserId],
      set: {
        ratings: values.ratings,
        recommendation: values.recommendation,
        note: values.note,
        updatedAt: now,
      },
    });
}

export async function deleteScorecard(
  db: DbOrTx,
  input: { candidateId: string; reviewerUserId: string },
): Promise<boolean> {
  const rows = await db
    .delete(scorecards)
    .where(
      and(
        eq(scorecards.candidateId, input.candidateId),
        eq(scorecards.reviewerUserId, input.reviewerUserId),
      ),
    )
    .returning({ id: scorecards.id });
  return rows.length > 0;
}

export async function namesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}
