import type { CandidateSummary } from "@hirelens/contracts";
import { describe, expect, it } from "vitest";
import { arrangeCandidates, DEFAULT_FILTER, displayName } from "./sort-candidates";

function candidate(over: Partial<CandidateSummary>): CandidateSummary {
  return {
    id: over.id ?? "c",
    batchId: "b",
    fileId: "f",
    fileName: "cv.pdf",
    status: "scored",
    reviewStatus: "none",
    notes: "",
    rank: 1,
    score: 50,
    name: "Ann",
    alias: "Candidate 1",
    lastTitle: "Engineer",
    years: 3,
    topMatchedSkills: [],
    topMissingSkills: [],
    failureCode: null,
    failureMessage: null,
    updatedAt: "2026-11-21T00:00:00Z",
    ...over,
  };
}

const rows = [
  candidate({ id: "a", name: "Zoe", rank: 2, score: 70, years: 8, topMatchedSkills: ["React"] }),
  candidate({ id: "b", name: "Adam", rank: 1, score: 90, years: 2, reviewStatus: "shortlisted" }),
  candidate({
    id: "c",
    name: null,
    fileName: "broken.pdf",
    status: "failed",
    rank: null,
    score: null,
  }),
  candidate({ id: "d", name: "Mia", rank: 3, score: 40, years: 5, lastTitle: "Designer" }),
];

describe("arrangeCandidates", () => {
  it("sorts by rank by default and keeps failed files last in any order", () => {
    const byRank = arrangeCandidates(
      rows,
      DEFAULT_FILTER,
      { key: "rank", direction: "asc" },
      false,
    );
    expect(byRank.map((c) => c.id)).toEqual(["b", "a", "d", "c"]);
    const byYears = arrangeCandidates(
      rows,
      DEFAULT_FILTER,
      { key: "years", direction: "desc" },
      false,
    );
    expect(byYears.map((c) => c.id)).toEqual(["a", "d", "b", "c"]);
  });

  it("filters by minimum score, review status, skill and text", () => {
    const sort = { key: "rank", direction: "asc" } as const;
    expect(
      arrangeCandidates(rows, { ...DEFAULT_FILTER, minScore: 60 }, sort, false).map((c) => c.id),
    ).toEqual(["b", "a"]);
    expect(
      arrangeCandidates(rows, { ...DEFAULT_FILTER, review: "shortlisted" }, sort, false).map(
        (c) => c.id,
      ),
    ).toEqual(["b"]);
    expect(
      arrangeCandidates(rows, { ...DEFAULT_FILTER, skill: "react" }, sort, false).map((c) => c.id),
    ).toEqual(["a"]);
    expect(
      arrangeCandidates(rows, { ...DEFAULT_FILTER, query: "design" }, sort, false).map((c) => c.id),
    ).toEqual(["d"]);
  });

  it("searches pseudonyms, not names, in anonymised review", () => {
    const sort = { key: "rank", direction: "asc" } as const;
    expect(arrangeCandidates(rows, { ...DEFAULT_FILTER, query: "zoe" }, sort, true)).toEqual([]);
    expect(displayName(rows[0] as CandidateSummary, true)).toBe("Candidate 1");
  });
});
