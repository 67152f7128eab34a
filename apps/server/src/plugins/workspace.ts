import { hasWorkspaceRole, WORKSPACE_HEADER, type WorkspaceRole } from "@hirelens/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import * as schema from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { currentUserId } from "./auth.ts";
import { ensurePersonalWorkspace } from "./personal-workspace.ts";

/** The workspace a request acts in, and the signed-in user's role there. */
export interface WorkspaceAccess {
  /** The workspace's id (the personal workspace's id is the user's id). */
  id: string;
  role: WorkspaceRole;
  /** The signed-in user (who acts; the workspace owns what they create). */
  userId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    workspaceAccess?: WorkspaceAccess;
  }
}

/**
 * The workspace the request acts in (after `app.authenticate`): the one named by the
 * `x-workspace-id` header, else the user's personal workspace. A workspace the user is not a
 * member of answers 404 (as if it did not exist); a role below `minimum` answers 403.
 */
export async function requireWorkspace(
  request: FastifyRequest,
  minimum: WorkspaceRole = "viewer",
): Promise<WorkspaceAccess> {
  const access = request.workspaceAccess ?? (await resolveWorkspace(request));
  request.workspaceAccess = access;
  if (!hasWorkspaceRole(access.role, minimum)) throw new AppError("FORBIDDEN");
  return access;
}

/**
 * The same check for a workspace named in the path (`/workspaces/:workspaceId/...`, the membership
 * routes): not a member -> 404, a role below `minimum` -> 403. The request's active workspace
 * (header) is not changed.
 */
export async function requireWorkspaceMember(
  request: FastifyRequest,
  workspaceId: string,
  minimum: WorkspaceRole = "viewer",
): Promise<WorkspaceAccess> {
  const access = await accessTo(request, currentUserId(request), workspaceId);
  if (!hasWorkspaceRole(access.role, minimum)) throw new AppError("FORBIDDEN");
  return access;
}

async function resolveWorkspace(request: FastifyRequest): Promise<WorkspaceAccess> {
  const userId = currentUserId(request);
  const named = request.headers[WORKSPACE_HEADER];
  const workspaceId = typeof named === "string" && named.length > 0 ? named : userId;
  return accessTo(request, userId, workspaceId);
}

async function accessTo(
  request: FastifyRequest,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceAccess> {
  const [member] = await request.server.db
    .select({ role: schema.workspaceMembers.role })
    .from(schema.workspaceMembers)
    .where(
      and(
        eq(schema.workspaceMembers.workspaceId, workspaceId),
        eq(schema.workspaceMembers.userId, userId),
      ),
    );
  if (member) return { id: workspaceId, role: member.role, userId };
  if (workspaceId !== userId) throw new AppError("NOT_FOUND");
  // An account made before its personal workspace existed (e.g. inserted by a test).
  await ensurePersonalWorkspace(request.server.db, userId);
  return { id: userId, role: "owner", userId };
}
