import type { FastifyInstance } from "fastify";
import type { AnalyzeResumePayload } from "../../jobs/analyze-resume.job.ts";
import type { AnalyzeResumeOutcome } from "../../workers/engine-tasks.ts";
import { refundCredits } from "../credits/credits.service.ts";
import { findFile } from "../files/files.repository.ts";
import {
  batchProgress,
  countOpenCandidates,
  findBatchRow,
  findCandidate,
  lockBatch,
  updateBatch,
  updateCandidate,
} from "./analysis.repository.ts";
import { summaryColumns } from "./analysis.views.ts";

const FILE_GONE = {
  ok: false,
  code: "file-deleted",
  message: "The file was deleted before it could be analysed.",
} as const;

/**
 * The analyze-resume job handler: parse and score one resume in a worker thread, store the result,
 * refund a resume that could not be read, and close the batch when its last file is done.
 * Idempotent: a candidate already scored or failed is left alone, and the refund has its own key.
 */
export async function processCandidateJob(
  app: FastifyInstance,
  payload: AnalyzeResumePayload,
): Promise<void> {
  const candidate = await findCandidate(app.db, { id: payload.candidateId });
  if (!candidate || candidate.status === "scored" || candidate.status === "failed") return;
  const batch = await findBatchRow(app.db, candidate.batchId);
  if (!batch) return;

  if (candidate.status === "queued") {
    await updateCandidate(app.db, {
      id: candidate.id,
      onlyIfOpen: true,
      values: { status: "parsing" },
    });
    if (batch.status === "queued")
      await updateBatch(app.db, { id: batch.id, values: { status: "processing" } });
    await app.realtime.publish(batch.userId, {
      type: "file.parsing",
      batchId: batch.id,
      candidateId: candidate.id,
      fileName: candidate.fileName,
      status: "parsing",
    });
  }

  const file = candidate.fileId
    ? await findFile(app.db, { userId: batch.userId, id: candidate.fileId })
    : undefined;
  const bytes = file ? await app.storage.get(file.storageKey).catch(() => null) : null;
  const outcome: AnalyzeResumeOutcome = bytes
    ? await app.queue.engine
        .analyze({
          bytes: new Uint8Array(bytes),
          job: batch.job as never,
          weights: batch.weights as never,
        })
        .catch((error: unknown) => {
          // Shutting down: leave the candidate open; the job runs again after the restart.
          if (app.queue.engine.isClosed) throw error;
          // A file that crashes its thread is reported, not retried forever.
          app.log.error({ err: error, candidateId: candidate.id }, "resume analysis crashed");
          return {
            ok: false,
            code: "internal",
            message: "This file could not be analysed.",
          } as const;
        })
    : FILE_GONE;

  const result = await app.db.transaction(async (tx) => {
    const locked = await lockBatch(tx, batch.id);
    if (!locked) return null;
    const values = outcome.ok
      ? {
          status: "scored",
          score: outcome.match.score,
          ...summaryColumns(outcome.resume, outcome.match),
          documentText: outcome.text,
          documentKind: outcome.kind,
          pages: outcome.pages,
          parsedResume: outcome.resume,
          anonymisedResume: outcome.anonymised,
          match: outcome.match,
          insights: outcome.insights,
          failureCode: null,
          failureMessage: null,
          scoredAt: new Date(),
        }
      : {
          status: "failed",
          failureCode: outcome.code,
          failureMessage: outcome.message,
          scoredAt: new Date(),
        };
    const updated = await updateCandidate(tx, { id: candidate.id, onlyIfOpen: true, values });
    if (!updated) return null;
    if (!outcome.ok && locked.creditsCharged > 0) {
      await refundCredits(tx, {
        userId: locked.userId,
        amount: 1,
        batchId: locked.id,
        reason: `Refund: "${candidate.fileName}" could not be analysed (${outcome.message})`,
        idempotencyKey: `refund:${candidate.id}`,
      });
    }
    const isDone = (await countOpenCandidates(tx, locked.id)) === 0;
    if (isDone) {
      await updateBatch(tx, {
        id: locked.id,
        values: { status: "completed", completedAt: new Date() },
      });
    }
    return { updated, isDone, progress: await batchProgress(tx, locked.id) };
  });
  if (!result) return;

  await app.realtime.publish(batch.userId, {
    type: outcome.ok ? "file.scored" : "file.failed",
    batchId: batch.id,
    candidateId: candidate.id,
    fileName: candidate.fileName,
    status: outcome.ok ? "scored" : "failed",
    score: outcome.ok ? outcome.match.score : null,
    message: outcome.ok ? undefined : outcome.message,
    progress: result.progress,
  });
  if (result.isDone) {
    await app.realtime.publish(batch.userId, {
      type: "batch.done",
      batchId: batch.id,
      progress: result.progress,
    });
  }
}
