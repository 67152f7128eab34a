import { z } from "zod";
import type { PlanKey } from "./plans.ts";

/** Path constants of the retention endpoints (relative to the API base `/api`). */
export const RETENTION_PATHS = {
  settings: "/retention/settings",
  legalHold: (batchId: string) => `/retention/batches/${batchId}/legal-hold`,
  eraseCandidate: (candidateId: string) => `/retention/candidates/${candidateId}/erase`,
} as const;

/** The period an account keeps resumes, files and results when it chose none. */
export const RETENTION_DEFAULT_DAYS = 365;
/** The periods Free and Pro accounts choose from. */
export const RETENTION_OPTIONS_DAYS = [90, 180, 365, 730] as const;
/** Enterprise ("custom retention") sets any whole number of days in this range. */
export const RETENTION_CUSTOM_RANGE = { min: 30, max: 3650 } as const;

export const RETENTION_MESSAGES = {
  saved: "Retention period saved",
  notAnOption: `Choose one of ${RETENTION_OPTIONS_DAYS.join(", ")} days. Any other period is part of Enterprise.`,
  outOfRange: `Choose a period between ${RETENTION_CUSTOM_RANGE.min} and ${RETENTION_CUSTOM_RANGE.max} days.`,
  holdOn: "Legal hold on: this analysis is kept until you lift the hold",
  holdOff: "Legal hold lifted: this analysis follows the retention period again",
  erased: "Candidate data erased",
  stillAnalysing: "This resume is still being analysed. Erase it once it is scored or failed.",
} as const;

/** "1 year", "90 days", "2 years". */
export function formatRetentionPeriod(days: number): string {
  if (days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  return days === 1 ? "1 day" : `${days} days`;
}

/** Whether `days` is a period the plan may choose (Enterprise: any in range; others: the options). */
export function isRetentionAllowed(plan: PlanKey, days: number): boolean {
  if (!Number.isInteger(days)) return false;
  if (plan === "enterprise")
    return days >= RETENTION_CUSTOM_RANGE.min && days <= RETENTION_CUSTOM_RANGE.max;
  return (RETENTION_OPTIONS_DAYS as readonly number[]).includes(days);
}

export const heldBatchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  legalHoldAt: z.string(),
});
export type HeldBatch = z.infer<typeof heldBatchSchema>;

/** GET /api/retention/settings -> { data }. */
export const retentionSettingsSchema = z.object({
  retentionDays: z.number().int(),
  /** True when the account never chose a period (the default applies). */
  isDefault: z.boolean(),
  options: z.array(z.number().int()),
  /** Enterprise: any number of days within minDays..maxDays. */
  isCustomAllowed: z.boolean(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** The account's batches on legal hold, newest hold first. */
  heldBatches: z.array(heldBatchSchema),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** PUT /api/retention/settings body. The plan decides which periods are allowed (422 otherwise). */
export const updateRetentionSchema = z.object({
  retentionDays: z
    .number({ error: RETENTION_MESSAGES.outOfRange })
    .int(RETENTION_MESSAGES.outOfRange)
    .min(RETENTION_CUSTOM_RANGE.min, RETENTION_MESSAGES.outOfRange)
    .max(RETENTION_CUSTOM_RANGE.max, RETENTION_MESSAGES.outOfRange),
});
export type UpdateRetention = z.infer<typeof updateRetentionSchema>;

/** PUT /api/retention/batches/:id/legal-hold body. */
export const legalHoldRequestSchema = z.object({ isOnHold: z.boolean() });
export type LegalHoldRequest = z.infer<typeof legalHoldRequestSchema>;

export const legalHoldSchema = z.object({
  batchId: z.uuid(),
  isOnHold: z.boolean(),
  legalHoldAt: z.string().nullable(),
});
export type LegalHold = z.infer<typeof legalHoldSchema>;

/** POST /api/retention/candidates/:id/erase -> { data }: what was deleted. */
export const erasureResultSchema = z.object({
  candidateId: z.uuid(),
  batchId: z.uuid(),
  erasedAt: z.string(),
  /** Whether the stored resume file was deleted (false when it was already gone). */
  isFileDeleted: z.boolean(),
  /** Decision-log entries about the candidate that were deleted (one "erased" entry replaces them). */
  decisionEntriesDeleted: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
