import {
  type CandidateScorecards,
  COLLABORATION_MESSAGES,
  type Comment,
  DEFAULT_EMAIL_PREFERENCES,
  findMentions,
  hasWorkspaceRole,
  type MentionableMember,
  type Scorecard,
  type ScorecardCriteriaResult,
  type ScorecardSummary,
  type WorkspaceRole,
} from "@hirelens/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  type CommentRow,
  deleteComment as deleteCommentRow,
  deleteScorecard,
  findComment,
  findCriteria,
  findUserName,
  findWorkspaceCandidate,
  findWorkspaceJobId,
  insertComment,
  listComments as listCommentRows,
  listMembers,
  listScorecards,
  namesOf,
  saveCriteria,
  updateComment as updateCommentRow,
  upsertScorecard,
} from "./collaboration.repository.ts";
import { mentionMail } from "./mention-mail.ts";

/** Who acts: the workspace, the signed-in user and their role there (from requireWorkspace). */
export interface Actor {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
}

type Ctx = Pick<ServiceContext, "db">;
type MailCtx = Pick<ServiceContext, "db" | "env" | "mailer" | "log">;

async function workspaceCandidate(ctx: Ctx, actor: Actor, candidateId: string) {
  const candidate = await findWorkspaceCandidate(ctx.db, {
    workspaceId: actor.workspaceId,
    candidateId,
  });
  if (!candidate) throw new AppError("NOT_FOUND");
  return candidate;
}

function toComment(row: CommentRow, actor: Actor, names: Map<string, string>): Comment {
  const isAuthor = row.authorUserId !== null && row.authorUserId === actor.userId;
  const isRecruiter = hasWorkspaceRole(actor.role, "recruiter");
  return {
    id: row.id,
    candidateId: row.candidateId,
    body: row.body,
    authorUserId: row.authorUserId,
    authorName: row.authorName,
    mentions: row.mentionedUserIds
      .filter((id) => names.has(id))
      .map((id) => ({ userId: id, name: names.get(id) as string })),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    canEdit: isAuthor && isRecruiter,
    canDelete: (isAuthor && isRecruiter) || hasWorkspaceRole(actor.role, "admin"),
  };
}

/** Who can be @mentioned in the workspace (every member; the author too, though never mailed). */
export async function listMentionableMembers(ctx: Ctx, actor: Actor): Promise<MentionableMember[]> {
  const members = await listMembers(ctx.db, actor.workspaceId);
  return members.map(({ userId, name, email }) => ({ userId, name, email }));
}

export async function listComments(
  ctx: Ctx,
  input: { actor: Actor; candidateId: string },
): Promise<Comment[]> {
  const candidate = await workspaceCandidate(ctx, input.actor, input.candidateId);
  const rows = await listCommentRows(ctx.db, candidate.id);
  const names = await namesOf(ctx.db, [...new Set(rows.flatMap((row) => row.mentionedUserIds))]);
  return rows.map((row) => toComment(row, input.actor, names));
}

/**
 * Mails every newly mentioned member: never the author, never someone outside the workspace (the
 * mentions come from the member list), and only when their "mentions" preference is on.
 */
async function mailMentions(
  ctx: MailCtx,
  input: {
    actor: Actor;
    authorName: string;
    members: Awaited<ReturnType<typeof listMembers>>;
    userIds: string[];
    batchId: string;
    candidateId: string;
    body: string;
  },
): Promise<void> {
  for (const userId of input.userIds) {
    if (userId === input.actor.userId) continue;
    const member = input.members.find((candidate) => candidate.userId === userId);
    if (!member) continue;
    if (!(member.wantsMentionMail ?? DEFAULT_EMAIL_PREFERENCES.mentions)) continue;
    const mail = mentionMail({
      appUrl: ctx.env.APP_URL,
      recipientName: member.name,
      authorName: input.authorName,
      batchId: input.batchId,
      candidateId: input.candidateId,
      comment: input.body,
    });
    await ctx.mailer.send({ ...mail, to: member.email, userId: member.userId });
  }
}

