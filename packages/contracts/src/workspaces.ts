import { z } from "zod";

/**
 * Workspaces (issue 14): jobs, batches, notes, credits, plan and billing belong to a workspace; an
 * account belongs to one or more. Every account has a personal workspace whose id is its user id.
 * Roles from most to least rights; each role has every right of the roles after it.
 */
export const WORKSPACE_ROLES = ["owner", "admin", "recruiter", "viewer"] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

/** The name a personal workspace is created with (its other members see "<owner>’s workspace"). */
export const PERSONAL_WORKSPACE_NAME = "Personal";

/** The header a client names its active workspace with (none = the personal workspace). */
export const WORKSPACE_HEADER = "x-workspace-id";

/** True when `role` has at least the rights of `minimum`. */
export function hasWorkspaceRole(role: WorkspaceRole, minimum: WorkspaceRole): boolean {
  return WORKSPACE_ROLES.indexOf(role) <= WORKSPACE_ROLES.indexOf(minimum);
}

/** What each role may do, as the settings screen explains it. */
export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: "Owner",
  admin: "Admin",
  recruiter: "Recruiter",
  viewer: "Viewer",
};
export const WORKSPACE_ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: "Everything, plus billing, transferring ownership and deleting the workspace.",
  admin: "Everything a recruiter can, plus members, invitations and workspace settings.",
  recruiter: "Uploads resumes, runs analyses, edits jobs, notes and stages.",
  viewer: "Reads jobs, batches and results; changes nothing.",
};

/** Roles an invitation or a role change may give: ownership only moves by a transfer. */
export const ASSIGNABLE_WORKSPACE_ROLES = ["admin", "recruiter", "viewer"] as const;
export const assignableWorkspaceRoleSchema = z.enum(ASSIGNABLE_WORKSPACE_ROLES);
export type AssignableWorkspaceRole = z.infer<typeof assignableWorkspaceRoleSchema>;

/** How long an invitation link works. */
export const WORKSPACE_INVITE_TTL_DAYS = 7;
export const WORKSPACE_NAME_MAX = 80;

export const workspaceNameSchema = z
  .string({ error: "Enter a name for the workspace." })
  .trim()
  .min(1, "Enter a name for the workspace.")
  .max(WORKSPACE_NAME_MAX, `A workspace name has at most ${WORKSPACE_NAME_MAX} characters.`);

export const createWorkspaceSchema = z.object({ name: workspaceNameSchema });
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;
export const renameWorkspaceSchema = createWorkspaceSchema;
export type RenameWorkspaceInput = CreateWorkspaceInput;

/** One workspace in the switcher: my role there, how many members, whether it is my personal one. */
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: workspaceRoleSchema,
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const changeMemberRoleSchema = z.object({ role: assignableWorkspaceRoleSchema });
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleSchema>;

export const transferOwnershipSchema = z.object({
  userId: z.string({ error: "Choose the member who becomes the owner." }).min(1),
});
export type TransferOwnershipInput = z.infer<typeof transferOwnershipSchema>;

export const createInviteSchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address." })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address.").max(254, "Enter a valid e-mail address.")),
  role: assignableWorkspaceRoleSchema,
});
export type CreateInviteInput = z.input<typeof createInviteSchema>;

export const WORKSPACE_INVITE_STATUSES = ["pending", "expired", "accepted", "revoked"] as const;
export type WorkspaceInviteStatus = (typeof WORKSPACE_INVITE_STATUSES)[number];

/** A pending invitation as the workspace's admins see it. */
export const workspaceInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: assignableWorkspaceRoleSchema,
  invitedByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type WorkspaceInvite = z.infer<typeof workspaceInviteSchema>;

/** What the accept page shows a signed-in user who opened an invitation link. */
export const invitePreviewSchema = z.object({
  workspaceId: z.string(),
  workspaceName: z.string(),
  invitedByName: z.string(),
  email: z.string(),
  role: assignableWorkspaceRoleSchema,
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteSchema = z.object({ token: z.string().min(1).max(200) });

/** What deleting a workspace removed, for the confirmation. */
export const deletedWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  pendingInviteCount: z.number().int(),
  jobCount: z.number().int(),
  batchCount: z.number().int(),
  fileCount: z.number().int(),
});
export type DeletedWorkspace = z.infer<typeof deletedWorkspaceSchema>;

/** Envelope codes and texts of the workspace rules (the server sends them, the web shows them). */
export const WORKSPACE_MESSAGES = {
  viewerNotice: (workspace: string) =>
    `You are a viewer in ${workspace}: you can read and export everything here. Uploading, running analyses, editing jobs and reviewing candidates need the recruiter role; ask an admin of the workspace.`,
  inviteNotFound: "This invitation link is not valid. Check that you copied the whole link.",
  inviteExpired:
    "This invitation has expired. Ask an admin of the workspace to send you a new one.",
  inviteAccepted: "This invitation has already been used.",
  inviteRevoked: "This invitation was withdrawn by the workspace. Ask an admin for a new one.",
  inviteWrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Sign out and sign in with that address to accept it.`,
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation. Resend it from the list instead.`,
  lastOwner: "A workspace needs an owner. Transfer ownership to another member before you leave.",
  ownerRoleByTransfer: "Only the owner can hand over ownership, with Transfer ownership.",
  adminCannotChangeOwner: "Only the owner can change the owner's role or remove the owner.",
  personalNotDeletable: "Your personal workspace cannot be deleted.",
  legalHoldBlocksDelete:
    "A batch of this workspace is on legal hold. Lift the hold before you delete the workspace.",
  personalNotTransferable: "A personal workspace cannot be transferred.",
  transferToMember: "Ownership can only go to a member of this workspace.",
  transferToSelf: "You already own this workspace.",
  inviteSent: (email: string) => `Invitation sent to ${email}.`,
  inviteResent: (email: string) => `Invitation sent again to ${email}.`,
  inviteRevokedDone: (email: string) => `The invitation to ${email} is withdrawn.`,
  joined: (name: string) => `You joined ${name}.`,
  removedFallback: "You are no longer a member of that workspace; showing your personal workspace.",
} as const;

export const WORKSPACE_ERROR_CODES = {
  inviteNotFound: "INVITE_NOT_FOUND",
  inviteExpired: "INVITE_EXPIRED",
  inviteAccepted: "INVITE_USED",
  inviteRevoked: "INVITE_REVOKED",
  inviteWrongAccount: "INVITE_WRONG_ACCOUNT",
} as const;

/**
 * My own personal workspace in my list: a personal workspace is never transferred, so the one I
 * own is mine (I may also be a member of a colleague's personal workspace).
 */
export function isOwnPersonalWorkspace(workspace: Pick<WorkspaceSummary, "personal" | "role">) {
  return workspace.personal && workspace.role === "owner";
}
