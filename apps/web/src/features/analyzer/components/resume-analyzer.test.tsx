import {
  FILE_MESSAGES,
  type JobDescription,
  MAX_BULK_RESUMES,
  STORAGE_KEYS,
} from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ResumeAnalyzer } from "./resume-analyzer";

const job: JobDescription = {
  id: "6f1c7c9e-1d7e-4c43-9e57-1c5c2b7d0a11",
  title: "Backend Engineer",
  company: "Acme",
  location: null,
  employmentType: null,
  workArrangement: null,
  text: "Backend engineer with TypeScript and PostgreSQL, 3+ years.",
  parsedRequirements: {
    requiredSkills: ["TypeScript"],
    preferredSkills: [],
    minYears: 3,
    education: null,
    seniority: null,
    certifications: [],
  },
  overrides: null,
  ignored: [],
  readBy: { reader: "built-in", model: null, confirmed: 0, dropped: 0 },
  requirements: {
    requiredSkills: ["TypeScript", "PostgreSQL"],
    preferredSkills: ["Docker"],
    minYears: 3,
    education: null,
    seniority: null,
    certifications: [],
  },
  weights: {
    requiredSkills: 35,
    preferredSkills: 10,
    experience: 20,
    education: 10,
    titleFit: 10,
    relevance: 15,
  },
  analysesCount: 0,
  createdAt: "2026-11-21T00:00:00.000Z",
  updatedAt: "2026-11-21T00:00:00.000Z",
};

const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  window.localStorage.setItem(STORAGE_KEYS.authToken, "token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Response(
        JSON.stringify({ data: [job], meta: { page: 1, pageSize: 100, total: 1, totalPages: 1 } }),
        {
          status: 200,
          headers: { "content-type": "application/json" },
        },
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAnalyzer(credits: { availableCredits: number; isUnlimited: boolean } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/resume-analyzer"]}>
        <ResumeAnalyzer
          credits={credits}
          onBatchStarted={() => {}}
          renderNotFound={() => <p>404</p>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const resume = (name: string, body = `Resume of ${name}`) =>
  new File([body], name, { type: "text/plain" });

describe("ResumeAnalyzer before a batch", () => {
  it("shows the saved job's requirements and the cost before anything is charged", async () => {
    const user = userEvent.setup();
    renderAnalyzer({ availableCredits: 10, isUnlimited: false });
    expect(await screen.findByText("PostgreSQL")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Resume files"), [
      resume("a.txt"),
      resume("b.txt"),
      resume("c.txt"),
    ]);
    expect(await screen.findByTestId("credit-cost")).toHaveTextContent(
      "This analysis uses 3 credits; you have 10.",
    );
    expect(screen.getByRole("button", { name: "Analyse 3 resumes" })).toBeEnabled();
    expect(requests.some((url) => url.includes("/files/upload"))).toBe(false);
  });

  it("refuses the 51st file, a too-large file and a wrong type, and blocks a batch the credits do not cover", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAnalyzer({ availableCredits: 10, isUnlimited: false });
    const files = Array.from({ length: MAX_BULK_RESUMES + 1 }, (_, i) => resume(`cv-${i + 1}.txt`));
    await user.upload(screen.getByLabelText("Resume files"), files);
    await waitFor(() =>
      expect(screen.getAllByTestId("upload-item")).toHaveLength(MAX_BULK_RESUMES),
    );
    const refusals = screen.getByTestId("file-refusals");
    expect(refusals).toHaveTextContent(FILE_MESSAGES.tooMany);
    expect(refusals).toHaveTextContent("cv-51.txt");

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])], "photo.png");
    await user.upload(screen.getByLabelText("Resume files"), [big, png]);
    await waitFor(() =>
      expect(screen.getByTestId("file-refusals")).toHaveTextContent(
        FILE_MESSAGES.tooLarge("big.pdf"),
      ),
    );
    expect(screen.getByTestId("file-refusals")).toHaveTextContent(
      FILE_MESSAGES.wrongType("photo.png"),
    );

    const cost = screen.getByTestId("credit-cost");
    expect(cost).toHaveTextContent("This analysis uses 50 credits; you have 10.");
    expect(cost).toHaveTextContent(
      "Not enough credits: this analysis needs 50 credits (one per resume) and you have 10.",
    );
    expect(screen.getByRole("button", { name: "Analyse 50 resumes" })).toBeDisabled();
    expect(requests.some((url) => url.includes("/files/upload"))).toBe(false);
  });

  it("lets a file be removed from the batch", async () => {
    const user = userEvent.setup();
    renderAnalyzer({ availableCredits: -1, isUnlimited: true });
    await user.upload(screen.getByLabelText("Resume files"), [
      resume("keep.txt"),
      resume("drop.txt"),
    ]);
    const list = await screen.findByRole("list", { name: "Resumes to analyse" });
    await user.click(within(list).getByRole("button", { name: "Remove drop.txt" }));
    expect(within(list).getAllByTestId("upload-item")).toHaveLength(1);
    expect(screen.getByTestId("credit-cost")).toHaveTextContent(
      "This analysis uses 1 credit; you have unlimited credits.",
    );
  });
});
