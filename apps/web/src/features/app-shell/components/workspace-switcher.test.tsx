import { STORAGE_KEYS, WORKSPACE_MESSAGES, type WorkspaceSummary } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNotifications } from "@/components/ui/notifications/notifications-store";
import { ACTIVE_WORKSPACE_KEY, useActiveWorkspace } from "@/lib/active-workspace";
import { MY_WORKSPACES_KEY } from "@/lib/workspaces-api";
import { ViewerNotice, WorkspaceSwitcher } from "./workspace-switcher";

const workspaces: WorkspaceSummary[] = [
  {
    id: "u1",
    name: "Personal",
    personal: true,
    role: "owner",
    memberCount: 1,
    createdAt: "2026-11-01T00:00:00.000Z",
  },
  {
    id: "team-1",
    name: "Acme Hiring",
    personal: false,
    role: "viewer",
    memberCount: 3,
    createdAt: "2026-11-02T00:00:00.000Z",
  },
];

/** The server: GET /api/workspaces, and the headers of every call. */
function stubWorkspaces() {
  const headers: Array<Record<string, string>> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      headers.push({ ...(init?.headers as Record<string, string>) });
      return new Response(JSON.stringify({ data: workspaces }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return headers;
}

function renderSwitcher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(["jobs"], ["a job of the personal workspace"]);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkspaceSwitcher />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

function signIn() {
  window.localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: "u1" }));
  window.localStorage.setItem(STORAGE_KEYS.authToken, "token");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  useActiveWorkspace.getState().reload();
  useNotifications.getState().clearNotifications();
});

describe("workspace switcher", () => {
  it("shows the active workspace with my role, and switches from the keyboard", async () => {
    signIn();
    const headers = stubWorkspaces();
    const user = userEvent.setup();
    const client = renderSwitcher();
    const button = await screen.findByRole("button", {
      name: "Workspace: Personal, your personal workspace, your role Owner. Switch workspace",
    });
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const current = screen.getByRole("button", { name: /^Personal/ });
    expect(current).toHaveAttribute("aria-current", "true");
    expect(current).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    const acme = screen.getByRole("button", { name: /^Acme Hiring/ });
    expect(acme).toHaveFocus();
    expect(within(acme).getByText("Viewer · 3 members")).toBeInTheDocument();
    await user.keyboard("{Enter}");

    // The list is read again in the new workspace (with its header) and the button says so.
    await waitFor(() => expect(headers.at(-1)?.["x-workspace-id"]).toBe("team-1"));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await screen.findByRole("button", {
      name: "Workspace: Acme Hiring, your role Viewer. Switch workspace",
    });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(JSON.parse(window.localStorage.getItem(ACTIVE_WORKSPACE_KEY) ?? "{}")).toEqual({
      userId: "u1",
      workspaceId: "team-1",
    });
    // The personal workspace's answers are gone.
    expect(client.getQueryData(["jobs"])).toBeUndefined();
  });

  it("Escape closes the menu and gives the focus back", async () => {
    signIn();
    stubWorkspaces();
    const user = userEvent.setup();
    renderSwitcher();
    const button = await screen.findByRole("button", { name: /^Workspace: Personal/ });
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("falls back to the personal workspace when I am no longer a member of the stored one", async () => {
    signIn();
    window.localStorage.setItem(
      ACTIVE_WORKSPACE_KEY,
      JSON.stringify({ userId: "u1", workspaceId: "removed-team" }),
    );
    stubWorkspaces();
    const client = renderSwitcher();
    await screen.findByRole("button", { name: /^Workspace: Personal/ });
    await waitFor(() => expect(window.localStorage.getItem(ACTIVE_WORKSPACE_KEY)).toBeNull());
    expect(client.getQueryData(["jobs"])).toBeUndefined();
    expect(useNotifications.getState().notifications.map((n) => n.message)).toContain(
      "You are no longer a member of that workspace; showing your personal workspace.",
    );
  });

  it("tells a viewer what their role allows on the pages where recruiters work, and no one else", async () => {
    signIn();
    window.localStorage.setItem(
      ACTIVE_WORKSPACE_KEY,
      JSON.stringify({ userId: "u1", workspaceId: "team-1" }),
    );
    useActiveWorkspace.getState().reload();
    stubWorkspaces();
    const notice = WORKSPACE_MESSAGES.viewerNotice("Acme Hiring");
    const renderAt = (path: string) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const view = render(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <ViewerNotice />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      // Resolves once my workspaces are read: the notice has decided by then.
      const loaded = () =>
        waitFor(() => expect(client.getQueryData(MY_WORKSPACES_KEY)).toBeDefined());
      return { ...view, loaded };
    };
    const analyzer = renderAt("/resume-analyzer");
    expect(await screen.findByRole("note")).toHaveTextContent(notice);
    analyzer.unmount();

    // Not on a page where a viewer does everything there is to do.
    const dashboard = renderAt("/dashboard");
    await dashboard.loaded();
    expect(screen.queryByRole("note")).toBeNull();
    dashboard.unmount();

    // Not for the owner of the personal workspace.
    window.localStorage.removeItem(ACTIVE_WORKSPACE_KEY);
    useActiveWorkspace.getState().reload();
    await renderAt("/job-descriptions").loaded();
    expect(screen.queryByRole("note")).toBeNull();
  });
});
