import type { FastifyInstance } from "fastify";
import { requeueOpenCandidates } from "../modules/analysis/analysis.service.ts";
import {
  FAILURES,
  failCandidate,
  processCandidateJob,
} from "../modules/analysis/process-candidate.ts";
import type { AnalyzeResumePayload } from "./analyze-resume.job.ts";
import type { JobAttempt } from "./job-definition.ts";

export async function run(
  app: FastifyInstance,
  payload: AnalyzeResumePayload,
  attempt: JobAttempt,
): Promise<void> {
  try {
    await processCandidateJob(app.services, payload);
  } catch (error) {
    // pg-boss retries; at the last attempt the file is failed and refunded instead, so it never
    // stays "parsing" forever (e.g. a result the database refuses). Shutting down is no attempt.
    if (app.queue.engine.isClosed || !attempt.isLastAttempt) throw error;
    app.log.error({ err: error, candidateId: payload.candidateId }, "analysis job gave up");
    await failCandidate(app.services, {
      candidateId: payload.candidateId,
      failure: FAILURES.notStored,
    });
  }
}

/** Work committed but never enqueued (a crash between the two) gets its jobs now. */
export async function requeue(app: FastifyInstance): Promise<void> {
  await requeueOpenCandidates(app.services);
}
