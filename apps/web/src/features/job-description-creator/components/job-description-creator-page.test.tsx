import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/test/fake-server";
import { JobDescriptionCreatorPage } from "./job-description-creator-page";

const WRITTEN = "Platform Engineer\n\nYou will run our clusters and write services.";

function renderCreator() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <JobDescriptionCreatorPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The whole page renders per test: more than the default 5 s on a loaded 2-core machine.
describe("job description creator", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a title before writing, with focus on it, and sends nothing", async () => {
    const calls = stubServer({});
    const user = userEvent.setup();
    renderCreator();
    await user.click(screen.getByRole("textbox", { name: "Department" }));
    await user.paste("Engineering");
    await user.click(screen.getByRole("button", { name: "Write the job description" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Job title/ })).toHaveFocus();
    expect(calls.filter((call) => call.key.startsWith("POST"))).toEqual([]);
  });

  it("sends the facts trimmed, leaves empty lines out, and shows what was written", async () => {
    const calls = stubServer({
      "POST /job-descriptions/generate": () => ({
        status: 200,
        body: {
          data: {
            title: "Platform Engineer",
            summary: "Run our clusters.",
            responsibilities: [],
            requirements: [],
            niceToHave: [],
            benefits: [],
            text: WRITTEN,
            wordingIssues: [],
            source: "built-in",
            model: null,
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderCreator();
    await user.click(screen.getByRole("textbox", { name: /Job title/ }));
    await user.paste("  Platform Engineer ");
    await user.selectOptions(screen.getByRole("combobox", { name: "Seniority" }), "senior");
    await user.selectOptions(screen.getByRole("combobox", { name: "Remote" }), "remote");
    await user.click(screen.getByRole("textbox", { name: "Location" }));
    await user.paste(" Berlin ");
    await user.click(screen.getByRole("button", { name: "Write the job description" }));
    expect(await screen.findByRole("button", { name: "Write it again" })).toBeInTheDocument();
    expect(screen.getByText("No gender-coded or exclusionary wording found.")).toBeInTheDocument();
    const generate = calls.find((call) => call.key === "POST /job-descriptions/generate");
    expect(generate?.body).toEqual({
      title: "Platform Engineer",
      seniority: "senior",
      location: "Berlin",
      workArrangement: "remote",
      employmentType: "full-time",
      mustHaveSkills: [],
      niceToHaveSkills: [],
    });
  });
});
