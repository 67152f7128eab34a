import { z } from "zod";
import { fitBandSchema, type ReviewStatus } from "./analysis.ts";
import { pageMetaSchema, paginationQuerySchema } from "./credits.ts";

/**
 * Candidates across batches (issue 14, decision 184): one person of a workspace, however many
 * batches their resume was uploaded in, with a hiring stage per job.
 */

export const CANDIDATE_PATHS = {
  list: "/candidates",
  candidate: (id: string) => `/candidates/${id}`,
  stage: (id: string, jobDescriptionId: string) => `/candidates/${id}/stages/${jobDescriptionId}`,
  /** The stage of an analysis result's person for the result's job (the analyzer's drawer). */
  resultStage: (resultId: string) => `/candidates/results/${resultId}/stage`,
  import: "/candidates/import",
} as const;

/** Hiring stages per job, in the order a candidate moves through them. */
export const CANDIDATE_STAGES = [
  "new",
  "shortlisted",
  "interviewing",
  "offered",
  "hired",
  "rejected",
] as const;
export const candidateStageSchema = z.enum(CANDIDATE_STAGES);
export type CandidateStage = z.infer<typeof candidateStageSchema>;

export const CANDIDATE_STAGE_LABELS: Record<CandidateStage, string> = {
  new: "New",
  shortlisted: "Shortlisted",
  interviewing: "Interviewing",
  offered: "Offered",
  hired: "Hired",
  rejected: "Rejected",
};

/**
 * The analyzer's review status is a view of the stage (decision 184): "new" is "none", "rejected"
 * is "rejected", every stage past the shortlist is still "shortlisted".
 */
export function reviewStatusOfStage(stage: CandidateStage): ReviewStatus {
  if (stage === "new") return "none";
  if (stage === "rejected") return "rejected";
  return "shortlisted";
}

/**
 * The stage a review change moves to: "none" -> new, "rejected" -> rejected, "shortlisted" ->
 * shortlisted unless the person is already further on (interviewing, offered, hired stay).
 */
export function stageOfReviewStatus(review: ReviewStatus, current: CandidateStage): CandidateStage {
  if (review === "none") return "new";
  if (review === "rejected") return "rejected";
  return reviewStatusOfStage(current) === "shortlisted" ? current : "shortlisted";
}

export const CANDIDATE_MESSAGES = {
  stageChanged: "Stage updated",
  imported: "Candidates imported",
  noJob: "This result's job description was deleted, so it has no stage.",
  notLinked: "This result has not been read yet, so it has no candidate.",
  emptyList: "No candidates yet. Analyse resumes or import a CSV list to see them here.",
  noMatches: "No candidates match your search.",
} as const;

/** GET /api/candidates?q=&stage=&jobDescriptionId=&page=&pageSize= */
export const candidateListQuerySchema = paginationQuerySchema.extend({
  /** Matches names and titles (contains), and skills by the engine's skill names and aliases. */
  q: z.string().trim().max(200).optional(),
  stage: candidateStageSchema.optional(),
  jobDescriptionId: z.uuid().optional(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

export const candidateJobStageSchema = z.object({
  jobDescriptionId: z.string(),
  jobTitle: z.string(),
  stage: candidateStageSchema,
  updatedAt: z.string(),
});
export type CandidateJobStage = z.infer<typeof candidateJobStageSchema>;

export const candidateListItemSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  lastTitle: z.string().nullable(),
  /** How many analysis results (uploads in batches) are this person's. */
  resultCount: z.number().int(),
  stages: z.array(candidateJobStageSchema),
  updatedAt: z.string(),
});
export type CandidateListItem = z.infer<typeof candidateListItemSchema>;

export const candidateListResponseSchema = z.object({
  data: z.array(candidateListItemSchema),
  meta: pageMetaSchema,
});

/** One score of the person: an analysis result. No score or band when the batch's ranking is off. */
export const candidateScoreSchema = z.object({
  resultId: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  jobDescriptionId: z.string().nullable(),
  jobTitle: z.string(),
  status: z.string(),
  /** False for a "documents only" batch: score and band are withheld. */
  isRanked: z.boolean(),
  score: z.number().nullable(),
  /** The band shown (a reviewer's override wins), with its label and meaning. */
  band: fitBandSchema.nullable(),
  engineVersion: z.string().nullable(),
  fileName: z.string(),
  fileSha256: z.string(),
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
  scoredAt: z.string().nullable(),
});
export type CandidateScore = z.infer<typeof candidateScoreSchema>;

export const stageChangeSchema = z.object({
  from: candidateStageSchema.nullable(),
  to: candidateStageSchema,
  actorLabel: z.string(),
  createdAt: z.string(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

export const candidateJobStageDetailSchema = candidateJobStageSchema.extend({
  candidateId: z.string(),
  history: z.array(stageChangeSchema),
});
export type CandidateJobStageDetail = z.infer<typeof candidateJobStageDetailSchema>;

export const candidatePersonSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lastTitle: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first. */
  scores: z.array(candidateScoreSchema),
  stages: z.array(candidateJobStageDetailSchema),
});
export type CandidatePerson = z.infer<typeof candidatePersonSchema>;

/** PUT /api/candidates/:id/stages/:jobDescriptionId and PUT /api/candidates/results/:id/stage. */
export const stageUpdateSchema = z.object({ stage: candidateStageSchema });
export type StageUpdate = z.infer<typeof stageUpdateSchema>;

/** CSV import of a candidate list: at most 1 MB, UTF-8, UTF-16 (with BOM) or Windows-1252. */
export const CANDIDATE_CSV_MAX_BYTES = 1024 * 1024;
export const CANDIDATE_CSV_COLUMNS = ["name", "email", "phone", "job", "stage"] as const;

export const candidateImportResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  stagesChanged: z.number().int(),
});
export type CandidateImportResult = z.infer<typeof candidateImportResultSchema>;
