import { analyzeResumeJob } from "../../jobs/analyze-resume.job.ts";
import type { ServiceContext } from "../../service-context.ts";
import { listStaleOpenCandidates } from "./analysis.repository.ts";
import { enqueueCandidates } from "./analysis.service.ts";
import { FAILURES, failCandidate } from "./process-candidate.ts";

const SWEEP_LIMIT = 200;

/**
 * Finds files stuck in `queued`/`parsing` for longer than `olderThanMs` and settles each by the
 * state of its pg-boss job, never by age alone (a file of a 50-resume batch may wait its turn for
 * minutes): a job that failed for good (or ended without storing a result) fails the file and
 * refunds it; a missing job is enqueued again; a job still waiting or running is left to the queue,
 * whose own expiry turns a hung attempt into a retry and, at the last one, a failure.
 */
export async function sweepStuckCandidates(
  ctx: Pick<ServiceContext, "db" | "log" | "queue" | "realtime">,
  options: { olderThanMs: number },
): Promise<{ failed: number; requeued: number }> {
  const stale = await listStaleOpenCandidates(ctx.db, {
    before: new Date(Date.now() - options.olderThanMs),
    limit: SWEEP_LIMIT,
  });
  let failed = 0;
  const missing: typeof stale = [];
  for (const candidate of stale) {
    const [job] = await ctx.queue.boss.findJobs(analyzeResumeJob.name, { id: candidate.id });
    if (!job) missing.push(candidate);
    else if (job.state === "failed" || job.state === "cancelled" || job.state === "completed") {
      if (await failCandidate(ctx, { candidateId: candidate.id, failure: FAILURES.gaveUp }))
        failed += 1;
    }
  }
  await enqueueCandidates(ctx, missing);
  if (failed > 0 || missing.length > 0) {
    ctx.log.warn({ failed, requeued: missing.length }, "stuck analysis files settled");
  }
  return { failed, requeued: missing.length };
}
