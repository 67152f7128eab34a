import { z } from "zod";
import { pageMetaSchema, paginationQuerySchema } from "./credits.ts";

/** Path constants of spec §7 (relative to the API base `/api`). */
export const JOB_DESCRIPTION_PATHS = {
  list: "/job-descriptions",
  create: "/job-descriptions",
  add: "/job-descriptions/add",
  generate: "/job-descriptions/generate",
  checkWording: "/job-descriptions/check-wording",
  byId: (id: string) => `/job-descriptions/${id}`,
  skills: "/skills",
} as const;

export const JOB_DESCRIPTION_MESSAGES = {
  created: "Job description saved",
  updated: "Job description updated",
  deleted: "Job description deleted",
  titleRequired: "Title is required",
  textRequired: "Job description text is required",
  textTooShort: "Job description must be at least 30 characters",
} as const;

export const scoreComponentIdSchema = z.enum([
  "requiredSkills",
  "preferredSkills",
  "experience",
  "education",
  "titleFit",
  "relevance",
]);
export type ScoreComponentId = z.infer<typeof scoreComponentIdSchema>;

/** Relative weights of the score components (0-100 each; normalised so the best score is 100). */
export const scoreWeightsSchema = z
  .object({
    requiredSkills: z.number().min(0).max(100),
    preferredSkills: z.number().min(0).max(100),
    experience: z.number().min(0).max(100),
    education: z.number().min(0).max(100),
    titleFit: z.number().min(0).max(100),
    relevance: z.number().min(0).max(100),
  })
  .refine((weights) => Object.values(weights).some((value) => value > 0), {
    error: "At least one weight must be above 0",
  });
export type ScoreWeights = z.infer<typeof scoreWeightsSchema>;

/**
 * The default weights of a new job and of a batch that sets none: the one copy the web (Job
 * Descriptions editor, analyzer) and the server use. The engine keeps its DEFAULT_WEIGHTS beside
 * the scorer that was tuned on them (packages/engine/src/score/weights.ts); a server test asserts
 * the two are equal.
 */
export const DEFAULT_SCORE_WEIGHTS: Readonly<ScoreWeights> = Object.freeze({
  requiredSkills: 28,
  preferredSkills: 6,
  experience: 12,
  education: 5,
  titleFit: 27,
  relevance: 22,
});

export const SCORE_COMPONENT_LABELS: Record<ScoreComponentId, string> = {
  requiredSkills: "Required skills",
  preferredSkills: "Preferred skills",
  experience: "Experience",
  education: "Education & certifications",
  titleFit: "Occupation & title fit",
  relevance: "Overall relevance",
};

export const seniorityLevelSchema = z.enum([
  "intern",
  "junior",
  "mid",
  "senior",
  "lead",
  "principal",
  "executive",
]);
export type SeniorityLevel = z.infer<typeof seniorityLevelSchema>;

export const educationLevelSchema = z.enum([
  "high-school",
  "associate",
  "bachelor",
  "master",
  "doctorate",
]);
export type EducationLevelId = z.infer<typeof educationLevelSchema>;

/** How each education level is named in the requirement editors (lowest first, as the enum). */
export const EDUCATION_LEVEL_LABELS: Record<EducationLevelId, string> = {
  "high-school": "High school",
  associate: "Associate degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: "Doctorate",
};

export const workArrangementSchema = z.enum(["remote", "hybrid", "onsite"]);
export const employmentTypeSchema = z.enum([
  "full-time",
  "part-time",
  "contract",
  "temporary",
  "internship",
]);

/**
 * The requirements the scorer uses. Parsed from the text by the engine; every field can be overridden
 * by the recruiter (an override replaces the parsed value; `null` clears it).
 */
export const jobRequirementsSchema = z.object({
  requiredSkills: z.array(z.string().trim().min(1).max(80)).max(60),
  preferredSkills: z.array(z.string().trim().min(1).max(80)).max(60),
  minYears: z.number().min(0).max(50).nullable(),
  education: educationLevelSchema.nullable(),
  seniority: seniorityLevelSchema.nullable(),
  certifications: z.array(z.string().trim().min(1).max(120)).max(30),
});
export type JobRequirements = z.infer<typeof jobRequirementsSchema>;

export const ignoredTextReasonSchema = z.enum([
  "company",
  "benefits",
  "legal",
  "application",
  "other",
]);
export type IgnoredTextReason = z.infer<typeof ignoredTextReasonSchema>;

/**
 * Posting text the engine read as boilerplate and left out of the requirements (company blurb,
 * benefits and pay, equal-opportunity and other legal text, how to apply, page debris and a job
 * board's search keywords), with its place in `text`.
 */
export const ignoredTextSchema = z.object({
  reason: ignoredTextReasonSchema,
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
});
export type IgnoredText = z.infer<typeof ignoredTextSchema>;

export const IGNORED_TEXT_LABELS: Record<IgnoredTextReason, string> = {
  company: "Company description",
  benefits: "Benefits and pay",
  legal: "Legal and equal-opportunity text",
  application: "How to apply",
  other: "Page debris and search keywords",
};

/**
 * Which reader produced the requirements. The built-in engine always reads the posting; with an
 * LLM configured (AI_PROVIDER) the model reads it too, and its findings that the posting text and
 * the skill taxonomy confirm are merged in (`confirmed`); the others are left out (`dropped`).
 * `reader` is "llm" when at least one of the model's findings was used.
 */
