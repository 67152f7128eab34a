import { z } from "zod";
import { MAX_BULK_RESUMES } from "./constants.ts";
import { pageMetaSchema, paginationQuerySchema } from "./credits.ts";
import {
  educationLevelSchema,
  scoreComponentIdSchema,
  scoreWeightsSchema,
  seniorityLevelSchema,
} from "./job-descriptions.ts";

/** Path constants of spec §7 (relative to the API base `/api`). */
export const ANALYSIS_PATHS = {
  analyze: "/analysis/analyze",
  history: "/analysis/history",
  result: "/analysis/result",
  delete: "/analysis/delete",
  export: "/analysis/export",
  resumeAnalysis: "/resume-analysis",
  batches: "/resume-analysis/batches",
  batch: (id: string) => `/resume-analysis/batches/${id}`,
  rerank: (id: string) => `/resume-analysis/batches/${id}/rerank`,
  rescore: (id: string) => `/resume-analysis/batches/${id}/rescore`,
  candidate: (id: string) => `/resume-analysis/${id}`,
} as const;

export const ANALYSIS_MESSAGES = {
  started: "Analysis started",
  reranked: "Candidates re-ranked with the new weights",
  rescored: "Candidates re-scored against the new requirements",
  stillAnalysing:
    "Some resumes of this analysis are still being read. Re-score once every file is done.",
  deleted: "Analysis deleted",
  updated: "Candidate updated",
  noFiles: "Please upload at least one resume.",
  tooMany: `A batch can hold at most ${MAX_BULK_RESUMES} resumes.`,
} as const;

/** queued -> processing -> completed (every file scored or failed). */
export const batchStatusSchema = z.enum(["queued", "processing", "completed"]);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

/** Per file: queued -> parsing -> scored | failed (a failed file's credit is refunded). */
export const candidateStatusSchema = z.enum(["queued", "parsing", "scored", "failed"]);
export type CandidateStatus = z.infer<typeof candidateStatusSchema>;

