import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";
import { type Db, fromPglite, PgBoss } from "pg-boss";
import { analyzeResumeJob } from "../jobs/analyze-resume.job.ts";
import { EngineWorkerPool } from "../workers/worker-pool.ts";

/** Attempts after the first; the handler fails and refunds the file at the last one. */
export const ANALYSIS_RETRY_LIMIT = 3;

export interface Queue {
  boss: PgBoss;
  /** Parses and scores resumes off the event loop (WORKER_THREADS child processes). */
  engine: EngineWorkerPool;
  /** Wakes this process's workers now instead of at their next poll. */
  wake(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    queue: Queue;
  }
}

interface PgliteClient {
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(query: string): Promise<Array<{ rows: unknown[] }>>;
}

/** pg-boss on the app's own database: its pool on PostgreSQL, its single connection on PGlite. */
function bossDatabase(app: FastifyInstance): Db {
  const client = (app.db as unknown as { $client: unknown }).$client;
  if (app.database.kind === "pglite") return fromPglite(client as PgliteClient);
  const pool = client as pg.Pool;
  // Workers keep pooled connections busy; one the server ends (restart, failover, a dropped test
  // database) must be logged, not crash the process as an unhandled 'error' event.
  if (pool.listenerCount("error") === 0) {
    pool.on("error", (error) => app.log.warn({ err: error }, "database connection lost"));
  }
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

/**
 * The durable job queue (pg-boss in the `pgboss` schema of our database) and, unless
 * QUEUE_WORKER=false, this process's analysis worker. Jobs survive restarts; a job whose worker died
 * becomes available again after ANALYSIS_JOB_EXPIRE_SECONDS.
 */
export const queuePlugin = fp(async (app: FastifyInstance) => {
  const expireInSeconds = app.env.ANALYSIS_JOB_EXPIRE_SECONDS;
  const timeoutMs = app.env.ANALYSIS_TIMEOUT_MS;
  const boss = new PgBoss({
    db: bossDatabase(app),
    backend: app.database.kind === "pglite" ? "pglite" : "postgres",
    schedule: false,
    superviseIntervalSeconds: Math.max(1, Math.min(30, expireInSeconds)),
  });
  boss.on("error", (error) => app.log.error({ err: error }, "queue error"));
  await boss.start();
  await boss.createQueue(analyzeResumeJob.name, {
    expireInSeconds,
    retryLimit: ANALYSIS_RETRY_LIMIT,
    retryDelay: 1,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  });

  const engine = new EngineWorkerPool({
    size: app.env.WORKER_THREADS,
    timeoutMs,
    memoryMb: app.env.WORKER_MEMORY_MB,
  });
  const workerIds: string[] = [];
  const queue: Queue = {
    boss,
    engine,
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
  };
  app.decorate("queue", queue);

  if (app.env.QUEUE_WORKER) {
    const { processCandidateJob, failCandidate, FAILURES } = await analyzeResumeJob.loadHandler();
    // Two fetchers per worker process, one job each: the worker has the next resume while the API
    // stores the last result, and a job waits for at most one other before its own deadline starts,
    // so it never sits in this process long enough for pg-boss to expire it (2 x
    // ANALYSIS_TIMEOUT_MS stays well under ANALYSIS_JOB_EXPIRE_SECONDS with the defaults). Jobs are
    // fetched by priority (the first files of every batch before the later files of any, see
    // enqueueCandidates), so another user's resume never waits behind a whole batch of hostile
    // files, and the pool runs it on the next free worker (issue 15 item 3).
    for (let index = 0; index < app.env.WORKER_THREADS * 2; index += 1) {
      const id: string = await boss.work(
        analyzeResumeJob.name,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          for (const job of jobs) {
            const payload = analyzeResumeJob.payload.parse(job.data);
            try {
              await processCandidateJob(app, payload);
            } catch (error) {
              // pg-boss retries; at the last attempt the file is failed and refunded instead, so
              // it never stays "parsing" forever (e.g. a result the database refuses).
              if (engine.isClosed || job.retryCount < ANALYSIS_RETRY_LIMIT) throw error;
              app.log.error(
                { err: error, candidateId: payload.candidateId },
                "analysis job gave up",
              );
              await failCandidate(app, payload.candidateId, FAILURES.notStored);
            }
          }
          // There may be more: fetch again at once instead of after the polling interval.
          boss.notifyWorker(id);
        },
      );
      workerIds.push(id);
    }
    // Files whose job died for good without the handler's say (expired at its last attempt, a
    // crash mid-job) or vanished: found by the sweep, at most one deadline + expiry late.
    const { sweepStuckCandidates } = await import("../modules/analysis/sweep-stuck-candidates.ts");
    const stuckAfterMs = timeoutMs + expireInSeconds * 1000;
    const sweep = setInterval(() => {
      sweepStuckCandidates(app, { olderThanMs: stuckAfterMs }).catch((error: unknown) =>
        app.log.error({ err: error }, "stuck analysis sweep failed"),
      );
    }, stuckAfterMs);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
    // Work committed but never enqueued (a crash between the two) gets its jobs now.
    app.addHook("onReady", async () => {
      const { requeueOpenCandidates } = await import("../modules/analysis/analysis.service.ts");
      await requeueOpenCandidates(app);
    });
  }

  app.addHook("onClose", async () => {
    // Graceful: running jobs finish; queued ones stay in the database for the next start.
    await boss.stop({ graceful: true, close: false, timeout: 20_000 });
    await engine.close();
  });
});
