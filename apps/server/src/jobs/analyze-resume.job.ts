import { z } from "zod";

/**
 * Job definition: parse and score one resume of a batch. The job id IS the candidate id, unique
 * per (batch, file), so a retried or duplicated enqueue never does the work twice, and the handler
 * itself is idempotent (a scored or failed candidate is left alone).
 */
export const analyzeResumeJob = {
  name: "analyze-resume",
  version: 1,
  payload: z.object({ candidateId: z.uuid(), batchId: z.uuid(), version: z.literal(1) }),
  /** Loaded lazily so that API-only processes never import the worker side. */
  loadHandler: () => import("../modules/analysis/process-candidate.ts"),
} as const;

export type AnalyzeResumePayload = z.infer<typeof analyzeResumeJob.payload>;
