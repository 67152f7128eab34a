import { ENGINE_VERSION } from "@hirelens/engine";
import type { AnalyzeResumePayload } from "../../jobs/analyze-resume.job.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { AnalyzeResumeOutcome } from "../../workers/engine-tasks.ts";
import { TaskMemoryError, TaskTimeoutError } from "../../workers/worker-pool.ts";
import { linkResultToCandidate } from "../candidates/candidates.service.ts";
import { refundAccountOf, refundCredits } from "../credits/credits.service.ts";
import { ENGINE_ACTOR, recordDecision } from "../decisions/decisions.service.ts";
import { enqueueWebhookEvent } from "../webhooks/webhooks.service.ts";
import {
  batchProgress,
  findCandidateWork,
  finishCandidate,
  lockBatch,
  markParsing,
  updateBatch,
} from "./analysis.repository.ts";
import { bandOf, presentedScore, summaryColumns } from "./analysis.views.ts";
import { cleanForStorage } from "./clean-for-storage.ts";

type Failure = Extract<AnalyzeResumeOutcome, { ok: false }>;

const FILE_GONE = {
  ok: false,
  code: "file-deleted",
  message: "The file was deleted before it could be analysed.",
} as const;

/** Why a file ended failed when the engine never answered for it. */
export const FAILURES = {
  timeout: {
    ok: false,
    code: "timeout",
    message:
      "This file took too long to read and was stopped. Save it again as a PDF or plain text and upload that copy.",
  },
  memory: {
    ok: false,
    code: "too-much-memory",
    message:
      "This file needed too much memory to read and was stopped. Save it again as a PDF or plain text and upload that copy.",
  },
  crashed: { ok: false, code: "internal", message: "This file could not be analysed." },
  gaveUp: {
    ok: false,
    code: "internal",
    message: "This file could not be analysed: reading it failed several times.",
  },
  notStored: {
    ok: false,
    code: "internal",
    message: "The result of this file could not be saved, so it was not analysed.",
  },
} as const satisfies Record<string, Failure>;

function failureOf(error: unknown): Failure {
  if (error instanceof TaskTimeoutError) return FAILURES.timeout;
  if (error instanceof TaskMemoryError) return FAILURES.memory;
  return FAILURES.crashed;
}

/**
 * The analyze-resume job handler: parse and score one resume in a worker thread, store the result,
 * refund a resume that could not be read, and close the batch when its last file is done.
 * Idempotent: a candidate already scored or failed is left alone, and the refund has its own key.
 */
export type CandidateJobContext = Pick<
  ServiceContext,
  "db" | "log" | "queue" | "realtime" | "storage"
>;

export async function processCandidateJob(
  ctx: CandidateJobContext,
  payload: AnalyzeResumePayload,
): Promise<void> {
  const work = await findCandidateWork(ctx.db, payload.candidateId);
  if (!work) return;
  if (work.candidate.status === "scored" || work.candidate.status === "failed") {
    // The job runs again for a finished candidate when the attempt that stored it died before the
    // queue heard it was done, which may be before it told anyone (kill -9 between the commit and
    // the publish): tell again. Listeners take an event twice without harm.
    await publishStoredOutcome(ctx, work);
    return;
  }
  const { candidate, batch } = work;

  if (candidate.status === "queued") {
    await markParsing(ctx.db, candidate.id);
    await ctx.realtime.publish(batch.workspaceId, {
      type: "file.parsing",
      batchId: batch.id,
      candidateId: candidate.id,
      fileName: candidate.fileName,
      status: "parsing",
    });
  }

  const bytes = work.storageKey ? await ctx.storage.get(work.storageKey).catch(() => null) : null;
  const outcome: AnalyzeResumeOutcome = bytes
    ? await ctx.queue.engine
        .analyze(
          {
            bytes: new Uint8Array(bytes),
            job: batch.job,
            weights: batch.weights,
          },
          batch.workspaceId,
        )
        .catch((error: unknown) => {
          // Shutting down: leave the candidate open; the job runs again after the restart.
          if (ctx.queue.engine.isClosed) throw error;
          // A file that hangs, bloats or crashes its thread is reported, not retried forever.
          ctx.log.warn({ err: error, candidateId: candidate.id }, "resume analysis stopped");
          return failureOf(error);
        })
    : FILE_GONE;
  await storeOutcome(ctx, work, outcome);
}

type CandidateWork = NonNullable<Awaited<ReturnType<typeof findCandidateWork>>>;

/** The events of a candidate already stored, from the stored row (see `publishOutcome`). */
async function publishStoredOutcome(
  ctx: Pick<ServiceContext, "db" | "realtime">,
  work: CandidateWork,
): Promise<void> {
  const scored = work.candidate.status === "scored";
  const progress = await batchProgress(ctx.db, work.batch.id);
  await publishOutcome(ctx, work, {
    scored,
    score: work.candidate.score,
    message: work.candidate.failureMessage ?? undefined,
    progress,
  });
}