export const requirementsReaderSchema = z.object({
  reader: z.enum(["built-in", "llm"]),
  /** The model that was asked, or null when none was. */
  model: z.string().nullable(),
  confirmed: z.number().int().min(0),
  dropped: z.number().int().min(0),
});
export type RequirementsReader = z.infer<typeof requirementsReaderSchema>;

export const BUILT_IN_READER: RequirementsReader = {
  reader: "built-in",
  model: null,
  confirmed: 0,
  dropped: 0,
};

export const jobDescriptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  employmentType: employmentTypeSchema.nullable(),
  workArrangement: workArrangementSchema.nullable(),
  text: z.string(),
  /** What the engine read from the text, before overrides. */
  parsedRequirements: jobRequirementsSchema,
  /** The recruiter's overrides; null = use the parsed value. */
  overrides: jobRequirementsSchema.partial().nullable(),
  /** Parsed values with the overrides applied: what the scorer uses. */
  requirements: jobRequirementsSchema,
  /** Text left out of the requirements as boilerplate, in order (never dropped silently). */
  ignored: z.array(ignoredTextSchema),
  /** Which reader produced `parsedRequirements`. */
  readBy: requirementsReaderSchema,
  weights: scoreWeightsSchema,
  analysesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobDescription = z.infer<typeof jobDescriptionSchema>;

const titleField = z
  .string()
  .trim()
  .min(1, { error: JOB_DESCRIPTION_MESSAGES.titleRequired, abort: true })
  .max(200);
const textField = z
  .string()
  .trim()
  .min(1, { error: JOB_DESCRIPTION_MESSAGES.textRequired, abort: true })
  .min(30, JOB_DESCRIPTION_MESSAGES.textTooShort)
  .max(50_000);
const optionalLine = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/job-descriptions (and /add) body. */
export const createJobDescriptionSchema = z.object({
  title: titleField,
  text: textField,
  company: optionalLine,
  location: optionalLine,
  employmentType: employmentTypeSchema.nullish(),
  workArrangement: workArrangementSchema.nullish(),
  overrides: jobRequirementsSchema.partial().nullish(),
  weights: scoreWeightsSchema.optional(),
});
export type CreateJobDescriptionInput = z.input<typeof createJobDescriptionSchema>;
export type CreateJobDescription = z.output<typeof createJobDescriptionSchema>;

/** PATCH/PUT /api/job-descriptions/:id body: any subset; `overrides: null` resets to the parsed values. */
export const updateJobDescriptionSchema = z.object({
  title: titleField.optional(),
  text: textField.optional(),
  company: optionalLine.optional(),
  location: optionalLine.optional(),
  employmentType: employmentTypeSchema.nullish(),
  workArrangement: workArrangementSchema.nullish(),
  overrides: jobRequirementsSchema.partial().nullish(),
  weights: scoreWeightsSchema.optional(),
});
export type UpdateJobDescriptionInput = z.input<typeof updateJobDescriptionSchema>;

export const listJobDescriptionsQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type ListJobDescriptionsQuery = z.infer<typeof listJobDescriptionsQuerySchema>;

/** GET /api/job-descriptions -> { data: JobDescription[], meta } (newest first). */
export const jobDescriptionListSchema = z.object({
  data: z.array(jobDescriptionSchema),
  meta: pageMetaSchema,
});

/** GET /api/skills?q=&limit= -> { data: SkillSuggestion[] } (taxonomy autocomplete). */
export const skillsQuerySchema = z.object({
  q: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const skillSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  kind: z.enum(["hard", "soft", "language"]),
});
export type SkillSuggestion = z.infer<typeof skillSuggestionSchema>;

/** POST /api/job-descriptions/generate body (the job-description creator's form). */
export const generateJobDescriptionSchema = z.object({
  title: titleField,
  seniority: seniorityLevelSchema.default("mid"),
  department: z.string().trim().max(120).optional(),
  location: z.string().trim().max(200).optional(),
  workArrangement: workArrangementSchema.default("hybrid"),
  employmentType: employmentTypeSchema.default("full-time"),
  mustHaveSkills: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  niceToHaveSkills: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  notes: z.string().trim().max(2_000).optional(),
  companyName: z.string().trim().max(200).optional(),
  companyBlurb: z.string().trim().max(2_000).optional(),
});
export type GenerateJobDescriptionInput = z.input<typeof generateJobDescriptionSchema>;
export type GenerateJobDescription = z.output<typeof generateJobDescriptionSchema>;

export const wordingIssueCategorySchema = z.enum([
  "masculine-coded",
  "feminine-coded",
  "age",
  "ability",
  "exclusionary",
  "jargon",
]);

/** A phrase that may put candidates off, where it is, and what to write instead. */
export const wordingIssueSchema = z.object({
  phrase: z.string(),
  category: wordingIssueCategorySchema,
  start: z.number().int(),
  end: z.number().int(),
  suggestion: z.string(),
  reason: z.string(),
});
export type WordingIssue = z.infer<typeof wordingIssueSchema>;

export const generatedJobDescriptionSchema = z.object({
  title: z.string(),
  summary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  niceToHave: z.array(z.string()),
  benefits: z.array(z.string()),
  /** The whole JD as plain text with headings, ready to save as a job description. */
  text: z.string(),
  wordingIssues: z.array(wordingIssueSchema),
  /** "built-in" = the offline generator; "ai" = the configured LLM provider. */
  source: z.enum(["built-in", "ai"]),
  model: z.string().nullable(),
});
export type GeneratedJobDescription = z.infer<typeof generatedJobDescriptionSchema>;

/** POST /api/job-descriptions/check-wording { text } -> { data: WordingIssue[] }. */
export const checkWordingSchema = z.object({ text: z.string().max(50_000) });
