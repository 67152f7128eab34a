import { z } from "zod";
import type { JobDefinition } from "./job-definition.ts";

/** Attempts after the first; the handler fails and refunds the file at the last one. */
const RETRY_LIMIT = 3;

const payload = z.object({ candidateId: z.uuid(), batchId: z.uuid(), version: z.literal(1) });
export type AnalyzeResumePayload = z.infer<typeof payload>;

/**
 * Parse and score one resume of a batch. The job id IS the candidate id (enqueueCandidates), unique
 * per (batch, file), so a retried or duplicated send never does the work twice, and the handler
 * itself is idempotent (a scored or failed candidate is left alone).
 */
export const analyzeResumeJob = {
  name: "analyze-resume",
  version: 1,
  payload,
  queue: (env) => ({
    // A dead worker's job becomes available to another after this long.
    expireInSeconds: env.ANALYSIS_JOB_EXPIRE_SECONDS,
    retryLimit: RETRY_LIMIT,
    retryDelay: 1,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  }),
  // Two fetchers per worker process, one job each: the worker has the next resume while the API
  // stores the last result, and a job waits for at most one other before its own deadline starts,
  // so it never sits in this process long enough for pg-boss to expire it (2 x ANALYSIS_TIMEOUT_MS
  // stays well under ANALYSIS_JOB_EXPIRE_SECONDS with the defaults). Jobs are fetched by priority
  // (the first files of every batch before the later files of any, see enqueueCandidates), so
  // another user's resume never waits behind a whole batch of hostile files.
  workers: (env) => ({
    fetchers: env.WORKER_THREADS * 2,
    batchSize: 1,
    pollingIntervalSeconds: 0.5,
    isDraining: true,
  }),
} satisfies JobDefinition<AnalyzeResumePayload>;
