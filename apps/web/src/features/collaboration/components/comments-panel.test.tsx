import type { Comment, WorkspaceRole } from "@hirelens/contracts";
import { COLLABORATION_MESSAGES } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CommentsPanel } from "./comments-panel";

const RESULT_ID = "2c9a4c57-4a11-4f5e-9d0b-7a0f3e2d1b44";

const comment: Comment = {
  id: "c1",
  candidateId: RESULT_ID,
  body: "Strong on the ward rotations.",
  authorUserId: "u1",
  authorName: "Riley Recruiter",
  mentions: [],
  createdAt: "2026-11-20T10:00:00.000Z",
  editedAt: null,
  canEdit: false,
  canDelete: false,
};

/** The server behind fetch: my one workspace with `role`, the result's comments. */
function stubServer(role: WorkspaceRole) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://app.test");
      const json = (data: unknown) =>
        new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
      if (url.pathname === "/api/workspaces")
        return json([
          { id: "w1", name: "Acme", personal: true, role, memberCount: 2, createdAt: "2026-11-01" },
        ]);
      if (url.pathname === `/api/resume-analysis/${RESULT_ID}/comments`) return json([comment]);
      return json([]);
    }),
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommentsPanel candidateId={RESULT_ID} />
    </QueryClientProvider>,
  );
}

describe("CommentsPanel", () => {
  it("shows a viewer the team's comments and, instead of a comment box, who can add them", async () => {
    stubServer("viewer");
    renderPanel();
    expect(await screen.findByText("Strong on the ward rotations.")).toBeVisible();
    expect(await screen.findByText(COLLABORATION_MESSAGES.viewerCannotComment)).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Add a comment" })).toBeNull();
  });

  it("gives a recruiter the comment box", async () => {
    stubServer("recruiter");
    renderPanel();
    expect(await screen.findByText("Strong on the ward rotations.")).toBeVisible();
    expect(await screen.findByRole("textbox", { name: "Add a comment" })).toBeVisible();
    expect(screen.queryByText(COLLABORATION_MESSAGES.viewerCannotComment)).toBeNull();
  });
});
