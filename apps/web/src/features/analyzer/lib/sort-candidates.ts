import type { CandidateStatus, CandidateSummary, ReviewStatus } from "@hirelens/contracts";

export type SortKey = "rank" | "score" | "name" | "years" | "lastTitle" | "status";
export type SortState = { key: SortKey; direction: "asc" | "desc" };
export type CandidateFilter = {
  query: string;
  status: CandidateStatus | "all";
  review: ReviewStatus | "all";
  minScore: number;
  skill: string;
};

export const DEFAULT_FILTER: CandidateFilter = {
  query: "",
  status: "all",
  review: "all",
  minScore: 0,
  skill: "",
};

/** The name shown for a candidate: the pseudonym in anonymised review. */
export function displayName(candidate: CandidateSummary, isAnonymised: boolean): string {
  if (isAnonymised) return candidate.alias;
  return candidate.name ?? candidate.fileName;
}

function compare(
  a: CandidateSummary,
  b: CandidateSummary,
  key: SortKey,
  isAnonymised: boolean,
): number {
  switch (key) {
    case "rank":
      return (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER);
    case "score":
      return (a.score ?? -1) - (b.score ?? -1);
    case "years":
      return (a.years ?? -1) - (b.years ?? -1);
    case "name":
      return displayName(a, isAnonymised).localeCompare(displayName(b, isAnonymised));
    case "lastTitle":
      return (a.lastTitle ?? "").localeCompare(b.lastTitle ?? "");
    case "status":
      return a.status.localeCompare(b.status);
  }
}

/** Filters then sorts the ranked table; unscored rows always go last. */
export function arrangeCandidates(
  candidates: CandidateSummary[],
  filter: CandidateFilter,
  sort: SortState,
  isAnonymised: boolean,
): CandidateSummary[] {
  const query = filter.query.trim().toLowerCase();
  const skill = filter.skill.trim().toLowerCase();
  const kept = candidates.filter((c) => {
    if (filter.status !== "all" && c.status !== filter.status) return false;
    if (filter.review !== "all" && c.reviewStatus !== filter.review) return false;
    if (filter.minScore > 0 && (c.score ?? -1) < filter.minScore) return false;
    if (skill && !c.topMatchedSkills.some((s) => s.toLowerCase().includes(skill))) return false;
    if (query) {
      const haystack = [
        displayName(c, isAnonymised),
        isAnonymised ? "" : c.fileName,
        c.lastTitle ?? "",
      ]
        .join(" ")
        .toLowerCase();
      if (!haystack.includes(query)) return false;
    }
    return true;
  });
  const sign = sort.direction === "asc" ? 1 : -1;
  return kept.sort((a, b) => {
    const aScored = a.status === "scored" ? 0 : 1;
    const bScored = b.status === "scored" ? 0 : 1;
    if (aScored !== bScored) return aScored - bScored;
    return sign * compare(a, b, sort.key, isAnonymised) || (a.rank ?? 0) - (b.rank ?? 0);
  });
}
