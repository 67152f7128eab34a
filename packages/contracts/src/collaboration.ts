import { z } from "zod";
import {
  employmentTypeSchema,
  jobRequirementsSchema,
  scoreWeightsSchema,
  workArrangementSchema,
} from "./job-descriptions.ts";

/**
 * Collaboration on a candidate result (issue 14, decision 185): comments with @mentions, and a
 * scorecard per reviewer against the criteria the recruiter set on the job description. Neither
 * changes the engine's score.
 */

export const COMMENT_MAX_LENGTH = 2000;
export const SCORECARD_MAX_CRITERIA = 10;
export const SCORECARD_CRITERION_MAX_LENGTH = 80;
export const SCORECARD_NOTE_MAX_LENGTH = 2000;
/** The largest job file the import takes. */
export const JOB_IMPORT_MAX_BYTES = 1024 * 1024;

export const COLLABORATION_MESSAGES = {
  commentRequired: "Write a comment first",
  commentTooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters`,
  commentAdded: "Comment added",
  commentSaved: "Comment saved",
  commentDeleted: "Comment deleted",
  notYourComment: "You can only edit your own comments",
  noComments: "No comments yet. Start the conversation about this candidate.",
  viewerCannotComment:
    "As a viewer you read the team's comments; a recruiter, admin or owner can add them.",
  viewerCannotScore:
    "As a viewer you read the team's scorecards; a recruiter, admin or owner can fill one in.",
  noMembers: "No workspace member matches",
  scorecardSaved: "Scorecard saved",
  scorecardDeleted: "Scorecard removed",
  noScorecards: "No scorecards yet.",
  scoreUnchanged: "Scorecards are your team's own judgement: they never change the match score.",
  noCriteria:
    "This job has no scorecard criteria yet: reviewers give an overall recommendation and a note.",
  criteriaSaved: "Scorecard criteria saved",
  criterionRequired: "Name the criterion",
  criterionDuplicate: "Each criterion can appear only once",
  tooManyCriteria: `At most ${SCORECARD_MAX_CRITERIA} criteria`,
  unknownCriterion: (name: string) => `"${name}" is not one of this job's scorecard criteria`,
  recommendationRequired: "Choose an overall recommendation",
  jobExported: "Job description exported",
  jobImported: "Job description imported",
  jobFileTooLarge: "The file is larger than 1 MB. Import a smaller JSON file.",
  jobFileNotJson: (detail: string) => `The file is not valid JSON: ${detail}`,
  jobFileWrongSchema:
    "The file is not a job in the JSON Resume job format (jsonresume.org job schema).",
  jobFileNoTitle: "The job in the file has no title.",
  jobFileNoText:
    "The job in the file has no description, responsibilities, qualifications or skills to read.",
} as const;

// ---------------------------------------------------------------------------------------------
// Comments

export const commentBodySchema = z
  .string()
  .trim()
  .min(1, { error: COLLABORATION_MESSAGES.commentRequired, abort: true })
  .max(COMMENT_MAX_LENGTH, COLLABORATION_MESSAGES.commentTooLong);

/** POST /api/resume-analysis/:id/comments and PATCH /api/comments/:id body. */
export const commentInputSchema = z.object({ body: commentBodySchema });
export type CommentInput = z.infer<typeof commentInputSchema>;

export const mentionedMemberSchema = z.object({ userId: z.string(), name: z.string() });
export type MentionedMember = z.infer<typeof mentionedMemberSchema>;

export const commentSchema = z.object({
  id: z.string(),
  /** The analysis result (one resume of one batch) the comment is about. */
  candidateId: z.string(),
  body: z.string(),
  /** Null once the author's account is deleted (the name stays). */
  authorUserId: z.string().nullable(),
  authorName: z.string(),
  /** Workspace members named with @Name in the body (mailed once each). */
  mentions: z.array(mentionedMemberSchema),
  createdAt: z.string(),
  /** Set when the author edited the comment. */
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/collaboration/members: who can be @mentioned in the active workspace. */
export const mentionableMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type MentionableMember = z.infer<typeof mentionableMemberSchema>;

/**
 * The members a comment body mentions: "@" + a member's name (case-insensitive), not followed by
 * a letter or digit. A longer name wins over a shorter one at the same "@" ("@Ann Lee" is Ann Lee,
 * not Ann). A name that is not a member's stays plain text.
 */
export function findMentions<M extends { name: string }>(body: string, members: M[]): M[] {
  const sorted = [...members]
    .filter((member) => member.name.trim().length > 0)
    .sort((a, b) => b.name.length - a.name.length);
  const found = new Set<M>();
  const lower = body.toLocaleLowerCase();
  for (let at = lower.indexOf("@"); at !== -1; at = lower.indexOf("@", at + 1)) {
    if (at > 0 && /[\p{L}\p{N}._-]/u.test(lower[at - 1] ?? "")) continue; // an e-mail address
    const rest = lower.slice(at + 1);
    let matchedLength = 0;
    for (const member of sorted) {
      const name = member.name.trim().toLocaleLowerCase();
      if (matchedLength > name.length) break;
      if (!rest.startsWith(name)) continue;
      const next = rest.slice(name.length, name.length + 1);
      if (next && /[\p{L}\p{N}]/u.test(next)) continue;
      found.add(member);
      matchedLength = name.length;
    }
  }
  return [...found];
}

// ---------------------------------------------------------------------------------------------
// Scorecards

/** A rating of one criterion, and the overall recommendation, on one four-point scale. */
export const SCORECARD_RATINGS = [1, 2, 3, 4] as const;
export const SCORECARD_RATING_LABELS: Record<number, string> = {
  1: "Strong no",
  2: "No",
  3: "Yes",
  4: "Strong yes",
};
export const scorecardRatingSchema = z.number().int().min(1).max(4);

export const scorecardCriteriaSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, COLLABORATION_MESSAGES.criterionRequired)
      .max(SCORECARD_CRITERION_MAX_LENGTH),
  )
  .max(SCORECARD_MAX_CRITERIA, COLLABORATION_MESSAGES.tooManyCriteria)
  .refine(
    (names) => new Set(names.map((name) => name.toLocaleLowerCase())).size === names.length,
    COLLABORATION_MESSAGES.criterionDuplicate,
  );

