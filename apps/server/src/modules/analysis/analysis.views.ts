import {
  type BandOverrideView,
  type BatchSummary,
  type CandidateDetail,
  type CandidateProfile,
  type CandidateStatus,
  type CandidateSummary,
  candidateDisplayName,
  type FitBandView,
  type InsightsView,
  type ReviewStatus,
  type ScoreComponentView,
} from "@hirelens/contracts";
import {
  anonymise,
  FIT_BANDS,
  fitBand,
  type MatchResult,
  maskPersonalText,
  maskPersonalValue,
  type ParsedResume,
  type SourceSpan,
} from "@hirelens/engine";
import type { BatchWithCounts, CandidateRow } from "./analysis.repository.ts";

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const toBandView = ({ id, label, meaning, minScore }: FitBandView): FitBandView => ({
  id,
  label,
  meaning,
  minScore,
});

/** A stored score as the product shows and exports it: one decimal. */
export const presentedScore = (score: number) => Math.round(score * 10) / 10;

/**
 * The band of a score as presented. Computed here, never stored, so recalibrating the engine's
 * thresholds changes every screen and export at once, past analyses included.
 */
export const bandOf = (score: number | null): FitBandView | null =>
  score === null ? null : toBandView(fitBand(score));

const bandById = (id: string): FitBandView | null => {
  const band = FIT_BANDS.find((candidate) => candidate.id === id);
  return band ? toBandView(band) : null;
};

/** A reviewer's override as shown, or null when there is none (issue 13). */
export function bandOverrideOf(row: CandidateRow): BandOverrideView | null {
  const band = row.bandOverride ? bandById(row.bandOverride) : null;
  if (!band) return null;
  return {
    band,
    suggestedBand: row.score === null ? null : bandOf(presentedScore(row.score)),
    reason: row.bandOverrideReason ?? "",
    by: row.bandOverriddenBy ?? "",
    at: iso(row.bandOverriddenAt ?? row.updatedAt) as string,
  };
}

/** The band a candidate is shown and filtered with: the reviewer's override, else the score's. */
export function shownBandOf(row: CandidateRow): FitBandView | null {
  return (
    bandOverrideOf(row)?.band ?? (row.score === null ? null : bandOf(presentedScore(row.score)))
  );
}

/** Every band with its meaning, best first: the legend beside a ranking. */
export const bandLegend = (): FitBandView[] => FIT_BANDS.map(toBandView);

export function toBatchSummary(batch: Omit<BatchWithCounts, "job" | "weights">): BatchSummary {
  // Documents only (issue 13): no number derived from the scores either.
  const isRanked = batch.rankingEnabled;
  return {
    id: batch.id,
    name: batch.name,
    jobDescriptionId: batch.jobDescriptionId,
    jobTitle: batch.jobTitle,
    status: batch.status as BatchSummary["status"],
    totalFiles: batch.totalFiles,
    queuedFiles: batch.queuedFiles,
    scoredFiles: batch.scoredFiles,
    failedFiles: batch.failedFiles,
    averageScore: isRanked ? batch.averageScore : null,
    topScore: isRanked ? batch.topScore : null,
    topBand: isRanked ? bandOf(batch.topScore) : null,
    creditsCharged: batch.creditsCharged,
    creditsRefunded: batch.creditsRefunded,
    createdAt: iso(batch.createdAt) as string,
    completedAt: iso(batch.completedAt),
    rankingEnabled: batch.rankingEnabled,
  };
}

/** Best first: score, then required-skill points, then upload order (stable across re-reads). */
export function rankCandidates(rows: CandidateRow[]): Map<string, number> {
  const required = (row: CandidateRow) =>
    row.match?.components.find((c) => c.id === "requiredSkills")?.points ?? 0;
  const scored = rows
    .filter((row) => row.status === "scored" && row.score !== null)
    .sort(
      (a, b) =>
        (b.score ?? 0) - (a.score ?? 0) || required(b) - required(a) || a.position - b.position,
    );
  return new Map(scored.map((row, index) => [row.id, index + 1]));
}

