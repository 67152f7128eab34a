import { z } from "zod";
import type { Env } from "../env.ts";
import type { JobDefinition } from "./job-definition.ts";

const payload = z.object({ version: z.literal(1) });
export type SweepStuckCandidatesPayload = z.infer<typeof payload>;

/** A file is stuck once its job could have had its deadline and an expiry and is still open. */
export function stuckAfterMs(env: Env): number {
  return env.ANALYSIS_TIMEOUT_MS + env.ANALYSIS_JOB_EXPIRE_SECONDS * 1000;
}

/**
 * Settle files whose analysis job died for good without the handler's say (expired at its last
 * attempt, a crash mid-job) or vanished: found at most one deadline + expiry (+ a minute) late.
 * Scheduled every minute, one job per slot however many processes run; the sweep is idempotent.
 */
export const sweepStuckCandidatesJob = {
  name: "analysis-sweep-stuck-candidates",
  version: 1,
  payload,
  queue: () => ({ retryLimit: 0, deleteAfterSeconds: 86_400 }),
  schedule: (env) => {
    // Every minute, or every few minutes when the stuck age is longer (the default 125 s: 2).
    const minutes = Math.min(59, Math.max(1, Math.floor(stuckAfterMs(env) / 60_000)));
    return {
      cron: minutes === 1 ? "* * * * *" : `*/${minutes} * * * *`,
      data: { version: 1 },
      options: { singletonKey: "sweep", singletonSeconds: minutes * 60, missed: "skip" },
    };
  },
} satisfies JobDefinition<SweepStuckCandidatesPayload>;
