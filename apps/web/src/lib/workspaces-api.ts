import {
  hasWorkspaceRole,
  isOwnPersonalWorkspace,
  type WorkspaceRole,
  type WorkspaceSummary,
  workspaceSummarySchema,
} from "@hirelens/contracts/workspaces";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { z } from "zod";
import { resolveActiveWorkspace, useActiveWorkspace } from "@/lib/active-workspace";
import { type ApiClient, api } from "@/lib/api-client";

/** The query key of my workspaces (the switcher and the workspace settings share it). */
export const MY_WORKSPACES_KEY = ["workspaces", "mine"] as const;

/** GET /api/workspaces: mine, personal first, with my role in each. */
export async function getMyWorkspaces(client: ApiClient = api): Promise<WorkspaceSummary[]> {
  return z.array(workspaceSummarySchema).parse(await client.get<unknown>("/workspaces"));
}

export function myWorkspacesQueryOptions() {
  return queryOptions({
    queryKey: MY_WORKSPACES_KEY,
    queryFn: () => getMyWorkspaces(),
    // Membership changes elsewhere (a removal, a new invitation accepted): read it again on every
    // page that shows the switcher.
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export function useMyWorkspaces() {
  return useQuery(myWorkspacesQueryOptions());
}

/**
 * My workspaces and the active one (the stored choice when I am still a member, else my personal
 * workspace). `isFallback`: the stored choice is gone (removed, deleted, unknown).
 */
export function useCurrentWorkspace() {
  const query = useMyWorkspaces();
  const storedId = useActiveWorkspace((state) => state.workspaceId);
  const { workspace, isFallback } = resolveActiveWorkspace(query.data ?? [], storedId);
  return { query, workspaces: query.data ?? [], workspace, isFallback };
}

/**
 * Whether I have at least `minimum`'s rights in the active workspace. While my workspaces load it
 * says yes: the server decides anyway (403), and a form must not flash away for most users.
 */
export function useCanActAs(minimum: WorkspaceRole): boolean {
  const { query, workspace } = useCurrentWorkspace();
  if (!query.data || !workspace) return true;
  return hasWorkspaceRole(workspace.role, minimum);
}

/**
 * Switches the active workspace: every cached answer belonged to the old one, so the cache is
 * dropped (queryClient.clear()) and the pages read again in the new workspace.
 */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useCallback(
    (workspace: Pick<WorkspaceSummary, "id" | "personal" | "role"> | null) => {
      useActiveWorkspace
        .getState()
        .setActive(workspace && !isOwnPersonalWorkspace(workspace) ? workspace.id : null);
      // My list of workspaces is the same in every workspace: kept, and read again.
      const mine = queryClient.getQueryData(MY_WORKSPACES_KEY);
      queryClient.clear();
      if (mine) {
        queryClient.setQueryData(MY_WORKSPACES_KEY, mine);
        void queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_KEY });
      }
    },
    [queryClient],
  );
}