/**
 * A row of the table. With automated ranking off (`isRanked` false: "documents only") it carries
 * no rank, score, band, override or skill evidence.
 */
export function toCandidateSummary(
  row: CandidateRow,
  rank: number | null,
  isAnonymised: boolean,
  isRanked = true,
): CandidateSummary {
  const alias = `Candidate ${row.position}`;
  const fileName = isAnonymised ? alias : row.fileName;
  const name = isAnonymised ? null : row.name;
  const score = row.score === null || !isRanked ? null : presentedScore(row.score);
  return {
    id: row.id,
    batchId: row.batchId,
    fileId: row.fileId,
    fileName,
    status: row.status as CandidateStatus,
    reviewStatus: row.reviewStatus as ReviewStatus,
    notes: row.notes,
    rank: isRanked ? rank : null,
    score,
    band: isRanked ? shownBandOf(row) : null,
    bandOverride: isRanked ? bandOverrideOf(row) : null,
    name,
    alias,
    displayName: candidateDisplayName({ name, fileName, alias }, isAnonymised),
    // Withheld in blind review like the name (the contract says so; the CSV and PDF print it).
    lastTitle: isAnonymised ? null : row.lastTitle,
    years: row.years === null ? null : Math.round(row.years * 10) / 10,
    topMatchedSkills: isRanked ? row.topMatchedSkills : [],
    topMissingSkills: isRanked ? row.topMissingSkills : [],
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    updatedAt: iso(row.updatedAt) as string,
  };
}

const EDUCATION_LEVELS = [
  ["doctorate", /\b(ph\.?d|doctor|doctorate)\b/i],
  ["master", /\b(master|m\.?sc|m\.?s\.?|mba|m\.?eng|m\.?a\.?)\b/i],
  ["bachelor", /\b(bachelor|b\.?sc|b\.?s\.?|b\.?a\.?|b\.?eng|undergraduate)\b/i],
  ["associate", /\bassociate\b/i],
  ["high-school", /\b(high school|secondary|gcse|a-levels?)\b/i],
] as const;

function educationLevel(studyType?: string): CandidateProfile["education"][number]["level"] {
  if (!studyType) return null;
  return EDUCATION_LEVELS.find(([, pattern]) => pattern.test(studyType))?.[0] ?? null;
}

export function toProfile(
  resume: ParsedResume,
  row: CandidateRow,
  isAnonymised: boolean,
): CandidateProfile {
  const location = resume.basics.location;
  return {
    name: isAnonymised ? null : (resume.basics.name ?? null),
    email: isAnonymised ? null : (resume.basics.email ?? null),
    phone: isAnonymised ? null : (resume.basics.phone ?? null),
    location: isAnonymised
      ? null
      : [location?.city, location?.region, location?.countryCode].filter(Boolean).join(", ") ||
        null,
    links: isAnonymised
      ? []
      : [resume.basics.url, ...resume.basics.profiles.map((profile) => profile.url)].filter(
          (url): url is string => Boolean(url),
        ),
    lastTitle: row.lastTitle,
    years: row.years,
    seniority: resume.meta?.seniority ?? null,
    education: resume.education.map((entry) => ({
      institution: isAnonymised ? null : (entry.institution ?? null),
      studyType: entry.studyType ?? null,
      area: entry.area ?? null,
      // The engine keeps the degree as written ("B-Tech") and its level beside it.
      level: entry.level === "diploma" ? null : (entry.level ?? educationLevel(entry.studyType)),
    })),
    work: resume.work.map((entry) => ({
      position: entry.position ?? null,
      company: entry.name ?? null,
      startDate: entry.startDate ?? null,
      endDate: entry.endDate ?? null,
      isCurrent: entry.isCurrent ?? false,
    })),
    skills: [...new Set(resume.skills.flatMap((group) => group.keywords))],
  };
}

/** Re-reads a span's text from the (possibly masked) document so evidence never leaks a name. */
function spanIn(text: string | null, span: SourceSpan | undefined): SourceSpan | undefined {
  if (!span) return undefined;
  if (!text || span.end > text.length) return span;
  return { ...span, text: text.slice(span.start, span.end) };
}

