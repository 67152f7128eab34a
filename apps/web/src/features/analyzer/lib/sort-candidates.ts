import {
  type CandidateFilter,
  type CandidateSort,
  type CandidateSortKey,
  type CandidateSummary,
  candidateDisplayName,
  type FitBandId,
  fitBandIdSchema,
} from "@hirelens/contracts";

/**
 * The name shown for a candidate: the pseudonym in anonymised review, "Name not found (cv.pdf)"
 * when the resume gave none. The toggle is checked here too, so a row fetched before switching
 * to anonymised review never shows a name.
 */
export function displayName(candidate: CandidateSummary, isAnonymised: boolean): string {
  return candidateDisplayName(candidate, isAnonymised);
}

/** Bands best first: "good or better" keeps strong and good. */
const BAND_ORDER = fitBandIdSchema.options;

function isInBand(candidate: CandidateSummary, minBand: FitBandId | "all"): boolean {
  if (minBand === "all") return true;
  return (
    candidate.band !== null && BAND_ORDER.indexOf(candidate.band.id) <= BAND_ORDER.indexOf(minBand)
  );
}

function compare(
  a: CandidateSummary,
  b: CandidateSummary,
  key: CandidateSortKey,
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
    case "fileName":
      return a.fileName.localeCompare(b.fileName);
    case "status":
      return a.status.localeCompare(b.status);
  }
}

/** Filters then sorts the ranked table; unscored rows always go last. */
export function arrangeCandidates(
  candidates: CandidateSummary[],
  filter: CandidateFilter,
  sort: CandidateSort,
  isAnonymised: boolean,
): CandidateSummary[] {
  const query = filter.query.trim().toLowerCase();
  const skill = filter.skill.trim().toLowerCase();
  const kept = candidates.filter((c) => {
    if (filter.status !== "all" && c.status !== filter.status) return false;
    if (filter.review !== "all" && c.reviewStatus !== filter.review) return false;
    if (!isInBand(c, filter.minBand)) return false;
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
