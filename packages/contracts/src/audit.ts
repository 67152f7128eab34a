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

/* ---- Audit kit API (issue 13, decision 176) ---- */

/** The largest category CSV accepted (1 MB, about 20,000 rows). */
export const AUDIT_CSV_MAX_BYTES = 1024 * 1024;
/** The columns of the category CSV and of its template (extra columns are ignored). */
export const AUDIT_CSV_COLUMNS = ["candidate_id", "batch", "file_name", "sex", "race_ethnicity"];
/** An audit older than this many days is out of date (LL144: a bias audit within one year of use). */
export const AUDIT_MAX_AGE_DAYS = 365;

/** What an accepted import did. */
export const auditImportResultSchema = z.object({
  rows: z.number().int(),
  withSex: z.number().int(),
  withRaceEthnicity: z.number().int(),
  /** The text encoding the file was read in ("utf-8", "utf-16le", "windows-1252"). */
  encoding: z.string(),
});
export type AuditImportResult = z.infer<typeof auditImportResultSchema>;

/** The batches whose candidates the template lists. */
export const auditTemplateQuerySchema = z.object({
  batchIds: z
    .string()
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(50)),
});

/** One batch of the account, as the audit screen lists it. */
export const auditBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  createdAt: z.string(),
  scored: z.number().int(),
  /** Scored candidates with at least one imported category. */
  withCategories: z.number().int(),
});
export type AuditBatch = z.infer<typeof auditBatchSchema>;

/** One job (batch) of an audit run. */
export const auditRunJobSchema = z.object({
  batchId: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  applicants: z.number().int(),
});
export type AuditRunJob = z.infer<typeof auditRunJobSchema>;

export const createAuditRunSchema = z
  .object({
    scope: z.enum(["batch", "range"]),
    batchId: z.uuid().optional(),
    /** YYYY-MM-DD, inclusive, UTC. */
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    /** Where the categories came from, as the user describes it: "Voluntary EEO self-identification form, 2026 applicants". */
    dataSource: z.string().trim().min(3, "Say where the demographic data came from").max(500),
  })
  .superRefine((value, ctx) => {
    if (value.scope === "batch" && !value.batchId)
      ctx.addIssue({ code: "custom", path: ["batchId"], message: "Choose an analysis" });
    if (value.scope === "range") {
      if (!value.dateFrom)
        ctx.addIssue({ code: "custom", path: ["dateFrom"], message: "Choose a start date" });
      if (!value.dateTo)
        ctx.addIssue({ code: "custom", path: ["dateTo"], message: "Choose an end date" });
      if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo)
        ctx.addIssue({
          code: "custom",
          path: ["dateTo"],
          message: "The end date is before the start date",
        });
    }
  });
export type CreateAuditRun = z.infer<typeof createAuditRunSchema>;

export const auditRunSummarySchema = z.object({
  id: z.string(),
  scope: z.enum(["batch", "range"]),
  title: z.string(),
  dataSource: z.string(),
  engineVersion: z.string(),
  applicants: z.number().int(),
  createdAt: z.string(),
  isPublished: z.boolean(),
  /** Set while published: the path of the public page, "/audit-summary/<publicId>". */
  publicPath: z.string().nullable(),
});
export type AuditRunSummary = z.infer<typeof auditRunSummarySchema>;

export const auditRunSchema = auditRunSummarySchema.extend({
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  jobs: z.array(auditRunJobSchema),
  report: auditReportSchema,
});
export type AuditRun = z.infer<typeof auditRunSchema>;

/** Whether a new audit is due: none yet, older than 12 months, or made by another engine version. */
export const auditStatusSchema = z.object({
  engineVersion: z.string(),
  lastAuditAt: z.string().nullable(),
  lastAuditEngineVersion: z.string().nullable(),
  reasons: z.array(z.enum(["none", "older-than-12-months", "engine-version-changed"])),
});
export type AuditStatus = z.infer<typeof auditStatusSchema>;

/** The public summary: the audit's date, data source, counts and ratios; no candidate data. */
export const publicAuditSummarySchema = z.object({
  title: z.string(),
  employer: z.string().nullable(),
  auditDate: z.string(),
  dataSource: z.string(),
  engineVersion: z.string(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  jobTitles: z.array(z.string()),
  overall: auditResultSchema,
});
export type PublicAuditSummary = z.infer<typeof publicAuditSummarySchema>;

const noticeEmployer = z.string().trim().min(1, "Enter the employer's name").max(200);
const noticeContact = z
  .string()
  .trim()
  .min(3, "Enter an e-mail address or a web address candidates can use")
  .max(300);

/** The notice form of the web: the job ("jd:<id>" or "batch:<id>"), the employer and the contact. */
export const noticeFormSchema = z.object({
  source: z.string().regex(/^(jd|batch):.+$/, "Choose a job description or an analysis"),
  employer: noticeEmployer,
  contact: noticeContact,
});
export type NoticeForm = z.infer<typeof noticeFormSchema>;

/** The candidate notice of one job description or one batch. */
export const noticeQuerySchema = z
  .object({
    jobDescriptionId: z.uuid().optional(),
    batchId: z.uuid().optional(),
    employer: noticeEmployer,
    contact: noticeContact,
    format: z.enum(["json", "txt", "pdf"]).default("json"),
  })
  .refine((value) => Boolean(value.jobDescriptionId) !== Boolean(value.batchId), {
    path: ["jobDescriptionId"],
    message: "Choose one job description or one analysis",
  });
export type NoticeQuery = z.infer<typeof noticeQuerySchema>;

export const candidateNoticeSchema = z.object({
  subject: z.string(),
  sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
  text: z.string(),
  howItWorksUrl: z.string(),
  /** The account's retention period the notice states. */
  retentionDays: z.number().int(),
});
export type CandidateNoticeView = z.infer<typeof candidateNoticeSchema>;

/** Path constants of the audit endpoints (relative to the API base `/api`). */
export const AUDIT_PATHS = {
  batches: "/bias-audit/batches",
  template: "/bias-audit/template",
  categories: "/bias-audit/categories",
  status: "/bias-audit/status",
  runs: "/bias-audit/runs",
  run: (id: string) => `/bias-audit/runs/${id}`,
  export: (id: string) => `/bias-audit/runs/${id}/export`,
  publication: (id: string) => `/bias-audit/runs/${id}/publication`,
  notice: "/bias-audit/notice",
  noticeDefaults: "/bias-audit/notice-defaults",
  publicSummary: (publicId: string) => `/public/audit-summaries/${publicId}`,
  howScoring: "/public/how-scoring-works",
} as const;

/** What the public "How HireLens scores" page shows from the running engine: its version, bands and default weights. */
export const howScoringSchema = z.object({
  engineVersion: z.string(),
  bands: z.array(z.object({ label: z.string(), meaning: z.string(), minScore: z.number() })),
  components: z.array(z.object({ label: z.string(), weight: z.number() })),
});
export type HowScoring = z.infer<typeof howScoringSchema>;
