import type { FastifyInstance } from "fastify";
import type { Queue, ScheduleOptions } from "pg-boss";
import type { z } from "zod";
import type { Env } from "../env.ts";

/**
 * One background job (decision 168): what modules need to send it (name, version, payload schema)
 * and what the queue plugin needs to run it. Pure data: it imports no module, so a module can send
 * the job without an import cycle through the handler. The handler sits beside it in
 * `<name>.handler.ts` and is paired with it, lazily loaded, in `jobs/index.ts`.
 */
export interface JobDefinition<TPayload> {
  /** The pg-boss queue name. */
  name: string;
  /** Bumped when the payload changes shape; carried in the payload as `version`. */
  version: number;
  payload: z.ZodType<TPayload>;
  /** Retries, expiry and retention of the queue. */
  queue(env: Env): Omit<Queue, "name">;
  /** The fetchers each worker process runs (default one, one job at a time). */
  workers?(env: Env): WorkerOptions;
  /**
   * A pg-boss schedule (cron, UTC). Scheduled sends are throttled by `singletonKey` +
   * `singletonSeconds`, so however many processes evaluate the schedule, one job runs per slot.
   */
  schedule?(env: Env): { cron: string; data: TPayload; options: ScheduleOptions };
}

export interface WorkerOptions {
  fetchers: number;
  batchSize?: number;
  pollingIntervalSeconds?: number;
  /** Fetch again as soon as a batch is done instead of after the polling interval. */
  isDraining?: boolean;
}

/** One attempt at a job, as the handler sees it. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  /** pg-boss will not retry after this attempt: the handler settles the work itself instead. */
  isLastAttempt: boolean;
}

/** The module a `<name>.handler.ts` file is. */
export interface JobHandler<TPayload> {
  /** Does the job's work; throwing lets pg-boss retry. Must be idempotent. */
  run(app: FastifyInstance, payload: TPayload, attempt: JobAttempt): Promise<void>;
  /** At start-up: sends again the jobs of work committed but never sent (a crash in between). */
  requeue?(app: FastifyInstance): Promise<void>;
}

/** A definition paired with its handler, with the payload type erased for the plugin's list. */
export interface RegisteredJob {
  definition: Omit<JobDefinition<unknown>, "payload">;
  /** Validates the payload and runs the handler (loaded on first use). */
  run(app: FastifyInstance, data: unknown, attempt: JobAttempt): Promise<void>;
  requeue(app: FastifyInstance): Promise<void>;
}

/** Pairs a definition with its lazily imported handler: `registerJob(job, () => import("./x.handler.ts"))`. */
export function registerJob<TPayload>(
  definition: JobDefinition<TPayload>,
  loadHandler: () => Promise<JobHandler<TPayload>>,
): RegisteredJob {
  let handler: Promise<JobHandler<TPayload>> | undefined;
  const load = () => {
    handler ??= loadHandler();
    return handler;
  };
  return {
    definition,
    async run(app, data, attempt) {
      const payload = definition.payload.parse(data);
      await (await load()).run(app, payload, attempt);
    },
    async requeue(app) {
      await (await load()).requeue?.(app);
    },
  };
}
