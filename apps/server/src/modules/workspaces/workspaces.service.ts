import { randomBytes, randomUUID } from "node:crypto";
import {
  type AssignableWorkspaceRole,
  type DeletedWorkspace,
  type InvitePreview,
  WORKSPACE_ERROR_CODES,
  WORKSPACE_INVITE_TTL_DAYS,
  WORKSPACE_MESSAGES,
  type WorkspaceInvite,
  type WorkspaceMember,
  type WorkspaceSummary,
} from "@hirelens/contracts";
import { AppError } from "../../lib/app-error.ts";
import { hashToken } from "../../lib/token-hash.ts";
import type { WorkspaceAccess } from "../../plugins/workspace.ts";
import type { ServiceContext } from "../../service-context.ts";
import { workspaceInviteMail } from "./workspace-invite-mail.ts";
import * as repo from "./workspaces.repository.ts";

type Ctx = Pick<ServiceContext, "db">;
type MailCtx = Pick<ServiceContext, "db" | "env" | "mailer">;

const nowOf = (ctx: Pick<ServiceContext, "now">) => ctx.now?.() ?? new Date();
const DAY_MS = 86_400_000;

/** GET /api/workspaces: mine, my personal one first, with my role and the member count. */
export async function listMyWorkspaces(
  ctx: Ctx,
  input: { userId: string },
): Promise<WorkspaceSummary[]> {
  const rows = await repo.listWorkspacesOfUser(ctx.db, input.userId);
  // My own personal workspace first (its id is my id), then the others by name.
  const mine = rows.filter((row) => row.id === input.userId);
  const others = rows.filter((row) => row.id !== input.userId);
  return [...mine, ...others].map(({ sharedName, ...row }) => ({
    ...row,
    name: row.id === input.userId ? row.name : sharedName,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function summaryOf(ctx: Ctx, userId: string, workspaceId: string) {
  const all = await listMyWorkspaces(ctx, { userId });
  const found = all.find((workspace) => workspace.id === workspaceId);
  if (!found) throw new AppError("NOT_FOUND");
  return found;
}

/** POST /api/workspaces: a team workspace; its creator is the owner. */
export async function createWorkspace(
  ctx: Ctx,
  input: { userId: string; name: string },
): Promise<WorkspaceSummary> {
  const id = randomUUID();
  await ctx.db.transaction((tx) =>
    repo.insertWorkspace(tx, { id, name: input.name, ownerUserId: input.userId }),
  );
  return summaryOf(ctx, input.userId, id);
}

/** PATCH /api/workspaces/:id (admin+). */
export async function renameWorkspace(
  ctx: Ctx,
  input: { access: WorkspaceAccess; name: string },
): Promise<WorkspaceSummary> {
  await repo.renameWorkspace(ctx.db, input.access.id, input.name);
  return summaryOf(ctx, input.access.userId, input.access.id);
}

/**
 * DELETE /api/workspaces/:id (owner): the workspace and, by cascade, its memberships, invitations
 * and everything it owns (jobs, batches, candidates, files, notes, the decision log, its credits,
 * plan, cards and invoices); the stored bytes of its files go after the commit. A personal
 * workspace is never deleted (it goes with the account), nor a workspace with a batch on legal
 * hold (the hold must be lifted first). Its payment provider's customer goes first, as with an
 * account (decision 197): a deleted workspace's subscription must not go on charging.
 */
export async function deleteWorkspace(
  ctx: Pick<ServiceContext, "db" | "now" | "storage" | "log">,
  input: { access: WorkspaceAccess; deletePaymentCustomer?: (customerId: string) => Promise<void> },
): Promise<DeletedWorkspace> {
  const workspace = await repo.findWorkspace(ctx.db, input.access.id);
  if (!workspace) throw new AppError("NOT_FOUND");
  if (workspace.personal) throw new AppError("CONFLICT", WORKSPACE_MESSAGES.personalNotDeletable);
  const held = await repo.findWorkspaceContents(ctx.db, workspace.id);
  if (held.heldBatchCount > 0) {
    throw new AppError("CONFLICT", WORKSPACE_MESSAGES.legalHoldBlocksDelete);
  }
  const customerId = await repo.findPaymentCustomerId(ctx.db, workspace.id);
  if (customerId) await input.deletePaymentCustomer?.(customerId);
  const { result, storageKeys } = await ctx.db.transaction(async (tx) => {
    const contents = await repo.findWorkspaceContents(tx, workspace.id);
    if (contents.heldBatchCount > 0) {
      throw new AppError("CONFLICT", WORKSPACE_MESSAGES.legalHoldBlocksDelete);
    }
    const memberCount = await repo.countMembers(tx, workspace.id);
    const pendingInviteCount = await repo.countPendingInvites(tx, workspace.id, nowOf(ctx));
    await repo.deleteWorkspace(tx, workspace.id);
    return {
      storageKeys: contents.storageKeys,
      result: {
        id: workspace.id,
        name: workspace.name,
        memberCount,
        pendingInviteCount,
        jobCount: contents.jobCount,
        batchCount: contents.batchCount,
        fileCount: contents.storageKeys.length,
      },
    };
  });
  for (const key of storageKeys) {
    await ctx.storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, "a deleted workspace's file stayed in storage");
    });
  }
  return result;
}

/** GET /api/workspaces/:id/members (any member). */
export async function listMembers(
  ctx: Ctx,
  input: { access: WorkspaceAccess },
): Promise<WorkspaceMember[]> {
  const rows = await repo.listMembers(ctx.db, input.access.id);
  return rows.map((row) => ({
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === input.access.userId,
  }));
}

async function memberOrNotFound(ctx: Ctx, workspaceId: string, userId: string) {
  const member = await repo.findMember(ctx.db, workspaceId, userId);
  if (!member) throw new AppError("NOT_FOUND");
  return member;
}

/**
 * PATCH /api/workspaces/:id/members/:userId (admin+): admin, recruiter or viewer. The owner's role
 * only changes by a transfer; an admin cannot touch the owner.
 */
export async function changeMemberRole(
  ctx: Ctx,
  input: { access: WorkspaceAccess; userId: string; role: AssignableWorkspaceRole },
): Promise<WorkspaceMember[]> {
  const target = await memberOrNotFound(ctx, input.access.id, input.userId);
  if (target.role === "owner") {
    throw input.access.role === "owner"
      ? new AppError("CONFLICT", WORKSPACE_MESSAGES.ownerRoleByTransfer)
      : new AppError("FORBIDDEN", WORKSPACE_MESSAGES.adminCannotChangeOwner);
  }
  await repo.setMemberRole(ctx.db, input.access.id, input.userId, input.role);
  return listMembers(ctx, { access: input.access });
}

/**
 * DELETE /api/workspaces/:id/members/:userId: an admin+ removes a member, anyone leaves. The owner
 * cannot leave or be removed (the workspace would have no owner): transfer first.
 */
export async function removeMember(
  ctx: Ctx,
  input: { access: WorkspaceAccess; userId: string },
): Promise<{ left: boolean }> {
  const isSelf = input.userId === input.access.userId;
  if (!isSelf && input.access.role !== "owner" && input.access.role !== "admin") {
    throw new AppError("FORBIDDEN");
  }
  const target = await memberOrNotFound(ctx, input.access.id, input.userId);
  if (target.role === "owner") {
    throw isSelf
      ? new AppError("CONFLICT", WORKSPACE_MESSAGES.lastOwner)
      : new AppError("FORBIDDEN", WORKSPACE_MESSAGES.adminCannotChangeOwner);
  }
  await repo.deleteMember(ctx.db, input.access.id, input.userId);
  return { left: isSelf };
}

/**
 * POST /api/workspaces/:id/transfer (owner): the member becomes owner, the old owner admin. The
 * plan, credits and invoices stay with the workspace (decision 197); the saved cards, the old
 * owner's, are removed, so the new owner adds their own before the next renewal.
 */
export async function transferOwnership(
  ctx: Ctx,
  input: { access: WorkspaceAccess; userId: string },
): Promise<WorkspaceMember[]> {
  const workspace = await repo.findWorkspace(ctx.db, input.access.id);
  if (!workspace) throw new AppError("NOT_FOUND");
  if (workspace.personal) {
    throw new AppError("CONFLICT", WORKSPACE_MESSAGES.personalNotTransferable);
  }
  if (input.userId === input.access.userId) {
    throw new AppError("CONFLICT", WORKSPACE_MESSAGES.transferToSelf);
  }
  const target = await repo.findMember(ctx.db, workspace.id, input.userId);
  if (!target) {
    throw new AppError("VALIDATION", WORKSPACE_MESSAGES.transferToMember, {
      errors: { userId: [WORKSPACE_MESSAGES.transferToMember] },
    });
  }
  await ctx.db.transaction(async (tx) => {
    await repo.setMemberRole(tx, workspace.id, input.access.userId, "admin");
    await repo.setMemberRole(tx, workspace.id, input.userId, "owner");
    await repo.setOwner(tx, workspace.id, input.userId);
    // The plan, balance and invoices stay with the workspace; the former owner's cards do not.
    await repo.deleteSavedCards(tx, workspace.id);
  });
  return listMembers(ctx, { access: { ...input.access, role: "admin" } });
}

function toInvite(
  row: Awaited<ReturnType<typeof repo.listPendingInvites>>[number],
): WorkspaceInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedByName: row.invitedByName ?? "A former member",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** GET /api/workspaces/:id/invites (admin+): open and not expired, newest first. */
export async function listInvites(
  ctx: Pick<ServiceContext, "db" | "now">,
  input: { access: WorkspaceAccess },
): Promise<WorkspaceInvite[]> {
  const rows = await repo.listPendingInvites(ctx.db, input.access.id, nowOf(ctx));
  return rows.map(toInvite);
}

const newToken = () => randomBytes(32).toString("base64url");

async function mailInvite(
  ctx: MailCtx,
  input: {
    workspaceName: string;
    inviterId: string;
    email: string;
    role: AssignableWorkspaceRole;
    token: string;
  },
) {
  const inviter = await repo.findUserById(ctx.db, input.inviterId);
  const url = `${ctx.env.APP_URL}/invite?token=${encodeURIComponent(input.token)}`;
  const mail = workspaceInviteMail({
    appUrl: ctx.env.APP_URL,
    inviterName: inviter?.name ?? "A HireLens user",
    workspaceName: input.workspaceName,
    role: input.role,
    email: input.email,
    url,
  });
  await ctx.mailer.send({ ...mail, to: input.email });
}

async function findPendingInvite(
  ctx: Pick<ServiceContext, "db" | "now">,
  access: WorkspaceAccess,
  inviteId: string,
) {
  const invite = await repo.findInvite(ctx.db, access.id, inviteId);
  if (!invite || invite.acceptedAt || invite.revokedAt) throw new AppError("NOT_FOUND");
  return invite;
}

/**
 * POST /api/workspaces/:id/invites (admin+): mails a link that works 7 days, once. An address that
 * is a member already, or has a pending invitation, answers 409; an expired one is replaced.
 */
export async function createInvite(
  ctx: MailCtx & Pick<ServiceContext, "now">,
  input: { access: WorkspaceAccess; email: string; role: AssignableWorkspaceRole },
): Promise<WorkspaceInvite> {
  const workspace = await repo.findWorkspace(ctx.db, input.access.id);
  if (!workspace) throw new AppError("NOT_FOUND");
  const email = input.email.trim().toLowerCase();
  if (await repo.findMemberByEmail(ctx.db, workspace.id, email)) {
    const message = WORKSPACE_MESSAGES.alreadyMember(email);
    throw new AppError("CONFLICT", message, { errors: { email: [message] } });
  }
  const now = nowOf(ctx);
  const token = newToken();
  const invite = await ctx.db.transaction(async (tx) => {
    const open = await repo.findOpenInviteByEmail(tx, workspace.id, email);
    if (open && open.expiresAt > now) {
      const message = WORKSPACE_MESSAGES.alreadyInvited(email);
      throw new AppError("CONFLICT", message, { errors: { email: [message] } });
    }
    if (open) await repo.revokeInvite(tx, open.id, now);
    return repo.insertInvite(tx, {
      workspaceId: workspace.id,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedByUserId: input.access.userId,
      expiresAt: new Date(now.getTime() + WORKSPACE_INVITE_TTL_DAYS * DAY_MS),
    });
  });
  await mailInvite(ctx, {
    workspaceName: (await repo.findSharedName(ctx.db, workspace.id)) ?? workspace.name,
    inviterId: input.access.userId,
    email,
    role: input.role,
    token,
  });
  const inviter = await repo.findUserById(ctx.db, input.access.userId);
  return toInvite({ ...invite, invitedByName: inviter?.name ?? null });
}

/** POST /api/workspaces/:id/invites/:inviteId/resend (admin+): a new link and a new week. */
export async function resendInvite(
  ctx: MailCtx & Pick<ServiceContext, "now">,
  input: { access: WorkspaceAccess; inviteId: string },
): Promise<WorkspaceInvite> {
  const invite = await findPendingInvite(ctx, input.access, input.inviteId);
  const workspace = await repo.findWorkspace(ctx.db, input.access.id);
  if (!workspace) throw new AppError("NOT_FOUND");
  const now = nowOf(ctx);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + WORKSPACE_INVITE_TTL_DAYS * DAY_MS);
  await repo.renewInvite(ctx.db, invite.id, {
    tokenHash: hashToken(token),
    expiresAt,
    invitedByUserId: input.access.userId,
  });
  await mailInvite(ctx, {
    workspaceName: (await repo.findSharedName(ctx.db, workspace.id)) ?? workspace.name,
    inviterId: input.access.userId,
    email: invite.email,
    role: invite.role,
    token,
  });
  const inviter = await repo.findUserById(ctx.db, input.access.userId);
  return toInvite({ ...invite, expiresAt, invitedByName: inviter?.name ?? null });
}