export async function addComment(
  ctx: MailCtx,
  input: { actor: Actor; candidateId: string; body: string },
): Promise<Comment> {
  const { actor } = input;
  const candidate = await workspaceCandidate(ctx, actor, input.candidateId);
  const members = await listMembers(ctx.db, actor.workspaceId);
  const mentioned = findMentions(input.body, members);
  const authorName = (await findUserName(ctx.db, actor.userId)) ?? "A former member";
  const row = await insertComment(ctx.db, {
    workspaceId: actor.workspaceId,
    candidateId: candidate.id,
    authorUserId: actor.userId,
    authorName,
    body: input.body,
    mentionedUserIds: mentioned.map((member) => member.userId),
  });
  await mailMentions(ctx, {
    actor,
    authorName,
    members,
    userIds: row.mentionedUserIds,
    batchId: candidate.batchId,
    candidateId: candidate.id,
    body: input.body,
  });
  return toComment(row, actor, new Map(mentioned.map((member) => [member.userId, member.name])));
}

/** The author edits their comment; a member mentioned for the first time is mailed. */
export async function editComment(
  ctx: MailCtx,
  input: { actor: Actor; id: string; body: string },
): Promise<Comment> {
  const { actor } = input;
  const row = await findComment(ctx.db, { workspaceId: actor.workspaceId, id: input.id });
  if (!row) throw new AppError("NOT_FOUND");
  if (row.authorUserId !== actor.userId)
    throw new AppError("FORBIDDEN", COLLABORATION_MESSAGES.notYourComment);
  const candidate = await workspaceCandidate(ctx, actor, row.candidateId);
  const members = await listMembers(ctx.db, actor.workspaceId);
  const mentioned = findMentions(input.body, members);
  const updated = await updateCommentRow(ctx.db, row.id, {
    body: input.body,
    mentionedUserIds: mentioned.map((member) => member.userId),
    editedAt: new Date(),
  });
  const before = new Set(row.mentionedUserIds);
  await mailMentions(ctx, {
    actor,
    authorName: row.authorName,
    members,
    userIds: updated.mentionedUserIds.filter((id) => !before.has(id)),
    batchId: candidate.batchId,
    candidateId: candidate.id,
    body: input.body,
  });
  return toComment(
    updated,
    actor,
    new Map(mentioned.map((member) => [member.userId, member.name])),
  );
}

/** The author deletes their comment; an admin (or the owner) may delete anyone's. */
export async function removeComment(ctx: Ctx, input: { actor: Actor; id: string }): Promise<void> {
  const { actor } = input;
  const row = await findComment(ctx.db, { workspaceId: actor.workspaceId, id: input.id });
  if (!row) throw new AppError("NOT_FOUND");
  const isAuthor = row.authorUserId === actor.userId;
  if (!isAuthor && !hasWorkspaceRole(actor.role, "admin")) throw new AppError("FORBIDDEN");
  await deleteCommentRow(ctx.db, row.id);
}

// ---------------------------------------------------------------------------------------------
// Scorecards

export async function getScorecardCriteria(
  ctx: Ctx,
  input: { actor: Actor; jobDescriptionId: string },
): Promise<ScorecardCriteriaResult> {
  const id = await findWorkspaceJobId(ctx.db, {
    workspaceId: input.actor.workspaceId,
    jobDescriptionId: input.jobDescriptionId,
  });
  if (!id) throw new AppError("NOT_FOUND");
  return { jobDescriptionId: id, criteria: await findCriteria(ctx.db, id) };
}

export async function setScorecardCriteria(
  ctx: Ctx,
  input: { actor: Actor; jobDescriptionId: string; criteria: string[] },
): Promise<ScorecardCriteriaResult> {
  const id = await findWorkspaceJobId(ctx.db, {
    workspaceId: input.actor.workspaceId,
    jobDescriptionId: input.jobDescriptionId,
  });
  if (!id) throw new AppError("NOT_FOUND");
  const criteria = await saveCriteria(ctx.db, {
    workspaceId: input.actor.workspaceId,
    jobDescriptionId: id,
    criteria: input.criteria,
    userId: input.actor.userId,
  });
  return { jobDescriptionId: id, criteria };
}

function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