/** Tells the user one file is done (scored or failed), and the batch when it was the last. */
async function publishOutcome(
  ctx: Pick<ServiceContext, "realtime">,
  { candidate, batch }: CandidateWork,
  outcome: {
    scored: boolean;
    score: number | null;
    message: string | undefined;
    progress: Awaited<ReturnType<typeof batchProgress>>;
  },
): Promise<void> {
  const { scored, progress } = outcome;
  await ctx.realtime.publish(batch.workspaceId, {
    type: scored ? "file.scored" : "file.failed",
    batchId: batch.id,
    candidateId: candidate.id,
    fileName: candidate.fileName,
    status: scored ? "scored" : "failed",
    // Documents only (issue 13): the live event carries no score either.
    score: scored && batch.rankingEnabled ? outcome.score : null,
    message: scored ? undefined : outcome.message,
    progress,
  });
  if (progress.queued === 0) {
    await ctx.realtime.publish(batch.workspaceId, {
      type: "batch.done",
      batchId: batch.id,
      progress,
    });
  }
}

/**
 * Ends an open candidate as failed with `failure` (refunded, batch closed when it was the last):
 * for a job pg-boss gave up on, or one the sweep found stuck. A finished candidate is left alone.
 */
export async function failCandidate(
  ctx: Pick<ServiceContext, "db" | "log" | "realtime">,
  input: { candidateId: string; failure: Failure },
): Promise<boolean> {
  const work = await findCandidateWork(ctx.db, input.candidateId);
  if (!work || work.candidate.status === "scored" || work.candidate.status === "failed") {
    return false;
  }
  return storeOutcome(ctx, work, input.failure);
}

/** Stores one outcome, refunds a failure and closes the batch, all in one transaction; then tells the user. */
async function storeOutcome(
  ctx: Pick<ServiceContext, "db" | "log" | "realtime">,
  work: CandidateWork,
  outcome: AnalyzeResumeOutcome,
): Promise<boolean> {
  const { candidate, batch } = work;
  if (outcome.ok && outcome.violations.length > 0)
    ctx.log.error(
      { batchId: batch.id, candidateId: candidate.id, violations: outcome.violations },
      "explanation check failed",
    );
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockBatch(tx, batch.id);
    if (!locked) return null;
    const values = cleanForStorage(
      outcome.ok
        ? {
            status: "scored",
            score: outcome.match.score,
            ...summaryColumns(outcome.resume, outcome.match, outcome.skillNames),
            documentText: outcome.text,
            documentKind: outcome.kind,
            pages: outcome.pages,
            parsedResume: outcome.resume,
            match: outcome.match,
            insights: outcome.insights,
            failureCode: null,
            failureMessage: null,
            scoredAt: new Date(),
            requirementsVersion: locked.requirementsVersion,
            engineVersion: ENGINE_VERSION,
          }
        : {
            status: "failed",
            failureCode: outcome.code,
            failureMessage: outcome.message,
            scoredAt: new Date(),
          },
    );
    if (!(await finishCandidate(tx, candidate.id, values))) return null;
    if (outcome.ok) {
      // The same person across batches (decision 184): one candidate, linked with the result.
      await linkResultToCandidate(tx, { resultId: candidate.id });
      const score = presentedScore(outcome.match.score);
      await recordDecision(tx, {
        workspaceId: locked.workspaceId,
        // The engine acted; the entry is about the batch of whoever started it.
        userId: locked.userId ?? locked.workspaceId,
        actorId: null,
        actorLabel: ENGINE_ACTOR,
        batchId: locked.id,
        candidateId: candidate.id,
        action: "scored",
        engineVersion: ENGINE_VERSION,
        requirementsVersion: locked.requirementsVersion,
        fileSha256: candidate.fileSha256,
        detail: {
          score,
          band: bandOf(score)?.id ?? null,
          requirementsVersion: locked.requirementsVersion,
          fileSha256: candidate.fileSha256,
          engineVersion: ENGINE_VERSION,
        },
      });
    }
    if (!outcome.ok && locked.creditsCharged > 0) {
      await refundCredits(tx, {
        // Back to the balance that paid: the credit line of the charge names it.
        workspaceId: await refundAccountOf(tx, {
          workspaceId: locked.workspaceId,
          batchId: locked.id,
        }),
        amount: 1,
        batchId: locked.id,
        reason: `Refund: "${candidate.fileName}" could not be analysed (${outcome.message})`,
        idempotencyKey: `refund:${candidate.id}`,
      });
    }
    if (outcome.ok) {
      // Webhooks (decision 183), in this transaction: the event exists exactly when the result does.
      const score = locked.rankingEnabled ? presentedScore(outcome.match.score) : null;
      await enqueueWebhookEvent(tx, {
        workspaceId: locked.workspaceId,
        type: "candidate.scored",
        payload: {
          candidateId: candidate.id,
          batchId: locked.id,
          fileName: candidate.fileName,
          score,
          band: score === null ? null : (bandOf(score)?.id ?? null),
        },
      });
    }
    const progress = await batchProgress(tx, locked.id);
    const isDone = progress.queued === 0;
    if (isDone) {
      const completedAt = new Date();
      await updateBatch(tx, { id: locked.id, values: { status: "completed", completedAt } });
      await enqueueWebhookEvent(tx, {
        workspaceId: locked.workspaceId,
        type: "batch.completed",
        payload: {
          batchId: locked.id,
          name: locked.name,
          jobDescriptionId: locked.jobDescriptionId,
          total: progress.total,
          scored: progress.scored,
          failed: progress.failed,
          completedAt: completedAt.toISOString(),
        },
      });
    }
    return { progress };
  });
  if (!result) return false;

  await publishOutcome(ctx, work, {
    scored: outcome.ok,
    score: outcome.ok ? outcome.match.score : null,
    message: outcome.ok ? undefined : outcome.message,
    progress: result.progress,
  });
  return true;
}