export const reviewStatusSchema = z.enum(["none", "shortlisted", "rejected"]);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** POST /api/analysis/analyze (alias POST /api/resume-analysis) -> 202 { data: BatchDetail }. */
export const analyzeRequestSchema = z.object({
  jobDescriptionId: z.uuid(),
  fileIds: z
    .array(z.uuid())
    .min(1, ANALYSIS_MESSAGES.noFiles)
    .max(MAX_BULK_RESUMES, ANALYSIS_MESSAGES.tooMany),
  /** Shown in the history; defaults to the job title and the date. */
  name: z.string().trim().max(200).optional(),
  /** Overrides the job's weights for this batch. */
  weights: scoreWeightsSchema.optional(),
  /** false = "documents only": no scores, bands or evidence are shown (issue 13). Default true. */
  rankingEnabled: z.boolean().optional(),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** Fit band ids, best first. The engine owns the thresholds; the server sends the band with a score. */
export const fitBandIdSchema = z.enum(["strong", "good", "possible", "unlikely"]);
export type FitBandId = z.infer<typeof fitBandIdSchema>;

/** A score's fit band: "Strong fit" and what it means, the same in every job. */
export const fitBandSchema = z.object({
  id: fitBandIdSchema,
  label: z.string(),
  meaning: z.string(),
  /** Lowest whole-point score in the band. */
  minScore: z.number(),
});
export type FitBandView = z.infer<typeof fitBandSchema>;

/** "60–100", "45–59", …: the whole-point scores of a band, from the legend it belongs to (best first). */
export function fitBandRange(band: FitBandView, bands: readonly FitBandView[]): string {
  const above = bands
    .filter((other) => other.minScore > band.minScore)
    .reduce((lowest, other) => Math.min(lowest, other.minScore), 101);
  return `${band.minScore}–${above - 1}`;
}

export const NAME_NOT_FOUND = "Name not found";

/**
 * The one name a candidate goes by in the table, drawer and every export: the found name, the
 * pseudonym in anonymised review (the file name could give the person away), otherwise
 * "Name not found (resume-17.pdf)" so no one becomes a bare "Candidate 16" or a blank.
 */
export function candidateDisplayName(
  candidate: { name: string | null; fileName: string; alias: string },
  isAnonymised: boolean,
): string {
  if (isAnonymised) return candidate.alias;
  const name = candidate.name?.trim();
  return name ? name : `${NAME_NOT_FOUND} (${candidate.fileName})`;
}

export const batchSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  jobDescriptionId: z.string().nullable(),
  jobTitle: z.string(),
  status: batchStatusSchema,
  totalFiles: z.number().int(),
  queuedFiles: z.number().int(),
  scoredFiles: z.number().int(),
  failedFiles: z.number().int(),
  averageScore: z.number().nullable(),
  topScore: z.number().nullable(),
  /** Band of the top score; null until a resume is scored. */
  topBand: fitBandSchema.nullable(),
  creditsCharged: z.number().int(),
  creditsRefunded: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * Automated ranking on (default) or off ("documents only": upload order, no scores, bands or
   * evidence). Absent means on.
   */
  rankingEnabled: z.boolean().optional(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

/**
 * A reviewer's band for a candidate in place of the suggested one (issue 13): the engine's score
 * stays as it is (sorting by score keeps it); the band shown and filtered on is this one.
 */
export const bandOverrideSchema = z.object({
  band: fitBandSchema,
  /** The band the engine's score suggested. */
  suggestedBand: fitBandSchema.nullable(),
  reason: z.string(),
  /** Who overrode it: their e-mail at the time. */
  by: z.string(),
  at: z.string(),
});
export type BandOverrideView = z.infer<typeof bandOverrideSchema>;

/** "Strong fit (overridden from Good fit by jane@acme.com: knows our stack)"; else the band's label. */
export function bandDisplayText(candidate: {
  band: FitBandView | null;
  bandOverride?: BandOverrideView | null;
}): string | null {
  const override = candidate.bandOverride;
  if (!override) return candidate.band?.label ?? null;
  const from = override.suggestedBand ? ` from ${override.suggestedBand.label}` : "";
  return `${override.band.label} (overridden${from} by ${override.by}: ${override.reason})`;
}

/** One row of the ranked table. In anonymised mode name and title are withheld (null). */
export const candidateSummarySchema = z.object({
  id: z.string(),
  batchId: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string(),
  status: candidateStatusSchema,
  reviewStatus: reviewStatusSchema,
  notes: z.string(),
  /** 1 = best; null until scored. */
  rank: z.number().int().nullable(),
  score: z.number().nullable(),
  /** The band shown: the reviewer's override if any, else the score's band; null until scored. */
  band: fitBandSchema.nullable(),
  /** A reviewer's band override (absent or null: none). */
  bandOverride: bandOverrideSchema.nullable().optional(),
  /** The name found in the resume; null when none was found or in anonymised mode. */
  name: z.string().nullable(),
  /** Pseudonym for the anonymised review, e.g. "Candidate 7". */
  alias: z.string(),
  /** What to call the candidate everywhere: see `candidateDisplayName`. */
  displayName: z.string(),
  lastTitle: z.string().nullable(),
  years: z.number().nullable(),
  topMatchedSkills: z.array(z.string()),
  topMissingSkills: z.array(z.string()),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  updatedAt: z.string(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

const skillListSchema = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `A ${label} skill cannot be empty.`)
        .max(80, `A ${label} skill can be at most 80 characters.`),
    )
    .max(60, `At most 60 ${label} skills.`);

/**
 * What a batch's resumes are scored against, as the recruiter edits it on the results page: the
 * requirement fields of a job description (its overrides) and the title. Re-scoring with edited
 * requirements raises the batch's requirements version.
 */
export const batchRequirementsSchema = z.object({
  title: z
    .string({ error: "Job title is required." })
    .trim()
    .min(1, "Job title is required.")
    .max(200, "The job title can be at most 200 characters."),
  requiredSkills: skillListSchema("required"),
  preferredSkills: skillListSchema("preferred"),
  minYears: z
    .number({ error: "Minimum years must be a number." })
    .min(0, "Minimum years cannot be below 0.")
    .max(50, "Minimum years can be at most 50.")
    .nullable(),
  education: educationLevelSchema.nullable(),
  seniority: seniorityLevelSchema.nullable(),
  certifications: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A certification cannot be empty.")
        .max(120, "A certification can be at most 120 characters."),
    )
    .max(30, "At most 30 certifications."),
});
export type BatchRequirements = z.infer<typeof batchRequirementsSchema>;

/** A skill in both lists of the requirements (400 of the re-score route, under preferredSkills). */
export function skillInBothListsMessage(skill: string): string {
  return `"${skill}" is listed as both required and preferred: keep it in one list.`;
}

/**
 * POST /api/resume-analysis/batches/:id/rescore { requirements, weights? } -> { data: BatchDetail }.
 * Every scored resume is scored again from its stored reading: no upload, no charge.
 */
export const rescoreSchema = z.object({
  requirements: batchRequirementsSchema,
  weights: scoreWeightsSchema.optional(),
});
export type RescoreRequest = z.infer<typeof rescoreSchema>;

export const batchDetailSchema = batchSummarySchema.extend({
  weights: scoreWeightsSchema,
  /** Raised by every change of requirements or weights (1 = as created). */
  requirementsVersion: z.number().int().optional(),
  /** The requirements the batch is scored against now (the form of "Edit requirements"). */
  requirements: batchRequirementsSchema.optional(),
  candidates: z.array(candidateSummarySchema),
  /** Every band with its meaning, best first: the legend beside the results. */
  bands: z.array(fitBandSchema),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/**
 * The one list of keys the ranked table sorts by, on the server (`?sort=`) and in the page (column
 * headers); `candidate-list.ts` names it for the page.
 */
export const candidateSortSchema = z.enum([
  "rank",
  "score",
  "name",
  "years",
  "lastTitle",
  "fileName",
  "status",
]);

/** GET /api/resume-analysis/batches/:id?sort=&order=&review=&status=&minScore=&q=&skill=&anonymised= */
export const batchDetailQuerySchema = z.object({
  sort: candidateSortSchema.default("rank"),
  order: z.enum(["asc", "desc"]).optional(),
  review: reviewStatusSchema.optional(),
  status: candidateStatusSchema.optional(),
  minScore: z.coerce.number().min(0).max(100).optional(),
  /** Only candidates in this band (the overridden band where a reviewer overrode it). */
  band: fitBandIdSchema.optional(),
  /** Matches name, file name or last title. */
  q: z.string().trim().max(200).optional(),
  /** Only candidates matching this skill. */
  skill: z.string().trim().max(80).optional(),
  anonymised: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => value === "true" || value === "1"),
});
export type BatchDetailQuery = z.input<typeof batchDetailQuerySchema>;

/** GET /api/resume-analysis/batches (alias /api/analysis/history) ?q=&page=&pageSize=&status= */
export const batchHistoryQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: batchStatusSchema.optional(),
});
export type BatchHistoryQuery = z.infer<typeof batchHistoryQuerySchema>;

export const batchHistoryResponseSchema = z.object({
  data: z.array(batchSummarySchema),
  meta: pageMetaSchema,
});

export const sourceSpanSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  page: z.number().int().optional(),
});
export type SourceSpanView = z.infer<typeof sourceSpanSchema>;