export function summarise(criteria: string[], cards: Scorecard[]): ScorecardSummary {
  const recommendations: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0 };
  for (const card of cards)
    recommendations[String(card.recommendation)] =
      (recommendations[String(card.recommendation)] ?? 0) + 1;
  // The job's criteria now, then any criterion a scorecard rated that has since been removed.
  const names = [...criteria];
  for (const card of cards)
    for (const entry of card.ratings)
      if (!names.includes(entry.criterion)) names.push(entry.criterion);
  return {
    count: cards.length,
    recommendations,
    averageRecommendation: mean(cards.map((card) => card.recommendation)),
    criteria: names.map((criterion) => {
      const ratings = cards.flatMap((card) =>
        card.ratings.filter((entry) => entry.criterion === criterion).map((entry) => entry.rating),
      );
      return { criterion, average: mean(ratings), count: ratings.length };
    }),
  };
}

export async function getScorecards(
  ctx: Ctx,
  input: { actor: Actor; candidateId: string },
): Promise<CandidateScorecards> {
  const candidate = await workspaceCandidate(ctx, input.actor, input.candidateId);
  const criteria = candidate.jobDescriptionId
    ? await findCriteria(ctx.db, candidate.jobDescriptionId)
    : [];
  const rows = await listScorecards(ctx.db, candidate.id);
  const cards: Scorecard[] = rows.map((row) => ({
    id: row.id,
    candidateId: row.candidateId,
    reviewerUserId: row.reviewerUserId,
    reviewerName: row.reviewerName,
    ratings: row.ratings,
    recommendation: row.recommendation,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isMine: row.reviewerUserId === input.actor.userId,
  }));
  return {
    candidateId: candidate.id,
    jobDescriptionId: candidate.jobDescriptionId,
    criteria,
    scorecards: cards,
    summary: summarise(criteria, cards),
  };
}

/**
 * Saves the signed-in reviewer's scorecard (one per reviewer per candidate result): a rating per
 * criterion of the job (each criterion at most once, only the job's criteria), a recommendation
 * and a note. The engine's score is not touched.
 */
export async function saveMyScorecard(
  ctx: Ctx,
  input: {
    actor: Actor;
    candidateId: string;
    ratings: Array<{ criterion: string; rating: number }>;
    recommendation: number;
    note: string;
  },
): Promise<CandidateScorecards> {
  const candidate = await workspaceCandidate(ctx, input.actor, input.candidateId);
  const criteria = candidate.jobDescriptionId
    ? await findCriteria(ctx.db, candidate.jobDescriptionId)
    : [];
  const seen = new Set<string>();
  const ratings: Array<{ criterion: string; rating: number }> = [];
  for (const [index, entry] of input.ratings.entries()) {
    const criterion = criteria.find(
      (name) => name.toLocaleLowerCase() === entry.criterion.trim().toLocaleLowerCase(),
    );
    const field = `ratings.${index}.criterion`;
    if (!criterion) {
      const message = COLLABORATION_MESSAGES.unknownCriterion(entry.criterion);
      throw new AppError("VALIDATION", message, { errors: { [field]: [message] } });
    }
    if (seen.has(criterion)) {
      const message = COLLABORATION_MESSAGES.criterionDuplicate;
      throw new AppError("VALIDATION", message, { errors: { [field]: [message] } });
    }
    seen.add(criterion);
    ratings.push({ criterion, rating: entry.rating });
  }
  await upsertScorecard(ctx.db, {
    workspaceId: input.actor.workspaceId,
    candidateId: candidate.id,
    reviewerUserId: input.actor.userId,
    ratings,
    recommendation: input.recommendation,
    note: input.note,
  });
  return getScorecards(ctx, { actor: input.actor, candidateId: candidate.id });
}

export async function removeMyScorecard(
  ctx: Ctx,
  input: { actor: Actor; candidateId: string },
): Promise<CandidateScorecards> {
  const candidate = await workspaceCandidate(ctx, input.actor, input.candidateId);
  const removed = await deleteScorecard(ctx.db, {
    candidateId: candidate.id,
    reviewerUserId: input.actor.userId,
  });
  if (!removed) throw new AppError("NOT_FOUND");
  return getScorecards(ctx, { actor: input.actor, candidateId: candidate.id });
}