export function toCandidateDetail(options: {
  row: CandidateRow;
  rank: number | null;
  jobTitle: string;
  jobDescriptionId: string | null;
  isAnonymised: boolean;
  /** false = automated ranking off: no score, breakdown, evidence or insights. */
  isRanked?: boolean;
}): CandidateDetail {
  const { row, isAnonymised } = options;
  const isRanked = options.isRanked ?? true;
  const resume = row.parsedResume;
  const match = isRanked ? row.match : null;
  const insights = isRanked ? row.insights : null;
  // Blind review: the engine's one masker hides the person in the text, the structure and every
  // quote and note shown beside them, also a name only the file name or the header gives away.
  const blind =
    resume && isAnonymised ? { fileName: row.fileName, text: row.documentText ?? "" } : null;
  const text =
    row.documentText && resume && blind
      ? maskPersonalText(row.documentText, resume, blind)
      : row.documentText;
  const anonymised = resume && blind ? anonymise(resume, blind) : null;
  const blinded = <T>(value: T): T =>
    resume && blind ? maskPersonalValue(value, resume, blind) : value;
  const components: ScoreComponentView[] = blinded(
    (match?.components ?? []).map((component) => ({
      id: component.id,
      label: component.label,
      points: component.points,
      maxPoints: component.maxPoints,
      evidence: component.evidence.map((evidence) => ({
        requirement: evidence.requirement,
        requirementSpan: evidence.requirementSpan,
        resumeSpan: spanIn(text, evidence.resumeSpan),
        credit: evidence.credit,
        note: evidence.note,
      })),
    })),
  );
  const insightsView: InsightsView | null = insights
    ? blinded({
        ...insights,
        matchedSkills: insights.matchedSkills.map((skill) => ({
          ...skill,
          evidence: spanIn(text, skill.evidence),
        })),
      })
    : null;
  return {
    ...toCandidateSummary(row, options.rank, isAnonymised, isRanked),
    jobDescriptionId: options.jobDescriptionId,
    jobTitle: options.jobTitle,
    isAnonymised,
    profile: resume ? blinded(toProfile(anonymised ?? resume, row, isAnonymised)) : null,
    components,
    insights: insightsView,
    documentText: text,
    documentKind: row.documentKind,
    pages: row.pages,
    parsedResume: (isAnonymised ? anonymised : row.parsedResume) as Record<string, unknown> | null,
    downloadUrl: row.fileId && !isAnonymised ? `/api/files/download?id=${row.fileId}` : null,
  };
}

/** The columns of the ranked table, computed once when a candidate is scored or re-scored. */
export function summaryColumns(
  resume: ParsedResume,
  match: MatchResult,
  /** Every skill the resume mentions, as the engine names them (the score's own matcher). */
  skillNames: string[] = [],
) {
  const matched = match.skills.filter((skill) => skill.match !== "missing");
  const missing = match.skills.filter((skill) => skill.match === "missing");
  const byLevel = (a: { skill: { level: string } }, b: { skill: { level: string } }) =>
    (a.skill.level === "required" ? 0 : 1) - (b.skill.level === "required" ? 0 : 1);
  const current = resume.work.find((entry) => entry.isCurrent) ?? resume.work[0];
  return {
    name: resume.basics.name ?? null,
    lastTitle: current?.position ?? resume.basics.label ?? null,
    years: match.experience.years,
    topMatchedSkills: [...matched]
      .sort(byLevel)
      .slice(0, 5)
      .map((skill) => skill.skill.name),
    topMissingSkills: [...missing]
      .sort(byLevel)
      .slice(0, 5)
      .map((skill) => skill.skill.name),
    // The skill filter: the job's skills the candidate matched and every skill the resume names.
    matchedSkills: [
      ...new Set([...matched.map((skill) => skill.skill.name), ...skillNames].map(lower)),
    ],
  };
}

const lower = (name: string) => name.toLowerCase();
