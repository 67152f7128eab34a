import { STORAGE_KEYS, type WorkspaceSummary } from "@hirelens/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeFetch } from "@/test/fake-fetch";
import {
  ACTIVE_WORKSPACE_KEY,
  createActiveWorkspaceStore,
  readActiveWorkspaceId,
  readPendingInvite,
  resolveActiveWorkspace,
  setPendingInvite,
} from "./active-workspace";
import { createApiClient } from "./api-client";

const summary = (id: string, overrides: Partial<WorkspaceSummary> = {}): WorkspaceSummary => ({
  id,
  name: id,
  personal: false,
  role: "recruiter",
  memberCount: 2,
  createdAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});
const mine = summary("u1", { name: "Personal", personal: true, role: "owner", memberCount: 1 });
const colleagues = summary("u2", { name: "Personal", personal: true, role: "viewer" });
const team = summary("team-1", { name: "Acme" });

function signInAs(userId: string) {
  window.localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: userId }));
  window.localStorage.setItem(STORAGE_KEYS.authToken, `token-${userId}`);
}

afterEach(() => window.localStorage.clear());

describe("the stored active workspace", () => {
  it("is remembered per account: another account on this browser does not inherit it", () => {
    signInAs("u1");
    const store = createActiveWorkspaceStore(window.localStorage);
    store.getState().setActive("team-1");
    expect(store.getState().workspaceId).toBe("team-1");
    expect(readActiveWorkspaceId(window.localStorage)).toBe("team-1");
    signInAs("u9");
    expect(readActiveWorkspaceId(window.localStorage)).toBeNull();
    store.getState().reload();
    expect(store.getState().workspaceId).toBeNull();
  });

  it("choosing the personal workspace forgets the choice; garbage reads as none", () => {
    signInAs("u1");
    const store = createActiveWorkspaceStore(window.localStorage);
    store.getState().setActive("team-1");
    store.getState().setActive(null);
    expect(window.localStorage.getItem(ACTIVE_WORKSPACE_KEY)).toBeNull();
    window.localStorage.setItem(ACTIVE_WORKSPACE_KEY, "{not json");
    expect(readActiveWorkspaceId(window.localStorage)).toBeNull();
  });

  it("falls back to my own personal workspace when the stored one is not in my list", () => {
    const list = [mine, colleagues, team];
    expect(resolveActiveWorkspace(list, null)).toEqual({ workspace: mine, isFallback: false });
    expect(resolveActiveWorkspace(list, "team-1")).toEqual({ workspace: team, isFallback: false });
    expect(resolveActiveWorkspace(list, "u2").workspace).toBe(colleagues);
    expect(resolveActiveWorkspace(list, "gone")).toEqual({ workspace: mine, isFallback: true });
    // A colleague's personal workspace listed first is not taken for mine.
    expect(resolveActiveWorkspace([colleagues, mine], null).workspace).toBe(mine);
    expect(resolveActiveWorkspace([], "gone")).toEqual({ workspace: null, isFallback: true });
  });

  it("keeps an invitation path only, for after sign-up", () => {
    setPendingInvite("/invite?token=abc", window.localStorage);
    expect(readPendingInvite(window.localStorage)).toBe("/invite?token=abc");
    window.localStorage.setItem("hirelens.pending_invite", "https://evil.example/invite?x");
    expect(readPendingInvite(window.localStorage)).toBeNull();
    setPendingInvite(null, window.localStorage);
    expect(readPendingInvite(window.localStorage)).toBeNull();
  });
});

const workspaceHeader = (call: { init: RequestInit } | undefined) =>
  (call?.init.headers as Record<string, string> | undefined)?.["x-workspace-id"];

describe("the API client", () => {
  it("names the active workspace in x-workspace-id, and nothing for the personal one", async () => {
    signInAs("u1");
    const fake = createFakeFetch({ status: 200, body: { data: [] } });
    const client = createApiClient({ baseUrl: "/api", fetch: fake.fetch });
    await client.get("/job-descriptions");
    expect(workspaceHeader(fake.calls[0])).toBe(undefined);
    createActiveWorkspaceStore(window.localStorage).getState().setActive("team-1");
    await client.get("/job-descriptions");
    expect(workspaceHeader(fake.calls[1])).toBe("team-1");
    // Signed out: no token, no workspace.
    window.localStorage.removeItem(STORAGE_KEYS.authToken);
    await client.get("/config");
    expect(workspaceHeader(fake.calls[2])).toBe(undefined);
  });
});
