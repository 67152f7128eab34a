import { analyzeResumeJob } from "./analyze-resume.job.ts";
import { deliverWebhookJob } from "./deliver-webhook.job.ts";
import { type RegisteredJob, registerJob } from "./job-definition.ts";
import { retentionJob } from "./retention.job.ts";
import { settleSubscriptionsJob } from "./settle-subscriptions.job.ts";
import { sweepStuckCandidatesJob } from "./sweep-stuck-candidates.job.ts";

/**
 * Every background job, each with its handler loaded on first use (API-only processes never
 * import the worker side). app.ts hands this list to the queue plugin; a new job is a
 * `<name>.job.ts` + `<name>.handler.ts` pair and one line here.
 */
export const JOBS: readonly RegisteredJob[] = [
  registerJob(analyzeResumeJob, () => import("./analyze-resume.handler.ts")),
  registerJob(retentionJob, () => import("./retention.handler.ts")),
  registerJob(settleSubscriptionsJob, () => import("./settle-subscriptions.handler.ts")),
  registerJob(sweepStuckCandidatesJob, () => import("./sweep-stuck-candidates.handler.ts")),
  registerJob(deliverWebhookJob, () => import("./deliver-webhook.handler.ts")),
];
