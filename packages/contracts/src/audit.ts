import { z } from "zod";

/**
 * Bias audit (issue 13; NYC Local Law 144, DCWP rules 6 RCNY §5-300/§5-301): the demographic
 * categories a recruiter or auditor imports per candidate (a CSV kept apart from the engine and
 * never used in scoring), and the audit computed from them and the scores.
 */

/** EEO-1 sex categories. */
export const auditSexSchema = z.enum(["female", "male"]);
export type AuditSex = z.infer<typeof auditSexSchema>;

/** EEO-1 race/ethnicity categories. */
export const auditRaceEthnicitySchema = z.enum([
  "hispanic-or-latino",
  "white",
  "black-or-african-american",
  "native-hawaiian-or-pacific-islander",
  "asian",
  "native-american-or-alaska-native",
  "two-or-more-races",
]);
export type AuditRaceEthnicity = z.infer<typeof auditRaceEthnicitySchema>;

/** What a CSV cell says when the category is not known: left out of the calculations, counted. */
const UNKNOWN = new Set(["", "unknown", "not provided", "declined", "prefer not to say", "n/a"]);
/** Other spellings of the categories (EEO-1 form labels, short forms) -> the ids above. */
const ALIASES: Record<string, string> = {
  f: "female",
  woman: "female",
  m: "male",
  man: "male",
  hispanic: "hispanic-or-latino",
  latino: "hispanic-or-latino",
  latina: "hispanic-or-latino",
  black: "black-or-african-american",
  "african-american": "black-or-african-american",
  "native-hawaiian-or-other-pacific-islander": "native-hawaiian-or-pacific-islander",
  "american-indian-or-alaska-native": "native-american-or-alaska-native",
  "two-or-more": "two-or-more-races",
};
/** "Black or African American", "BLACK_OR_AFRICAN_AMERICAN", "Black" -> "black-or-african-american". */
const categoryKey = (value: unknown) => {
  if (typeof value !== "string") return value;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return ALIASES[key] ?? key;
};
const category = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string" && UNKNOWN.has(value.trim().toLowerCase())) return undefined;
    return categoryKey(value);
  }, schema.optional());

/** One row of the imported CSV: `candidate_id,sex,race_ethnicity`; an empty or "unknown" cell is an unknown category. */
export const auditCategoryRowSchema = z.object({
  candidateId: z.string().trim().min(1).max(200),
  sex: category(auditSexSchema),
  raceEthnicity: category(auditRaceEthnicitySchema),
});
export type AuditCategoryRow = z.infer<typeof auditCategoryRowSchema>;

/** One category (or intersection) of an audit. */
export const auditGroupSchema = z.object({
  /** "female", "white", or "female/white" for an intersection. */
  id: z.string(),
  label: z.string(),
  sex: auditSexSchema.optional(),
  raceEthnicity: auditRaceEthnicitySchema.optional(),
  applicants: z.number().int().min(0),
  /** Applicants scoring strictly above the median. */
  scoringAbove: z.number().int().min(0),
  /** scoringAbove / applicants. */
  scoringRate: z.number().min(0).max(1),
  /** Under 2 % of the audited applicants: reported, left out of the impact-ratio comparison. */
  isExcluded: z.boolean(),
  /** Scoring rate / the highest compared scoring rate; null when excluded or when no one scores above. */
  impactRatio: z.number().min(0).max(1).nullable(),
  /** Impact ratio under 0.8. */
  isFlagged: z.boolean(),
});
export type AuditGroup = z.infer<typeof auditGroupSchema>;

/** The audit of one job, or across jobs (`jobId` null). */
export const auditResultSchema = z.object({
  jobId: z.string().nullable(),
  applicants: z.number().int().min(0),
  /** The job's median score over all its applicants; null across jobs (each is compared with their own job's median). */
  medianScore: z.number().nullable(),
  sex: z.array(auditGroupSchema),
  raceEthnicity: z.array(auditGroupSchema),
  intersections: z.array(auditGroupSchema),
  /** Applicants left out of each calculation because their category is unknown. */
  unknown: z.object({
    sex: z.number().int().min(0),
    raceEthnicity: z.number().int().min(0),
    intersections: z.number().int().min(0),
  }),
});
export type AuditResult = z.infer<typeof auditResultSchema>;

export const auditReportSchema = z.object({
  jobs: z.array(auditResultSchema),
  overall: auditResultSchema,
});
export type AuditReport = z.infer<typeof auditReportSchema>;
