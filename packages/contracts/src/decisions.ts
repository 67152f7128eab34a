import { z } from "zod";

/**
 * What the decision log records (issue 13): every score the engine gives and every action a person
 * takes on a candidate or batch. The log is append-only: the API never edits or deletes an entry;
 * only the retention job removes entries older than the retention period, and erasing a candidate
 * removes their entries and leaves one `erased` entry with no personal data.
 */
export const decisionActionSchema = z.enum([
  "scored",
  "rescored",
  "shortlisted",
  "rejected",
  "review_cleared",
  "band_overridden",
  "note_changed",
  "exported",
  "ranking_switched",
  "legal_hold_changed",
  "erased",
  "stage_changed",
]);
export type DecisionAction = z.infer<typeof decisionActionSchema>;

/** Routes of the decision log and of human oversight (relative to the API base `/api`). */
export const DECISION_PATHS = {
  batch: (batchId: string) => `/resume-analysis/batches/${batchId}/decisions`,
  batchExport: (batchId: string) => `/resume-analysis/batches/${batchId}/decisions/export`,
  candidate: (candidateId: string) => `/resume-analysis/${candidateId}/decisions`,
  candidateExport: (candidateId: string) => `/resume-analysis/${candidateId}/decisions/export`,
  bandOverride: (candidateId: string) => `/resume-analysis/${candidateId}/band-override`,
  ranking: (batchId: string) => `/resume-analysis/batches/${batchId}/ranking`,
} as const;

export const DECISION_MESSAGES = {
  reasonRequired: "Please give a reason for the override.",
  reasonTooShort: "The reason must be at least 3 characters.",
  reasonTooLong: "The reason can be at most 500 characters.",
  notScored: "Only a scored candidate has a band to override.",
  rankingOff: "Automated ranking is off for this analysis: there is no band to override.",
  overridden: "Band overridden",
  overrideCleared: "Band override removed",
  rankingTurnedOff: "Automated ranking turned off: documents only",
  rankingTurnedOn: "Automated ranking turned on",
  emptyLog: "No decisions recorded yet.",
} as const;

/** A band override's reason: required, 3 to 500 characters (trimmed). */
export const OVERRIDE_REASON_MIN = 3;
export const OVERRIDE_REASON_MAX = 500;

/**
 * POST /api/resume-analysis/:id/band-override { band, reason } -> { data: CandidateDetail }.
 * `band: null` removes the override (the suggested band shows again); a reason is required either way.
 */
export const bandOverrideRequestSchema = z.object({
  band: z.enum(["strong", "good", "possible", "unlikely"]).nullable(),
  reason: z
    .string({ error: DECISION_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: DECISION_MESSAGES.reasonRequired, abort: true })
    .min(OVERRIDE_REASON_MIN, DECISION_MESSAGES.reasonTooShort)
    .max(OVERRIDE_REASON_MAX, DECISION_MESSAGES.reasonTooLong),
});
export type BandOverrideRequest = z.infer<typeof bandOverrideRequestSchema>;

/** PUT /api/resume-analysis/batches/:id/ranking { rankingEnabled } -> { data: BatchDetail }. */
export const rankingSwitchSchema = z.object({ rankingEnabled: z.boolean() });
export type RankingSwitch = z.infer<typeof rankingSwitchSchema>;