export const evidenceSchema = z.object({
  requirement: z.string(),
  requirementSpan: sourceSpanSchema.optional(),
  /** Span in `documentText` the credit rests on: highlight it in the resume. */
  resumeSpan: sourceSpanSchema.optional(),
  credit: z.number(),
  note: z.string(),
});

export const scoreComponentSchema = z.object({
  id: scoreComponentIdSchema,
  label: z.string(),
  points: z.number(),
  maxPoints: z.number(),
  evidence: z.array(evidenceSchema),
});
export type ScoreComponentView = z.infer<typeof scoreComponentSchema>;

export const insightsSchema = z.object({
  matchedSkills: z.array(
    z.object({
      name: z.string(),
      level: z.enum(["required", "preferred"]),
      evidence: sourceSpanSchema.optional(),
      via: z.string().optional(),
      inPart: z.boolean().optional(),
      /** A language shown by the resume being written in it. */
      writtenIn: z.boolean().optional(),
    }),
  ),
  missingSkills: z.array(
    z.object({
      name: z.string(),
      level: z.enum(["required", "preferred"]),
      requirementSpan: sourceSpanSchema.optional(),
    }),
  ),
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
  interviewQuestions: z.array(z.string()),
  summary: z.string(),
});
export type InsightsView = z.infer<typeof insightsSchema>;

