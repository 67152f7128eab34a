import type { CandidateSummary, FitBandView } from "@hirelens/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FitBandChip, FitBandLegend } from "@/components/ui/fit-band";
import { ResultsTable } from "./results-table";

const BANDS: FitBandView[] = [
  {
    id: "strong",
    label: "Strong fit",
    meaning: "Matches the role's occupation and most requirements; interview first.",
    minScore: 60,
  },
  {
    id: "good",
    label: "Good fit",
    meaning: "Meets the core requirements with a few gaps; worth a screening call.",
    minScore: 45,
  },
  {
    id: "possible",
    label: "Possible fit",
    meaning: "Covers part of the role; check the gaps before deciding.",
    minScore: 25,
  },
  {
    id: "unlikely",
    label: "Unlikely fit",
    meaning: "Few of the role's requirements show in the resume.",
    minScore: 0,
  },
];
const [STRONG, , , UNLIKELY] = BANDS as [FitBandView, FitBandView, FitBandView, FitBandView];

function candidate(over: Partial<CandidateSummary>): CandidateSummary {
  return {
    id: "c1",
    batchId: "b",
    fileId: "f",
    fileName: "ann.pdf",
    status: "scored",
    reviewStatus: "none",
    notes: "",
    rank: 1,
    score: 82,
    band: STRONG,
    name: "Ann Lee",
    alias: "Candidate 1",
    displayName: "Ann Lee",
    lastTitle: "Engineer",
    years: 6,
    topMatchedSkills: ["Go"],
    topMissingSkills: [],
    failureCode: null,
    failureMessage: null,
    updatedAt: "2026-11-21T00:00:00Z",
    ...over,
  };
}

const renderTable = (candidates: CandidateSummary[], isAnonymised = false) =>
  render(
    <ResultsTable
      candidates={candidates}
      isAnonymised={isAnonymised}
      sort={{ key: "rank", direction: "asc" }}
      onSort={() => {}}
      selectedIds={[]}
      onToggleSelect={() => {}}
      onOpen={() => {}}
    />,
  );

describe("ResultsTable bands and names", () => {
  it("shows the band label beside each score, its meaning as the tooltip, and none while unscored", () => {
    renderTable([
      candidate({}),
      candidate({
        id: "c2",
        rank: 2,
        score: 12,
        band: UNLIKELY,
        name: null,
        fileName: "resume-17.pdf",
        displayName: "Name not found (resume-17.pdf)",
      }),
      candidate({ id: "c3", rank: null, score: null, band: null, status: "parsing" }),
    ]);
    const table = screen.getByTestId("results-table");
    const rows = within(table).getAllByTestId("result-row");
    expect(within(rows[0] as HTMLElement).getByText("Strong fit")).toHaveAttribute(
      "title",
      STRONG.meaning,
    );
    expect(within(rows[1] as HTMLElement).getByText("Unlikely fit")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByTestId("fit-band")).toBeNull();
    // The mobile cards carry the same chip.
    const cards = screen.getByRole("list", { name: "Ranked candidates" });
    expect(within(cards).getByText("Strong fit")).toBeInTheDocument();
  });

  it("calls a resume without a name 'Name not found' with its file name", () => {
    renderTable([
      candidate({
        name: null,
        fileName: "resume-17.pdf",
        displayName: "Name not found (resume-17.pdf)",
      }),
    ]);
    const table = screen.getByTestId("results-table");
    expect(
      within(table).getByRole("button", { name: "Name not found (resume-17.pdf)" }),
    ).toBeInTheDocument();
    expect(within(table).getByRole("checkbox")).toHaveAccessibleName(
      "Compare Name not found (resume-17.pdf)",
    );
  });

  it("shows only the pseudonym in anonymised review", () => {
    renderTable([candidate({})], true);
    const table = screen.getByTestId("results-table");
    expect(within(table).getByRole("button", { name: "Candidate 1" })).toBeInTheDocument();
    expect(within(table).queryByText("Ann Lee")).toBeNull();
  });
});

describe("FitBandLegend and FitBandChip", () => {
  it("explains every band in one line with the scores it covers", () => {
    render(<FitBandLegend bands={BANDS} />);
    const legend = screen.getByRole("region", { name: "What the bands mean" });
    const terms = within(legend).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual([
      "Strong fitscores 60–100",
      "Good fitscores 45–59",
      "Possible fitscores 25–44",
      "Unlikely fitscores 0–24",
    ]);
    for (const band of BANDS) expect(within(legend).getByText(band.meaning)).toBeInTheDocument();
  });

  it("prints the meaning beside the chip where asked (the drawer)", () => {
    render(<FitBandChip band={STRONG} showMeaning />);
    expect(screen.getByText("Strong fit")).not.toHaveAttribute("title");
    expect(screen.getByText(STRONG.meaning)).toBeVisible();
  });
});