/** One entry of the log as the API shows it. */
export const decisionEntrySchema = z.object({
  id: z.string(),
  action: decisionActionSchema,
  /** Who acted: the person's e-mail at the time, or "HireLens engine". */
  actorLabel: z.string(),
  /** True for entries the engine wrote (scores), false for a person's action. */
  isEngine: z.boolean(),
  batchId: z.string().nullable(),
  candidateId: z.string().nullable(),
  /**
   * Whom the entry is about, as the table names them ("Candidate 3" when the candidate's row is
   * gone); null for an entry about the whole batch.
   */
  candidateLabel: z.string().nullable(),
  engineVersion: z.string().nullable(),
  requirementsVersion: z.number().int().nullable(),
  fileSha256: z.string().nullable(),
  /** What resulted, in words: "Shortlisted", "Band Good fit → Strong fit: …", "Exported as CSV". */
  result: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type DecisionEntry = z.infer<typeof decisionEntrySchema>;

/** GET …/decisions?page=&pageSize= (newest first). */
export const decisionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DecisionListQuery = z.infer<typeof decisionListQuerySchema>;

export const decisionListResponseSchema = z.object({
  data: z.array(decisionEntrySchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** GET …/decisions/export?format=csv|json -> a file download of every entry, oldest first. */
export const decisionExportQuerySchema = z.object({
  format: z.enum(["csv", "json"]).default("csv"),
});
export type DecisionExportFormat = z.infer<typeof decisionExportQuerySchema>["format"];

/** Header row of the decision log's CSV export, in order. */
export const DECISION_CSV_COLUMNS = [
  "when",
  "who",
  "action",
  "candidate",
  "result",
  "engine_version",
  "requirements_version",
  "file_sha256",
  "batch_id",
  "candidate_id",
  "entry_id",
] as const;

export const DECISION_ACTION_LABELS: Record<DecisionAction, string> = {
  scored: "Scored",
  rescored: "Re-scored",
  shortlisted: "Shortlisted",
  rejected: "Rejected",
  review_cleared: "Review cleared",
  band_overridden: "Band overridden",
  note_changed: "Note changed",
  exported: "Exported",
  ranking_switched: "Ranking switched",
  legal_hold_changed: "Legal hold",
  erased: "Erased",
  stage_changed: "Stage changed",
};

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value : null;
const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * The result of an entry in words, from its action and detail (the same text in the panel and the
 * exports): `describeDecision("exported", { format: "csv" })` -> "Exported as CSV".
 */
export function describeDecision(action: DecisionAction, detail: Record<string, unknown>): string {
  switch (action) {
    case "scored":
    case "rescored": {
      const score = num(detail.score);
      const band = text(detail.bandLabel) ?? text(detail.band);
      const base = action === "scored" ? "Scored" : "Re-scored";
      if (score === null) return text(detail.reason) ?? base;
      const previous = num(detail.previousScore);
      return `${base} ${previous === null ? "" : `${previous} → `}${score}${band ? ` (${band})` : ""}`;
    }
    case "shortlisted":
      return "Shortlisted";
    case "rejected":
      return "Rejected";
    case "review_cleared":
      return `Review cleared${text(detail.previous) ? ` (was ${detail.previous})` : ""}`;
    case "band_overridden": {
      const from = text(detail.fromLabel) ?? "no band";
      const to = text(detail.toLabel);
      const reason = text(detail.reason);
      const change = to ? `Band ${from} → ${to}` : `Override removed: back to ${from}`;
      return reason ? `${change}: ${reason}` : change;
    }
    case "note_changed": {
      const length = num(detail.length);
      return length === 0 ? "Note cleared" : `Note changed (${length ?? "?"} characters)`;
    }
    case "exported": {
      const format = text(detail.format);
      const what = text(detail.what) === "decision-log" ? "Decision log exported" : "Exported";
      return `${what}${format ? ` as ${format.toUpperCase()}` : ""}${detail.anonymised === true ? " (anonymised)" : ""}`;
    }
    case "ranking_switched":
      return detail.rankingEnabled === false
        ? "Automated ranking turned off (documents only)"
        : "Automated ranking turned on";
    case "legal_hold_changed":
      return detail.isOnHold === true
        ? "Put on legal hold (kept past the retention period)"
        : "Legal hold lifted";
    case "stage_changed": {
      const from = text(detail.fromLabel) ?? text(detail.from);
      const to = text(detail.toLabel) ?? text(detail.to) ?? "?";
      const job = text(detail.jobTitle);
      return `Stage ${from ? `${from} → ` : ""}${to}${job ? ` (${job})` : ""}`;
    }
    case "erased":
      return detail.reason === "retention"
        ? "Deleted at the end of the retention period"
        : "Candidate's data erased";
  }
}