export const candidateProfileSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  links: z.array(z.string()),
  lastTitle: z.string().nullable(),
  years: z.number().nullable(),
  seniority: z.string().nullable(),
  education: z.array(
    z.object({
      institution: z.string().nullable(),
      studyType: z.string().nullable(),
      area: z.string().nullable(),
      level: educationLevelSchema.nullable(),
    }),
  ),
  work: z.array(
    z.object({
      position: z.string().nullable(),
      company: z.string().nullable(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      isCurrent: z.boolean(),
    }),
  ),
  skills: z.array(z.string()),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/**
 * GET /api/resume-analysis/:id?anonymised= -> { data }. In anonymised mode the profile has no name,
 * contact, links or school, `documentText` has them masked, and `parsedResume` is the anonymised one.
 */
export const candidateDetailSchema = candidateSummarySchema.extend({
  jobDescriptionId: z.string().nullable(),
  jobTitle: z.string(),
  isAnonymised: z.boolean(),
  profile: candidateProfileSchema.nullable(),
  components: z.array(scoreComponentSchema),
  insights: insightsSchema.nullable(),
  /** The resume text every resume span points into. */
  documentText: z.string().nullable(),
  documentKind: z.string().nullable(),
  pages: z.number().int().nullable(),
  /** JSON Resume (+ meta) as the engine parsed it. */
  parsedResume: z.record(z.string(), z.unknown()).nullable(),
  /** GET URL of the original file (bearer auth), null once the file is deleted. */
  downloadUrl: z.string().nullable(),
  /** The batch's requirements version this result was scored against (null until scored). */
  requirementsVersion: z.number().int().nullable().optional(),
  /** The engine version that scored it; null when scored before versions were recorded. */
  engineVersion: z.string().nullable().optional(),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** PATCH /api/resume-analysis/:id */
export const updateCandidateSchema = z
  .object({
    reviewStatus: reviewStatusSchema.optional(),
    notes: z.string().max(5_000).optional(),
  })
  .refine((value) => value.reviewStatus !== undefined || value.notes !== undefined, {
    error: "Nothing to update",
  });
export type UpdateCandidate = z.infer<typeof updateCandidateSchema>;

/** POST /api/resume-analysis/batches/:id/rerank { weights } -> { data: BatchDetail }. No charge. */
export const rerankSchema = z.object({ weights: scoreWeightsSchema });

export const exportFormatSchema = z.enum(["csv", "json", "pdf"]);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** GET /api/analysis/export?batchId=&format=csv|json|pdf&anonymised= -> a file download. */
export const exportQuerySchema = z.object({
  batchId: z.uuid(),
  format: exportFormatSchema.default("csv"),
  anonymised: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => value === "true" || value === "1"),
});

/** Header row of the CSV export, in order. */
export const EXPORT_CSV_COLUMNS = [
  "rank",
  "name",
  "file",
  "score",
  "band",
  "status",
  "review",
  "last_title",
  "years",
  "matched_skills",
  "missing_skills",
  "notes",
] as const;
