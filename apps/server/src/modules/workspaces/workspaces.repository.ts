import {
  type AssignableWorkspaceRole,
  PERSONAL_WORKSPACE_NAME,
  type WorkspaceRole,
} from "@hirelens/contracts";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  analysisBatches,
  files,
  jobDescriptions,
  paymentMethods,
  subscriptions,
  users,
  workspaceInvites,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index.ts";

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type InviteRow = typeof workspaceInvites.$inferSelect;

const memberCount = sql<number>`(select count(*) from ${workspaceMembers} m where m.workspace_id = ${workspaces.id})`;

/**
 * What the other members call a workspace: someone's personal workspace still named "Personal" is
 * "<owner>’s workspace" (every member has a "Personal" of their own), any other its name.
 */
const sharedName = sql<string>`case when ${workspaces.personal} and ${workspaces.name} = ${PERSONAL_WORKSPACE_NAME} then coalesce((select u.name from ${users} u where u.id = ${workspaces.ownerUserId}), ${PERSONAL_WORKSPACE_NAME}) || '’s workspace' else ${workspaces.name} end`;

/** The workspaces a user belongs to, with their role and the member count; personal first. */
export async function listWorkspacesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      sharedName,
      personal: workspaces.personal,
      role: workspaceMembers.role,
      memberCount: memberCount.mapWith(Number),
      createdAt: workspaces.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(
      sql`${workspaces.personal} desc`,
      asc(sql`lower(${workspaces.name})`),
      asc(workspaces.createdAt),
    );
}

/** A workspace's name as its other members see it (invitation mails). */
export async function findSharedName(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ sharedName }).from(workspaces).where(eq(workspaces.id, id));
  return row?.sharedName;
}

export async function findWorkspace(db: DbOrTx, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
  return row;
}

export async function insertWorkspace(
  db: DbOrTx,
  input: { id: string; name: string; ownerUserId: string },
): Promise<void> {
  await db.insert(workspaces).values({ ...input, personal: false });
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: input.id, userId: input.ownerUserId, role: "owner" });
}

export async function renameWorkspace(db: DbOrTx, id: string, name: string): Promise<void> {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, id));
}

export async function deleteWorkspace(db: DbOrTx, id: string): Promise<void> {
  await db.delete(workspaces).where(and(eq(workspaces.id, id), eq(workspaces.personal, false)));
}

export async function countMembers(db: DbOrTx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

export async function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.name));
}

