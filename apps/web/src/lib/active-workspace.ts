import { STORAGE_KEYS } from "@hirelens/contracts/constants";
import { isOwnPersonalWorkspace, type WorkspaceSummary } from "@hirelens/contracts/workspaces";
import { create } from "zustand";

/**
 * The active workspace (issue 14): which workspace the API calls act in, sent as the
 * `x-workspace-id` header by lib/api-client.ts. Stored in localStorage with the account it belongs
 * to, so another account signing in on this browser never sends it. No choice = the personal
 * workspace (no header).
 */
export const ACTIVE_WORKSPACE_KEY = "hirelens.active_workspace";
/** An invitation link opened before signing up: the app shell leads back to it once signed in. */
export const PENDING_INVITE_KEY = "hirelens.pending_invite";

type Stored = { userId: string; workspaceId: string };
type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

const browserStorage = (): Storage | null =>
  typeof window === "undefined" ? null : window.localStorage;

function currentUserId(storage: Pick<Storage, "getItem">): string | null {
  try {
    const user = JSON.parse(storage.getItem(STORAGE_KEYS.userData) ?? "null") as {
      id?: unknown;
    } | null;
    return typeof user?.id === "string" ? user.id : null;
  } catch {
    return null;
  }
}

/** The stored workspace id for the signed-in account, or null (personal). */
export function readActiveWorkspaceId(storage: Pick<Storage, "getItem">): string | null {
  try {
    const stored = JSON.parse(storage.getItem(ACTIVE_WORKSPACE_KEY) ?? "null") as Stored | null;
    if (!stored || typeof stored.workspaceId !== "string") return null;
    const userId = currentUserId(storage);
    return userId !== null && stored.userId === userId ? stored.workspaceId : null;
  } catch {
    return null;
  }
}

/**
 * The workspace to show: the stored one when the account is still a member, else the personal one
 * (a removed member or an unknown id falls back). `isFallback` says the stored one was dropped.
 */
export function resolveActiveWorkspace(
  workspaces: WorkspaceSummary[],
  storedId: string | null,
): { workspace: WorkspaceSummary | null; isFallback: boolean } {
  const personal = workspaces.find(isOwnPersonalWorkspace) ?? workspaces[0] ?? null;
  if (storedId === null) return { workspace: personal, isFallback: false };
  const stored = workspaces.find((workspace) => workspace.id === storedId);
  return stored
    ? { workspace: stored, isFallback: false }
    : { workspace: personal, isFallback: true };
}

type ActiveWorkspaceState = {
  workspaceId: string | null;
  /** Makes `workspaceId` active (null = personal) and remembers it for this account. */
  setActive: (workspaceId: string | null) => void;
  /** Reads the stored choice again (after sign-in: it belongs to an account). */
  reload: () => void;
};

export function createActiveWorkspaceStore(storage: Storage | null = browserStorage()) {
  return create<ActiveWorkspaceState>((set) => ({
    workspaceId: storage ? readActiveWorkspaceId(storage) : null,
    setActive(workspaceId) {
      const userId = storage ? currentUserId(storage) : null;
      if (storage) {
        if (workspaceId === null || userId === null) storage.removeItem(ACTIVE_WORKSPACE_KEY);
        else
          storage.setItem(
            ACTIVE_WORKSPACE_KEY,
            JSON.stringify({ userId, workspaceId } satisfies Stored),
          );
      }
      set({ workspaceId });
    },
    reload() {
      set({ workspaceId: storage ? readActiveWorkspaceId(storage) : null });
    },
  }));
}

export const useActiveWorkspace = createActiveWorkspaceStore();

/** The invitation path (`/invite?token=…`) kept while the visitor signs up, or null. */
export function readPendingInvite(storage: Pick<Storage, "getItem"> | null = browserStorage()) {
  const path = storage?.getItem(PENDING_INVITE_KEY) ?? null;
  return path?.startsWith("/invite?") ? path : null;
}

export function setPendingInvite(
  path: string | null,
  storage: Pick<Storage, "setItem" | "removeItem"> | null = browserStorage(),
) {
  if (!storage) return;
  if (path === null) storage.removeItem(PENDING_INVITE_KEY);
  else storage.setItem(PENDING_INVITE_KEY, path);
}