/** GET/PUT /api/job-descriptions/:id/scorecard-criteria. */
export const scorecardCriteriaInputSchema = z.object({ criteria: scorecardCriteriaSchema });
export type ScorecardCriteriaInput = z.infer<typeof scorecardCriteriaInputSchema>;
export const scorecardCriteriaResultSchema = z.object({
  jobDescriptionId: z.string(),
  criteria: z.array(z.string()),
});
export type ScorecardCriteriaResult = z.infer<typeof scorecardCriteriaResultSchema>;

export const scorecardEntrySchema = z.object({
  criterion: z.string().trim().min(1).max(SCORECARD_CRITERION_MAX_LENGTH),
  rating: scorecardRatingSchema,
});

/** PUT /api/resume-analysis/:id/scorecards/mine body: the signed-in reviewer's scorecard. */
export const scorecardInputSchema = z.object({
  ratings: z.array(scorecardEntrySchema).max(SCORECARD_MAX_CRITERIA),
  recommendation: scorecardRatingSchema,
  note: z.string().trim().max(SCORECARD_NOTE_MAX_LENGTH).default(""),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

export const scorecardSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  reviewerUserId: z.string(),
  reviewerName: z.string(),
  ratings: z.array(scorecardEntrySchema),
  recommendation: scorecardRatingSchema,
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** True for the signed-in reviewer's own scorecard. */
  isMine: z.boolean(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const scorecardSummarySchema = z.object({
  count: z.number().int(),
  /** How many reviewers gave each recommendation (1-4). */
  recommendations: z.record(z.string(), z.number().int()),
  /** Mean recommendation (1-4), null without scorecards. */
  averageRecommendation: z.number().nullable(),
  criteria: z.array(
    z.object({
      criterion: z.string(),
      /** Mean rating (1-4) over the reviewers who rated it; null when nobody did. */
      average: z.number().nullable(),
      count: z.number().int(),
    }),
  ),
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

/** GET /api/resume-analysis/:id/scorecards */
export const candidateScorecardsSchema = z.object({
  candidateId: z.string(),
  jobDescriptionId: z.string().nullable(),
  /** The job's criteria now (empty when the batch has no saved job or none were set). */
  criteria: z.array(z.string()),
  scorecards: z.array(scorecardSchema),
  summary: scorecardSummarySchema,
});
export type CandidateScorecards = z.infer<typeof candidateScorecardsSchema>;

// ---------------------------------------------------------------------------------------------
// Standard formats: JSON Resume job schema (import side; the export is checked against the
// official schema in the server tests).

const iso8601Date = z
  .string()
  .regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/);

/** The JSON Resume job schema's shape, as the import reads it (unknown keys are kept and ignored). */
export const jsonResumeJobSchema = z.looseObject({
  title: z.string().optional(),
  company: z.string().optional(),
  type: z.string().optional(),
  date: iso8601Date.optional(),
  description: z.string().optional(),
  location: z
    .looseObject({
      address: z.string().optional(),
      postalCode: z.string().optional(),
      city: z.string().optional(),
      countryCode: z.string().optional(),
      region: z.string().optional(),
    })
    .optional(),
  remote: z.enum(["Full", "Hybrid", "None"]).optional(),
  salary: z.string().optional(),
  experience: z.string().optional(),
  responsibilities: z.array(z.string()).optional(),
  qualifications: z.array(z.string()).optional(),
  skills: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        level: z.string().optional(),
        keywords: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  meta: z.looseObject({}).optional(),
});
export type JsonResumeJob = z.infer<typeof jsonResumeJobSchema>;

/** What HireLens adds to an exported job (`x-hirelens`), so an import gives back the same job. */
export const hirelensJobExtensionSchema = z.looseObject({
  employmentType: employmentTypeSchema.nullish(),
  workArrangement: workArrangementSchema.nullish(),
  location: z.string().nullish(),
  overrides: jobRequirementsSchema.partial().nullish(),
  weights: scoreWeightsSchema.optional(),
  scorecardCriteria: z.array(z.string()).optional(),
});

/**
 * The scorecard form (radio values are strings; a criterion may stay unrated): parses into the
 * PUT body.
 */
export const scorecardFormSchema = z
  .object({
    ratings: z.array(
      z.object({
        criterion: z.string(),
        rating: z.enum(["", "1", "2", "3", "4"]),
      }),
    ),
    recommendation: z.enum(["1", "2", "3", "4"], {
      error: COLLABORATION_MESSAGES.recommendationRequired,
    }),
    note: z.string().trim().max(SCORECARD_NOTE_MAX_LENGTH),
  })
  .transform((form) => ({
    ratings: form.ratings
      .filter((entry) => entry.rating !== "")
      .map((entry) => ({ criterion: entry.criterion, rating: Number(entry.rating) })),
    recommendation: Number(form.recommendation),
    note: form.note,
  }));
export type ScorecardFormValues = z.input<typeof scorecardFormSchema>;
