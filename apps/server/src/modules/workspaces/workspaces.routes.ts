import {
  acceptInviteSchema,
  changeMemberRoleSchema,
  createInviteSchema,
  createWorkspaceSchema,
  deletedWorkspaceSchema,
  invitePreviewSchema,
  renameWorkspaceSchema,
  transferOwnershipSchema,
  workspaceInviteSchema,
  workspaceMemberSchema,
  workspaceSummarySchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, errorResponses, ok } from "../../lib/http.ts";
import { currentUserId } from "../../plugins/auth.ts";
import { limitHeavyRoute } from "../../plugins/heavy-route-limit.ts";
import { requireWorkspaceMember } from "../../plugins/workspace.ts";
import { accountCleanupOf } from "../users/account-cleanup.ts";
import {
  acceptInvite,
  changeMemberRole,
  createInvite,
  createWorkspace,
  deleteWorkspace,
  listInvites,
  listMembers,
  listMyWorkspaces,
  previewInvite,
  removeMember,
  renameWorkspace,
  resendInvite,
  revokeInvite,
  transferOwnership,
} from "./workspaces.service.ts";

const tags = ["workspaces"];
const workspaceParams = z.object({ workspaceId: z.string().min(1).max(100) });
const memberParams = workspaceParams.extend({ userId: z.string().min(1).max(100) });
const inviteParams = workspaceParams.extend({ inviteId: z.uuid() });

/**
 * Workspace membership (issue 14): my workspaces, members and roles, invitations by e-mail,
 * ownership transfer. A workspace named in the path that the caller is not a member of answers
 * 404; a role below the route's minimum answers 403.
 */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/workspaces",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "My workspaces with my role (personal first)",
        response: { 200: dataOf(z.array(workspaceSummarySchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listMyWorkspaces(app.services, { userId: currentUserId(request) })),
  );

  app.post(
    "/workspaces",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Create a team workspace (you become its owner)",
        body: createWorkspaceSchema,
        response: { 201: dataOf(workspaceSummarySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const workspace = await createWorkspace(app.services, {
        userId: currentUserId(request),
        name: request.body.name,
      });
      return reply.code(201).send(ok(workspace));
    },
  );

  app.patch(
    "/workspaces/:workspaceId",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Rename a workspace (admin)",
        params: workspaceParams,
        body: renameWorkspaceSchema,
        response: { 200: dataOf(workspaceSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "admin");
      return ok(await renameWorkspace(app.services, { access, name: request.body.name }));
    },
  );

  app.delete(
    "/workspaces/:workspaceId",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete a team workspace and everything it owns (owner)",
        params: workspaceParams,
        response: { 200: dataOf(deletedWorkspaceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "owner");
      const { deletePaymentCustomer } = accountCleanupOf(app);
      return ok(await deleteWorkspace(app.services, { access, deletePaymentCustomer }));
    },
  );

  app.get(
    "/workspaces/:workspaceId/members",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The members of a workspace with their roles",
        params: workspaceParams,
        response: { 200: dataOf(z.array(workspaceMemberSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "viewer");
      return ok(await listMembers(app.services, { access }));
    },
  );

  app.patch(
    "/workspaces/:workspaceId/members/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change a member's role (admin; the owner's role only changes by a transfer)",
        params: memberParams,
        body: changeMemberRoleSchema,
        response: { 200: dataOf(z.array(workspaceMemberSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "admin");
      return ok(
        await changeMemberRole(app.services, {
          access,
          userId: request.params.userId,
          role: request.body.role,
        }),
      );
    },
  );

  app.delete(
    "/workspaces/:workspaceId/members/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Remove a member (admin), or leave (yourself; not the owner)",
        params: memberParams,
        response: { 200: dataOf(z.object({ left: z.boolean() })), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "viewer");
      return ok(await removeMember(app.services, { access, userId: request.params.userId }));
    },
  );

  app.post(
    "/workspaces/:workspaceId/transfer",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Transfer ownership to a member (owner; you become an admin)",
        params: workspaceParams,
        body: transferOwnershipSchema,
        response: { 200: dataOf(z.array(workspaceMemberSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "owner");
      return ok(await transferOwnership(app.services, { access, userId: request.body.userId }));
    },
  );

  app.get(
    "/workspaces/:workspaceId/invites",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Pending invitations (admin)",
        params: workspaceParams,
        response: { 200: dataOf(z.array(workspaceInviteSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "admin");
      return ok(await listInvites(app.services, { access }));
    },
  );

  app.post(
    "/workspaces/:workspaceId/invites",
    {
      onRequest: app.authenticate,
      // Each invitation sends a mail to any address: one user or address must not flood.
      preHandler: limitHeavyRoute(app, "workspace-invite"),
      schema: {
        tags,
        summary: "Invite someone by e-mail with a role (admin)",
        params: workspaceParams,
        body: createInviteSchema,
        response: { 201: dataOf(workspaceInviteSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "admin");
      const invite = await createInvite(app.services, {
        access,
        email: request.body.email,
        role: request.body.role,
      });
      return reply.code(201).send(ok(invite));
    },
  );

  app.post(
    "/workspaces/:workspaceId/invites/:inviteId/resend",
    {
      onRequest: app.authenticate,
      preHandler: limitHeavyRoute(app, "workspace-invite"),
      schema: {
        tags,
        summary: "Send an invitation again with a new link and a new week (admin)",
        params: inviteParams,
        response: { 200: dataOf(workspaceInviteSchema), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "admin");
      return ok(await resendInvite(app.services, { access, inviteId: request.params.inviteId }));
    },
  );

  app.delete(
    "/workspaces/:workspaceId/invites/:inviteId",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Withdraw an invitation (admin)",
        params: inviteParams,
        response: { 200: dataOf(z.object({ id: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireWorkspaceMember(request, request.params.workspaceId, "admin");
      return ok(await revokeInvite(app.services, { access, inviteId: request.params.inviteId }));
    },
  );

  app.post(
    "/workspace-invites/preview",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The invitation behind a mailed link, for the signed-in invitee",
        body: acceptInviteSchema,
        response: { 200: dataOf(invitePreviewSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await previewInvite(app.services, {
          token: request.body.token,
          userId: currentUserId(request),
        }),
      ),
  );

  app.post(
    "/workspace-invites/accept",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Accept an invitation (the signed-in account must have the invited address)",
        body: acceptInviteSchema,
        response: { 200: dataOf(workspaceSummarySchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await acceptInvite(app.services, {
          token: request.body.token,
          userId: currentUserId(request),
        }),
      ),
  );
};
