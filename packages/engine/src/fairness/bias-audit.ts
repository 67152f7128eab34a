/**
 * Bias audit of the scores, by the method New York City prescribes for automated employment
 * decision tools that score (Local Law 144 of 2021; DCWP rules 6 RCNY §5-300 and §5-301(c)):
 * the median score of the full sample, per category the scoring rate (the share of its applicants
 * scoring above that median), and the impact ratio (its scoring rate divided by the highest
 * scoring rate), separately for sex, race/ethnicity and their intersections. Categories under 2 %
 * of the data are reported but left out of the impact-ratio comparison (§5-301(d)); applicants of
 * unknown category are counted and left out of the calculations. Pure: no database, no I/O.
 * Demographic categories are an audit input only; the scorer never sees them.
 */

/** EEO-1 sex categories (the categories the DCWP rules refer to). */
export const SEX_CATEGORIES = ["female", "male"] as const;
export type SexCategory = (typeof SEX_CATEGORIES)[number];

/** EEO-1 race/ethnicity categories. */
export const RACE_ETHNICITY_CATEGORIES = [
  "hispanic-or-latino",
  "white",
  "black-or-african-american",
  "native-hawaiian-or-pacific-islander",
  "asian",
  "native-american-or-alaska-native",
  "two-or-more-races",
] as const;
export type RaceEthnicityCategory = (typeof RACE_ETHNICITY_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<SexCategory | RaceEthnicityCategory, string> = {
  female: "Female",
  male: "Male",
  "hispanic-or-latino": "Hispanic or Latino",
  white: "White",
  "black-or-african-american": "Black or African American",
  "native-hawaiian-or-pacific-islander": "Native Hawaiian or Pacific Islander",
  asian: "Asian",
  "native-american-or-alaska-native": "Native American or Alaska Native",
  "two-or-more-races": "Two or More Races",
};

/** An impact ratio under this is flagged (the four-fifths rule of thumb). */
export const IMPACT_RATIO_FLAG = 0.8;
/** A category under this share of the audited applicants is left out of the impact-ratio comparison. */
export const MIN_CATEGORY_SHARE = 0.02;

/** One scored applicant; a missing category is an unknown one. */
export interface AuditCandidate {
  candidateId: string;
  jobId: string;
  score: number;
  sex?: SexCategory;
  raceEthnicity?: RaceEthnicityCategory;
}

export interface AuditGroup {
  /** `female`, `white`, or `female/white` for an intersection. */
  id: string;
  label: string;
  sex?: SexCategory;
  raceEthnicity?: RaceEthnicityCategory;
  applicants: number;
  /** Applicants scoring strictly above the median (a score equal to it is not above). */
  scoringAbove: number;
  /** scoringAbove / applicants. */
  scoringRate: number;
  /** This share of all audited applicants is under 2 %: reported, not compared. */
  isExcluded: boolean;
  /** scoringRate / the highest scoring rate of the compared categories; null when excluded or when no one scores above. */
  impactRatio: number | null;
  /** The impact ratio is under 0.8. */
  isFlagged: boolean;
}

export interface AuditResult {
  /** The job audited, or null for the audit across jobs. */
  jobId: string | null;
  applicants: number;
  /** Median score of every applicant of the job (unknown categories included); null across jobs, where each applicant is compared with their own job's median. */
  medianScore: number | null;
  sex: AuditGroup[];
  raceEthnicity: AuditGroup[];
  intersections: AuditGroup[];
  /** Applicants left out of each calculation because their category is unknown. */
  unknown: { sex: number; raceEthnicity: number; intersections: number };
}

export interface AuditReport {
  jobs: AuditResult[];
  overall: AuditResult;
}

/** Median of a list: the middle value, or the mean of the two middle values. `median([1, 5, 2, 9])` -> 3.5 */
export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

interface Marked extends AuditCandidate {
  isAbove: boolean;
}

function groupsOf(
  marked: Marked[],
  total: number,
  keys: Array<{
    id: string;
    label: string;
    sex?: SexCategory;
    raceEthnicity?: RaceEthnicityCategory;
  }>,
  member: (c: Marked, key: { sex?: SexCategory; raceEthnicity?: RaceEthnicityCategory }) => boolean,
): AuditGroup[] {
  const groups = keys
    .map((key) => {
      const members = marked.filter((c) => member(c, key));
      const scoringAbove = members.filter((c) => c.isAbove).length;
      return {
        ...key,
        applicants: members.length,
        scoringAbove,
        scoringRate: members.length ? scoringAbove / members.length : 0,
        isExcluded: members.length / total < MIN_CATEGORY_SHARE,
        impactRatio: null as number | null,
        isFlagged: false,
      };
    })
    .filter((g) => g.applicants > 0);
  const highest = Math.max(0, ...groups.filter((g) => !g.isExcluded).map((g) => g.scoringRate));
  for (const g of groups) {
    if (g.isExcluded || highest === 0) continue;
    g.impactRatio = g.scoringRate / highest;
    g.isFlagged = g.impactRatio < IMPACT_RATIO_FLAG;
  }
  return groups;
}

const SEX_KEYS = SEX_CATEGORIES.map((sex) => ({ id: sex, label: CATEGORY_LABELS[sex], sex }));
const RACE_KEYS = RACE_ETHNICITY_CATEGORIES.map((raceEthnicity) => ({
  id: raceEthnicity,
  label: CATEGORY_LABELS[raceEthnicity],
  raceEthnicity,
}));
const INTERSECTION_KEYS = SEX_CATEGORIES.flatMap((sex) =>
  RACE_ETHNICITY_CATEGORIES.map((raceEthnicity) => ({
    id: `${sex}/${raceEthnicity}`,
    label: `${CATEGORY_LABELS[sex]}, ${CATEGORY_LABELS[raceEthnicity]}`,
    sex,
    raceEthnicity,
  })),
);

function resultOf(jobId: string | null, marked: Marked[], medianScore: number | null): AuditResult {
  const total = marked.length;
  return {
    jobId,
    applicants: total,
    medianScore,
    sex: groupsOf(marked, total, SEX_KEYS, (c, k) => c.sex === k.sex),
    raceEthnicity: groupsOf(
      marked,
      total,
      RACE_KEYS,
      (c, k) => c.raceEthnicity === k.raceEthnicity,
    ),
    intersections: groupsOf(
      marked,
      total,
      INTERSECTION_KEYS,
      (c, k) => c.sex === k.sex && c.raceEthnicity === k.raceEthnicity,
    ),
    unknown: {
      sex: marked.filter((c) => !c.sex).length,
      raceEthnicity: marked.filter((c) => !c.raceEthnicity).length,
      intersections: marked.filter((c) => !c.sex || !c.raceEthnicity).length,
    },
  };
}

/**
 * The audit per job and across jobs; across jobs, each applicant counts as scoring above when
 * above their own job's median (the scores of different jobs are never pooled into one median).
 * `auditScores([{ candidateId: "c1", jobId: "j1", score: 80, sex: "female" }, …])`
 * -> `{ jobs: [{ jobId: "j1", medianScore: 50, sex: [{ id: "female", scoringRate: 0.43, impactRatio: 0.92, … }], … }], overall: { … } }`
 */
export function auditScores(candidates: AuditCandidate[]): AuditReport {
  const byJob = new Map<string, AuditCandidate[]>();
  for (const c of candidates) byJob.set(c.jobId, [...(byJob.get(c.jobId) ?? []), c]);
  const all: Marked[] = [];
  const jobs = [...byJob.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([jobId, pool]) => {
      const mid = median(pool.map((c) => c.score));
      const marked = pool.map((c) => ({ ...c, isAbove: c.score > mid }));
      all.push(...marked);
      return resultOf(jobId, marked, mid);
    });
  return { jobs, overall: resultOf(null, all, null) };
}
