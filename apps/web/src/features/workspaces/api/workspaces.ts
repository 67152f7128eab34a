import {
  type AssignableWorkspaceRole,
  type CreateInviteInput,
  type DeletedWorkspace,
  deletedWorkspaceSchema,
  type InvitePreview,
  invitePreviewSchema,
  type WorkspaceInvite,
  type WorkspaceMember,
  type WorkspaceSummary,
  workspaceInviteSchema,
  workspaceMemberSchema,
  workspaceSummarySchema,
} from "@hirelens/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type ApiClient, api } from "@/lib/api-client";
import { MY_WORKSPACES_KEY } from "@/lib/workspaces-api";

const membersKey = (workspaceId: string) => ["workspaces", workspaceId, "members"] as const;
const invitesKey = (workspaceId: string) => ["workspaces", workspaceId, "invites"] as const;
const base = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}`;

export async function getMembers(workspaceId: string, client: ApiClient = api) {
  return z
    .array(workspaceMemberSchema)
    .parse(await client.get<unknown>(`${base(workspaceId)}/members`));
}

export function useMembers(workspaceId: string | undefined) {
  return useQuery({
    queryKey: membersKey(workspaceId ?? ""),
    queryFn: () => getMembers(workspaceId ?? ""),
    enabled: Boolean(workspaceId),
    staleTime: 0,
  });
}

export async function getInvites(workspaceId: string, client: ApiClient = api) {
  return z
    .array(workspaceInviteSchema)
    .parse(await client.get<unknown>(`${base(workspaceId)}/invites`));
}

export function useInvites(workspaceId: string | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: invitesKey(workspaceId ?? ""),
    queryFn: () => getInvites(workspaceId ?? ""),
    enabled: Boolean(workspaceId) && isEnabled,
    staleTime: 0,
  });
}

/** After a change, the members, the invitations and the switcher's list are read again. */
function useRefresh(workspaceId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: membersKey(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: invitesKey(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_KEY }),
    ]);
  };
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<WorkspaceSummary> =>
      workspaceSummarySchema.parse(await api.post<unknown>("/workspaces", { name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_KEY }),
  });
}

export function useRenameWorkspace(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: async (name: string): Promise<WorkspaceSummary> =>
      workspaceSummarySchema.parse(await api.patch<unknown>(base(workspaceId), { name })),
    onSuccess: refresh,
  });
}

export function useDeleteWorkspace(workspaceId: string) {
  return useMutation({
    mutationFn: async (): Promise<DeletedWorkspace> =>
      deletedWorkspaceSchema.parse(await api.delete<unknown>(base(workspaceId))),
  });
}

export function useChangeRole(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: async (input: { userId: string; role: AssignableWorkspaceRole }) =>
      z.array(workspaceMemberSchema).parse(
        await api.patch<unknown>(`${base(workspaceId)}/members/${input.userId}`, {
          role: input.role,
        }),
      ),
    onSuccess: refresh,
  });
}

/**
 * Removes a member, or leaves (`left: true`). Someone who left reads nothing of the workspace any
 * more, so nothing of it is read again here (its members would answer 404, shown as "Resource not
 * found", and my list without it would look like an eviction): the caller switches to the personal
 * workspace, which drops the cache and reads my list again.
 */
export function useRemoveMember(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: async (userId: string) =>
      z
        .object({ left: z.boolean() })
        .parse(await api.delete<unknown>(`${base(workspaceId)}/members/${userId}`)),
    onSuccess: async (result) => {
      if (!result.left) await refresh();
    },
  });
}

export function useTransferOwnership(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: async (userId: string): Promise<WorkspaceMember[]> =>
      z
        .array(workspaceMemberSchema)
        .parse(await api.post<unknown>(`${base(workspaceId)}/transfer`, { userId })),
    onSuccess: refresh,
  });
}

export function useInvite(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: async (input: CreateInviteInput): Promise<WorkspaceInvite> =>
      workspaceInviteSchema.parse(
        // The form shows field errors itself; other failures still toast.
        await api.post<unknown>(`${base(workspaceId)}/invites`, input, { toastOnError: false }),
      ),
    onSuccess: refresh,
  });
}

export function useResendInvite(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: async (inviteId: string): Promise<WorkspaceInvite> =>
      workspaceInviteSchema.parse(
        await api.post<unknown>(`${base(workspaceId)}/invites/${inviteId}/resend`),
      ),
    onSuccess: refresh,
  });
}

export function useRevokeInvite(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: async (inviteId: string) =>
      z
        .object({ id: z.string() })
        .parse(await api.delete<unknown>(`${base(workspaceId)}/invites/${inviteId}`)),
    onSuccess: refresh,
  });
}

/** POST /api/workspace-invites/preview: the invitation behind the link (errors shown inline). */
export function useInvitePreview(token: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ["workspace-invite", token],
    queryFn: async (): Promise<InvitePreview> =>
      invitePreviewSchema.parse(
        await api.post<unknown>("/workspace-invites/preview", { token }, { toastOnError: false }),
      ),
    enabled: isEnabled && token.length > 0,
    retry: false,
    staleTime: 0,
  });
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: async (token: string): Promise<WorkspaceSummary> =>
      workspaceSummarySchema.parse(
        await api.post<unknown>("/workspace-invites/accept", { token }, { toastOnError: false }),
      ),
  });
}
