import type { CandidateListItem } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CandidatesPage } from "./candidates-page";

const ada: CandidateListItem = {
  id: "9b2f0c52-6c43-4f39-9d1c-0d2f3c1c7a11",
  name: "Ada Lovelace",
  email: "ada@example.com",
  lastTitle: "Platform Engineer",
  resultCount: 2,
  stages: [
    {
      jobDescriptionId: "0c5e4f8a-2a53-4a51-9f0c-5d0c6b7e8f90",
      jobTitle: "Senior Backend Engineer",
      stage: "interviewing",
      updatedAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  updatedAt: "2026-11-21T10:00:00.000Z",
};

/** The server behind fetch: answers the list from `people` filtered by `q`, records each query. */
function stubCandidates(people: CandidateListItem[]) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://app.test");
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
      if (url.pathname === "/api/job-descriptions")
        return json({ data: [], meta: { page: 1, pageSize: 100, total: 0, totalPages: 1 } });
      queries.push(url.searchParams);
      const q = url.searchParams.get("q")?.toLowerCase();
      const data = people.filter((person) => !q || person.name?.toLowerCase().includes(q));
      return json({ data, meta: { page: 1, pageSize: 20, total: data.length, totalPages: 1 } });
    }),
  );
  return queries;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CandidatesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("Candidates page", () => {
  it("lists each person once with their stage per job and how many analyses they are in", async () => {
    stubCandidates([ada]);
    renderPage();
    const row = await screen.findByTestId("candidate-row");
    const link = within(row).getByRole("link", { name: "Ada Lovelace" });
    expect(link).toHaveAttribute("href", `/candidates/${ada.id}`);
    expect(within(row).getByText("Interviewing")).toBeInTheDocument();
    expect(within(row).getByText("Senior Backend Engineer")).toBeInTheDocument();
    expect(within(row).getByText("Platform Engineer · ada@example.com")).toBeInTheDocument();
    expect(within(row).getByText("2")).toBeInTheDocument();
  });

  it("shows how to get candidates when there are none", async () => {
    stubCandidates([]);
    renderPage();
    expect(await screen.findByText("No candidates yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Analyse resumes" })).toHaveAttribute(
      "href",
      "/resume-analyzer",
    );
  });

  it("searches and filters on the server, and says when nothing matches", async () => {
    const queries = stubCandidates([ada]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId("candidate-row");
    await user.selectOptions(screen.getByRole("combobox", { name: "Stage" }), "interviewing");
    await screen.findByTestId("candidate-row");
    expect(queries.at(-1)?.get("stage")).toBe("interviewing");
    await user.type(screen.getByRole("textbox", { name: "Search candidates" }), "grace");
    expect(await screen.findByText("No candidates match your search.")).toBeInTheDocument();
    expect(queries.at(-1)?.get("q")).toBe("grace");
    expect(queries.at(-1)?.get("stage")).toBe("interviewing");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByTestId("candidate-row")).toBeInTheDocument();
    expect(queries.at(-1)?.get("stage")).toBeNull();
  });
});