export async function findMember(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

export async function findMemberByEmail(db: DbOrTx, workspaceId: string, email: string) {
  const [row] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${users.email}) = ${email}`),
    );
  return row;
}

export async function setMemberRole(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function deleteMember(db: DbOrTx, workspaceId: string, userId: string): Promise<void> {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Adds a member; answers false when they already were one (their role is kept). */
export async function addMember(
  db: DbOrTx,
  input: { workspaceId: string; userId: string; role: WorkspaceRole },
): Promise<boolean> {
  const rows = await db
    .insert(workspaceMembers)
    .values(input)
    .onConflictDoNothing()
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function setOwner(db: DbOrTx, workspaceId: string, userId: string): Promise<void> {
  await db.update(workspaces).set({ ownerUserId: userId }).where(eq(workspaces.id, workspaceId));
}

/** Forgets the workspace's saved cards: they are its former owner's (decision 197). */
export async function deleteSavedCards(db: DbOrTx, workspaceId: string): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.workspaceId, workspaceId));
}

/** The payment provider's customer of the workspace (Stripe's), or null. */
export async function findPaymentCustomerId(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId));
  return row?.customerId ?? null;
}

export async function findUserById(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const openInvite = (workspaceId: string) =>
  and(
    eq(workspaceInvites.workspaceId, workspaceId),
    isNull(workspaceInvites.acceptedAt),
    isNull(workspaceInvites.revokedAt),
  );

/** The open (not accepted, not revoked) invitation of an address, expired or not. */
export async function findOpenInviteByEmail(db: DbOrTx, workspaceId: string, email: string) {
  const [row] = await db
    .select()
    .from(workspaceInvites)
    .where(and(openInvite(workspaceId), eq(workspaceInvites.email, email)));
  return row;
}

/** The pending invitations (open and not expired), newest first, with who sent them. */
export async function listPendingInvites(db: DbOrTx, workspaceId: string, now: Date) {
  return db
    .select({
      id: workspaceInvites.id,
      email: workspaceInvites.email,
      role: workspaceInvites.role,
      invitedByName: users.name,
      createdAt: workspaceInvites.createdAt,
      expiresAt: workspaceInvites.expiresAt,
    })
    .from(workspaceInvites)
    .leftJoin(users, eq(users.id, workspaceInvites.invitedByUserId))
    .where(and(openInvite(workspaceId), gt(workspaceInvites.expiresAt, now)))
    .orderBy(sql`${workspaceInvites.createdAt} desc`);
}

export async function countPendingInvites(db: DbOrTx, workspaceId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceInvites)
    .where(and(openInvite(workspaceId), gt(workspaceInvites.expiresAt, now)));
  return Number(row?.n ?? 0);
}

export async function findInvite(db: DbOrTx, workspaceId: string, inviteId: string) {
  const [row] = await db
    .select()
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), eq(workspaceInvites.id, inviteId)));
  return row;
}

export async function findInviteByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      invite: workspaceInvites,
      workspaceName: sharedName,
      invitedByName: users.name,
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvites.invitedByUserId))
    .where(eq(workspaceInvites.tokenHash, tokenHash));
  return row;
}

export async function insertInvite(
  db: DbOrTx,
  input: {
    workspaceId: string;
    email: string;
    role: AssignableWorkspaceRole;
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
  },
): Promise<InviteRow> {
  const [row] = await db.insert(workspaceInvites).values(input).returning();
  return row as InviteRow;
}

/** A new token and a new week for an open invitation. */
export async function renewInvite(
  db: DbOrTx,
  inviteId: string,
  input: { tokenHash: string; expiresAt: Date; invitedByUserId: string },
): Promise<void> {
  await db.update(workspaceInvites).set(input).where(eq(workspaceInvites.id, inviteId));
}

export async function revokeInvite(db: DbOrTx, inviteId: string, now: Date): Promise<void> {
  await db
    .update(workspaceInvites)
    .set({ revokedAt: now })
    .where(and(eq(workspaceInvites.id, inviteId), isNull(workspaceInvites.revokedAt)));
}

/** Marks an open invitation used; answers false when another request used or revoked it first. */
export async function markInviteAccepted(
  db: DbOrTx,
  inviteId: string,
  input: { userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(workspaceInvites)
    .set({ acceptedAt: input.now, acceptedByUserId: input.userId })
    .where(
      and(
        eq(workspaceInvites.id, inviteId),
        isNull(workspaceInvites.acceptedAt),
        isNull(workspaceInvites.revokedAt),
      ),
    )
    .returning({ id: workspaceInvites.id });
  return rows.length > 0;
}

/** What deleting a workspace takes with it: its counts, the stored files' keys, held batches. */
export async function findWorkspaceContents(db: DbOrTx, workspaceId: string) {
  const [batches] = await db
    .select({
      n: count(),
      held: sql<number>`count(*) filter (where ${analysisBatches.legalHold})`.mapWith(Number),
    })
    .from(analysisBatches)
    .where(eq(analysisBatches.workspaceId, workspaceId));
  const [jobs] = await db
    .select({ n: count() })
    .from(jobDescriptions)
    .where(eq(jobDescriptions.workspaceId, workspaceId));
  const stored = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(eq(files.workspaceId, workspaceId));
  return {
    batchCount: Number(batches?.n ?? 0),
    heldBatchCount: Number(batches?.held ?? 0),
    jobCount: Number(jobs?.n ?? 0),
    storageKeys: stored.map((row) => row.storageKey),
  };
}
