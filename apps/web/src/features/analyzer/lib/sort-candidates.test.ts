import type { CandidateSummary, FitBandView } from "@hirelens/contracts";
import {
  CANDIDATE_SORT_KEYS,
  DEFAULT_CANDIDATE_FILTER,
  defaultSortDirection,
} from "@hirelens/contracts";
import { describe, expect, it } from "vitest";
import { arrangeCandidates, displayName } from "./sort-candidates";

const band = (id: FitBandView["id"], minScore: number): FitBandView => ({
  id,
  label: `${id} fit`,
  meaning: "",
  minScore,
});

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
    band: band("good", 45),
    name: "Ann",
    alias: "Candidate 1",
    displayName: "Ann",
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
  candidate({
    id: "a",
    name: "Zoe",
    rank: 2,
    score: 60,
    years: 8,
    topMatchedSkills: ["React"],
  }),
  candidate({
    id: "b",
    name: "Adam",
    rank: 1,
    score: 90,
    band: band("strong", 60),
    years: 2,
    reviewStatus: "shortlisted",
  }),
  candidate({
    id: "c",
    name: null,
    fileName: "broken.pdf",
    status: "failed",
    rank: null,
    score: null,
    band: null,
  }),
  candidate({
    id: "d",
    name: "Mia",
    rank: 3,
    score: 40,
    band: band("possible", 25),
    years: 5,
    lastTitle: "Designer",
  }),
];

describe("arrangeCandidates", () => {
  it("sorts by rank by default and keeps failed files last in any order", () => {
    const byRank = arrangeCandidates(
      rows,
      DEFAULT_CANDIDATE_FILTER,
      { key: "rank", direction: "asc" },
      false,
    );
    expect(byRank.map((c) => c.id)).toEqual(["b", "a", "d", "c"]);
    const byYears = arrangeCandidates(
      rows,
      DEFAULT_CANDIDATE_FILTER,
      { key: "years", direction: "desc" },
      false,
    );
    expect(byYears.map((c) => c.id)).toEqual(["a", "d", "b", "c"]);
  });

  it("sorts by every key the contract lists (the server's too), unscored rows last", () => {
    const named = rows.map((row) => ({
      ...row,
      fileName: `${"zyxw"["abcd".indexOf(row.id)]}.pdf`,
    }));
    for (const key of CANDIDATE_SORT_KEYS) {
      const sorted = arrangeCandidates(
        named,
        DEFAULT_CANDIDATE_FILTER,
        { key, direction: defaultSortDirection(key) },
        false,
      );
      expect(sorted.map((c) => c.id).at(-1), key).toBe("c");
    }
    const byFile = arrangeCandidates(
      named,
      DEFAULT_CANDIDATE_FILTER,
      { key: "fileName", direction: "asc" },
      false,
    );
    expect(byFile.map((c) => c.fileName)).toEqual(["w.pdf", "y.pdf", "z.pdf", "x.pdf"]);
    expect(defaultSortDirection("score")).toBe("desc");
    expect(defaultSortDirection("name")).toBe("asc");
  });

  it("filters by fit band (that band or better), review status, skill and text", () => {
    const sort = { key: "rank", direction: "asc" } as const;
    expect(
      arrangeCandidates(rows, { ...DEFAULT_CANDIDATE_FILTER, minBand: "strong" }, sort, false).map(
        (c) => c.id,
      ),
    ).toEqual(["b"]);
    expect(
      arrangeCandidates(rows, { ...DEFAULT_CANDIDATE_FILTER, minBand: "good" }, sort, false).map(
        (c) => c.id,
      ),
    ).toEqual(["b", "a"]);
    expect(
      arrangeCandidates(
        rows,
        { ...DEFAULT_CANDIDATE_FILTER, minBand: "unlikely" },
        sort,
        false,
      ).map((c) => c.id),
    ).toEqual(["b", "a", "d"]);
    expect(
      arrangeCandidates(
        rows,
        { ...DEFAULT_CANDIDATE_FILTER, review: "shortlisted" },
        sort,
        false,
      ).map((c) => c.id),
    ).toEqual(["b"]);
    expect(
      arrangeCandidates(rows, { ...DEFAULT_CANDIDATE_FILTER, skill: "react" }, sort, false).map(
        (c) => c.id,
      ),
    ).toEqual(["a"]);
    expect(
      arrangeCandidates(rows, { ...DEFAULT_CANDIDATE_FILTER, query: "design" }, sort, false).map(
        (c) => c.id,
      ),
    ).toEqual(["d"]);
  });

  it("searches pseudonyms, not names, in anonymised review", () => {
    const sort = { key: "rank", direction: "asc" } as const;
    expect(
      arrangeCandidates(rows, { ...DEFAULT_CANDIDATE_FILTER, query: "zoe" }, sort, true),
    ).toEqual([]);
    expect(displayName(rows[0] as CandidateSummary, true)).toBe("Candidate 1");
  });

  it("calls a resume without a name by its file, never a pseudonym or a blank", () => {
    expect(displayName(rows[2] as CandidateSummary, false)).toBe("Name not found (broken.pdf)");
    expect(displayName(candidate({ name: "  ", fileName: "cv-17.pdf" }), false)).toBe(
      "Name not found (cv-17.pdf)",
    );
    const sort = { key: "rank", direction: "asc" } as const;
    expect(
      arrangeCandidates(rows, { ...DEFAULT_CANDIDATE_FILTER, query: "not found" }, sort, false).map(
        (c) => c.id,
      ),
    ).toEqual(["c"]);
  });
});
