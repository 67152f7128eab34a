import { z } from "zod";
import { batchSummarySchema } from "./analysis.ts";

export const DASHBOARD_PATHS = { dashboard: "/dashboard" } as const;

/** Score distribution buckets, lower bound inclusive: 0-19, 20-39, 40-59, 60-79, 80-100. */
export const SCORE_BUCKETS = [
  { label: "0-19", min: 0, max: 19.99 },
  { label: "20-39", min: 20, max: 39.99 },
  { label: "40-59", min: 40, max: 59.99 },
  { label: "60-79", min: 60, max: 79.99 },
  { label: "80-100", min: 80, max: 100 },
] as const;

export const DASHBOARD_DAYS = 30;

/** GET /api/dashboard -> { data: Dashboard } for the signed-in user. */
export const dashboardSchema = z.object({
  /** -1 when unlimited. */
  creditsLeft: z.number().int(),
  isUnlimited: z.boolean(),
  resumesScreened: z.number().int(),
  analysesRun: z.number().int(),
  /** Mean score of every scored resume, one decimal; null before the first one. */
  averageMatch: z.number().nullable(),
  /** One entry per day (YYYY-MM-DD, UTC) for the last 30 days, oldest first, zeros included. */
  screeningsOverTime: z.array(z.object({ date: z.string(), count: z.number().int() })),
  scoreDistribution: z.array(z.object({ label: z.string(), count: z.number().int() })),
  recentAnalyses: z.array(batchSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
