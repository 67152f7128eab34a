import {
  type CandidateDetail,
  DECISION_MESSAGES,
  type DecisionEntry,
  type FitBandView,
  STORAGE_KEYS,
} from "@hirelens/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BandOverrideDialog } from "./band-override-dialog";
import { DecisionLogPanel } from "./decision-log-panel";

const BATCH = "9a1b2c3d-0000-4000-8000-000000000001";
const CANDIDATE = "9a1b2c3d-0000-4000-8000-000000000002";

const entry = (overrides: Partial<DecisionEntry>): DecisionEntry => ({
  id: crypto.randomUUID(),
  action: "shortlisted",
  actorLabel: "jane@acme.example",
  isEngine: false,
  batchId: BATCH,
  candidateId: CANDIDATE,
  candidateLabel: "Sam Lee",
  engineVersion: "2026.11.23",
  requirementsVersion: 1,
  fileSha256: "ab".repeat(32),
  result: "Shortlisted",
  detail: {},
  createdAt: "2026-11-23T07:00:00.000Z",
  ...overrides,
});

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[] = [];
let answer: (request: Sent) => unknown = () => ({});

beforeEach(() => {
  sent = [];
  window.localStorage.setItem(STORAGE_KEYS.authToken, "token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = {
        method: init?.method ?? "GET",
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(request);
      return new Response(JSON.stringify(answer(request)), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe("DecisionLogPanel", () => {
  it("says so when nothing is logged yet, and offers no download", async () => {
    answer = () => ({ data: [], meta: { page: 1, pageSize: 10, total: 0, totalPages: 1 } });
    withQueries(<DecisionLogPanel scope={{ kind: "batch", id: BATCH }} />);
    expect(await screen.findByText(DECISION_MESSAGES.emptyLog)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Log CSV/ })).not.toBeInTheDocument();
    expect(sent[0]?.url).toContain(`/resume-analysis/batches/${BATCH}/decisions?page=1`);
  });

  it("lists who did what with the versions, and pages through the log", async () => {
    answer = (request) =>
      request.url.includes("page=2")
        ? {
            data: [
              entry({
                action: "scored",
                isEngine: true,
                actorLabel: "HireLens engine",
                result: "Scored 71.2 (Strong fit)",
              }),
            ],
            meta: { page: 2, pageSize: 10, total: 11, totalPages: 2 },
          }
        : {
            data: [
              entry({
                action: "band_overridden",
                result: "Band Good fit → Strong fit: knows our stack",
              }),
              entry({}),
            ],
            meta: { page: 1, pageSize: 10, total: 11, totalPages: 2 },
          };
    const user = userEvent.setup();
    withQueries(<DecisionLogPanel scope={{ kind: "batch", id: BATCH }} />);
    const list = await screen.findByRole("list", { name: "Decisions, newest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Band overridden · Sam Lee");
    expect(items[0]).toHaveTextContent("Band Good fit → Strong fit: knows our stack");
    expect(items[0]).toHaveTextContent("jane@acme.example");
    expect(items[0]).toHaveTextContent("engine 2026.11.23 · requirements v1 · file abababababab…");
    expect(screen.getByRole("button", { name: "Log CSV" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Scored 71.2 (Strong fit)")).toBeInTheDocument();
    expect(screen.getByText("HireLens engine", { exact: false })).toBeInTheDocument();
  });
});

const BANDS: FitBandView[] = [
  { id: "strong", label: "Strong fit", meaning: "Interview first.", minScore: 60 },
  { id: "good", label: "Good fit", meaning: "Worth a call.", minScore: 45 },
  { id: "possible", label: "Possible fit", meaning: "Check the gaps.", minScore: 25 },
  { id: "unlikely", label: "Unlikely fit", meaning: "Few requirements.", minScore: 0 },
];

describe("BandOverrideDialog", () => {
  it("requires a reason of 3 to 500 characters before it sends anything", async () => {
    const detail: CandidateDetail = {
      id: CANDIDATE,
      batchId: BATCH,
      fileId: null,
      fileName: "sam.txt",
      status: "scored",
      reviewStatus: "none",
      notes: "",
      rank: 1,
      score: 52.3,
      band: BANDS[1] as FitBandView,
      bandOverride: null,
      name: "Sam Lee",
      alias: "Candidate 1",
      displayName: "Sam Lee",
      lastTitle: null,
      years: null,
      topMatchedSkills: [],
      topMissingSkills: [],
      failureCode: null,
      failureMessage: null,
      updatedAt: "2026-11-23T07:00:00.000Z",
      jobDescriptionId: null,
      jobTitle: "Data Engineer",
      isAnonymised: false,
      profile: null,
      components: [],
      insights: null,
      documentText: null,
      documentKind: null,
      pages: null,
      parsedResume: null,
      downloadUrl: null,
    };
    answer = () => ({ data: detail });
    const onClose = vi.fn();
    const user = userEvent.setup();
    withQueries(
      <BandOverrideDialog detail={detail} bands={BANDS} batchId={BATCH} isOpen onClose={onClose} />,
    );
    const save = screen.getByRole("button", { name: "Save override" });
    await user.click(save);
    expect(await screen.findByText(DECISION_MESSAGES.reasonRequired)).toBeInTheDocument();
    const reason = screen.getByRole("textbox", { name: /Reason/ });
    await user.type(reason, "ok");
    expect(await screen.findByText(DECISION_MESSAGES.reasonTooShort)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.selectOptions(screen.getByRole("combobox", { name: "Band" }), "strong");
    await user.type(reason, " — knows our stack");
    await user.click(save);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      body: { band: "strong", reason: "ok — knows our stack" },
    });
    expect(sent[0]?.url).toContain(`/resume-analysis/${CANDIDATE}/band-override`);
  });
});