/** DELETE /api/workspaces/:id/invites/:inviteId (admin+): the link stops working. */
export async function revokeInvite(
  ctx: Pick<ServiceContext, "db" | "now">,
  input: { access: WorkspaceAccess; inviteId: string },
): Promise<{ id: string }> {
  const invite = await findPendingInvite(ctx, input.access, input.inviteId);
  await repo.revokeInvite(ctx.db, invite.id, nowOf(ctx));
  return { id: invite.id };
}

const inviteError = (key: keyof typeof WORKSPACE_ERROR_CODES, status: number, message: string) =>
  new AppError(WORKSPACE_ERROR_CODES[key], message, { status });

/** The invitation behind a token, if the signed-in user may accept it now; else a clear error. */
async function usableInvite(
  ctx: Pick<ServiceContext, "db" | "now">,
  input: { token: string; userId: string },
) {
  const found = await repo.findInviteByTokenHash(ctx.db, hashToken(input.token));
  if (!found) throw inviteError("inviteNotFound", 404, WORKSPACE_MESSAGES.inviteNotFound);
  const { invite } = found;
  if (invite.revokedAt) throw inviteError("inviteRevoked", 410, WORKSPACE_MESSAGES.inviteRevoked);
  if (invite.acceptedAt) {
    throw inviteError("inviteAccepted", 410, WORKSPACE_MESSAGES.inviteAccepted);
  }
  if (invite.expiresAt <= nowOf(ctx)) {
    throw inviteError("inviteExpired", 410, WORKSPACE_MESSAGES.inviteExpired);
  }
  const user = await repo.findUserById(ctx.db, input.userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  if (user.email.toLowerCase() !== invite.email) {
    throw inviteError(
      "inviteWrongAccount",
      403,
      WORKSPACE_MESSAGES.inviteWrongAccount(invite.email),
    );
  }
  return found;
}

/** POST /api/workspace-invites/preview: what the accept page shows before the click. */
export async function previewInvite(
  ctx: Pick<ServiceContext, "db" | "now">,
  input: { token: string; userId: string },
): Promise<InvitePreview> {
  const { invite, workspaceName, invitedByName } = await usableInvite(ctx, input);
  return {
    workspaceId: invite.workspaceId,
    workspaceName,
    invitedByName: invitedByName ?? "A former member",
    email: invite.email,
    role: invite.role,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * POST /api/workspace-invites/accept: the signed-in user with the invited address joins with the
 * invited role (a member already keeps their role); the token is used up.
 */
export async function acceptInvite(
  ctx: Pick<ServiceContext, "db" | "now">,
  input: { token: string; userId: string },
): Promise<WorkspaceSummary> {
  const { invite } = await usableInvite(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const isFirst = await repo.markInviteAccepted(tx, invite.id, {
      userId: input.userId,
      now: nowOf(ctx),
    });
    if (!isFirst) throw inviteError("inviteAccepted", 410, WORKSPACE_MESSAGES.inviteAccepted);
    await repo.addMember(tx, {
      workspaceId: invite.workspaceId,
      userId: input.userId,
      role: invite.role,
    });
  });
  return summaryOf(ctx, input.userId, invite.workspaceId);
}
