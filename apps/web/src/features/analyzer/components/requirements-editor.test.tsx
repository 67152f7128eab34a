import { type BatchDetail, STORAGE_KEYS, skillInBothListsMessage } from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequirementsForm, ScoredWith } from "./requirements-editor";

const batch: BatchDetail = {
  id: "6f1c7c9e-1d7e-4c43-9e57-1c5c2b7d0a11",
  name: "Data Engineer — 2026-11-23 07:00 UTC",
  jobDescriptionId: null,
  jobTitle: "Data Engineer",
  status: "completed",
  totalFiles: 3,
  queuedFiles: 0,
  scoredFiles: 3,
  failedFiles: 0,
  averageScore: 40,
  topScore: 70,
  topBand: null,
  creditsCharged: 3,
  creditsRefunded: 0,
  createdAt: "2026-11-23T07:00:00.000Z",
  completedAt: "2026-11-23T07:01:00.000Z",
  weights: {
    requiredSkills: 28,
    preferredSkills: 6,
    experience: 12,
    education: 5,
    titleFit: 27,
    relevance: 22,
  },
  requirementsVersion: 1,
  requirements: {
    title: "Data Engineer",
    requiredSkills: ["Python", "SQL"],
    preferredSkills: ["Spark"],
    minYears: 3,
    education: null,
    seniority: null,
    certifications: [],
  },
  candidates: [],
  bands: [],
};

const sent: Array<{ url: string; body: unknown }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: { data: batch } };

beforeEach(() => {
  sent.length = 0;
  window.localStorage.setItem(STORAGE_KEYS.authToken, "token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RequirementsForm
        batch={batch}
        requirements={batch.requirements as NonNullable<BatchDetail["requirements"]>}
        onDone={onDone}
        onCancel={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

describe("RequirementsForm", () => {
  it("shows the schema's message on the field and sends nothing while the title is empty", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByRole("textbox", { name: /Job title/ }));
    await user.click(screen.getByRole("button", { name: "Re-score 3 candidates" }));
    expect(await screen.findByText("Job title is required.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Job title/ })).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it("sends the edited requirements to the re-score route and closes when done", async () => {
    const user = userEvent.setup();
    const onDone = renderForm();
    const required = screen.getByRole("combobox", { name: "Required skills" });
    await user.type(required, "Airflow{Enter}");
    await user.clear(screen.getByRole("spinbutton", { name: "Minimum years" }));
    await user.click(screen.getByRole("button", { name: "Re-score 3 candidates" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]?.url).toContain(`/resume-analysis/batches/${batch.id}/rescore`);
    expect(sent[0]?.body).toEqual({
      requirements: {
        ...batch.requirements,
        requiredSkills: ["Python", "SQL", "Airflow"],
        minYears: null,
      },
    });
  });

  it("puts the server's field error under its field and stays open", async () => {
    const message = skillInBothListsMessage("Python");
    answer = {
      status: 400,
      body: { status: 400, code: "BAD_REQUEST", message, errors: { preferredSkills: [message] } },
    };
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.type(screen.getByRole("combobox", { name: "Preferred skills" }), "Python{Enter}");
    await user.click(screen.getByRole("button", { name: "Re-score 3 candidates" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    answer = { status: 200, body: { data: batch } };
  });
});

describe("ScoredWith", () => {
  it("names the requirements version and the engine, or says the engine is not recorded", () => {
    const { rerender } = render(<ScoredWith requirementsVersion={2} engineVersion="2026.11.23" />);
    expect(screen.getByTestId("scored-with")).toHaveTextContent(
      "Scored against requirements v2 · engine 2026.11.23",
    );
    rerender(<ScoredWith requirementsVersion={1} engineVersion={null} />);
    expect(screen.getByTestId("scored-with")).toHaveTextContent(
      "Scored against requirements v1 · engine version not recorded",
    );
    rerender(<ScoredWith requirementsVersion={null} engineVersion={null} />);
    expect(screen.queryByTestId("scored-with")).toBeNull();
  });
});
