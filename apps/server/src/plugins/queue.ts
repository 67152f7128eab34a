import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";
import { type Db, fromPglite, PgBoss } from "pg-boss";
import type { RegisteredJob } from "../jobs/job-definition.ts";
import { EngineWorkerPool } from "../workers/worker-pool.ts";

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

export interface QueuePluginOptions {
  /** Every job of the app (jobs/index.ts): its queue, its workers, its schedule. */
  jobs: readonly RegisteredJob[];
}

interface PgliteClient {
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(query: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * pg-boss on the app's own database: its pool on PostgreSQL; on PGlite its one connection, in
 * process or over the database process's socket.
 */
function bossDatabase(app: FastifyInstance): Db {
  const client = (app.db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) return fromPglite(client);
  const pool = client as pg.Pool;
  // Workers keep pooled connections busy; one the server ends (restart, failover, a dropped test
  // database) must be logged, not crash the process as an unhandled 'error' event.
  if (pool.listenerCount("error") === 0) {
    pool.on("error", (error) => app.log.warn({ err: error }, "database connection lost"));
  }
  if (app.database.kind === "pglite") return oneSession(pool);
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

function isPglite(client: unknown): client is PgliteClient {
  return typeof (client as Partial<PgliteClient>).exec === "function";
}

/**
 * PGlite has one session, shared by every statement: a pg-boss block (BEGIN … COMMIT in one
 * string) that fails would leave it in an aborted transaction that fails every later query, so a
 * failed statement is rolled back on the same connection before the next one gets it (as
 * pg-boss's own PGlite adapter does in process).
 */
export function oneSession(pool: pg.Pool): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const connection = await pool.connect();
      try {
        return await connection.query(text, values);
      } catch (error) {
        await connection.query("rollback").catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}

/**
 * The durable job queue (pg-boss in the `pgboss` schema of our database) and, unless
 * QUEUE_WORKER=false, this process's workers, the start-up requeue and the schedules of every job
 * it is given (decision 168). Jobs survive restarts; a job whose worker died becomes available again
 * after its queue's expiry.
 */
export const queuePlugin = fp<QueuePluginOptions>(async (app: FastifyInstance, { jobs }) => {
  const isWorker = app.env.QUEUE_WORKER;
  const boss = new PgBoss({
    db: bossDatabase(app),
    backend: app.database.kind === "pglite" ? "pglite" : "postgres",
    // The cron pass runs where the workers run; API-only processes only send jobs.
    schedule: isWorker,
    superviseIntervalSeconds: Math.max(1, Math.min(30, app.env.ANALYSIS_JOB_EXPIRE_SECONDS)),
  });
  boss.on("error", (error) => app.log.error({ err: error }, "queue error"));
  await boss.start();
  for (const { definition } of jobs) {
    await boss.createQueue(definition.name, definition.queue(app.env));
  }

  const engine = new EngineWorkerPool({
    size: app.env.WORKER_THREADS,
    timeoutMs: app.env.ANALYSIS_TIMEOUT_MS,
    memoryMb: app.env.WORKER_MEMORY_MB,
    // Per-task spans at debug level (the browser bench reads them to say where the time goes).
    onTaskDone: (timing) => app.log.debug({ span: "engine", ...round(timing) }, "engine task done"),
  });
  const workerIds: string[] = [];
  app.decorate("queue", {
    boss,
    engine,
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
  } satisfies Queue);

  if (isWorker) {
    // Once the whole app is registered, so that a handler finds every decorator it uses.
    app.addHook("onReady", async () => {
      for (const job of jobs) workerIds.push(...(await startWorkers(app, boss, job)));
      for (const { definition } of jobs) {
        const schedule = definition.schedule?.(app.env);
        if (!schedule) continue;
        await boss.schedule(definition.name, schedule.cron, schedule.data as object, {
          tz: "UTC",
          ...schedule.options,
        });
      }
      for (const job of jobs) await job.requeue(app);
    });
  }

  app.addHook("onClose", async () => {
    // Graceful: running jobs finish; queued ones stay in the database for the next start.
    await boss.stop({ graceful: true, close: false, timeout: 20_000 });
    await engine.close();
  });
});

/** The fetchers of one job in this process; returns their worker ids. */
async function startWorkers(
  app: FastifyInstance,
  boss: PgBoss,
  job: RegisteredJob,
): Promise<string[]> {
  const { name } = job.definition;
  const options = job.definition.workers?.(app.env) ?? { fetchers: 1 };
  const { retryLimit = 2 } = job.definition.queue(app.env);
  const ids: string[] = [];
  for (let index = 0; index < options.fetchers; index += 1) {
    const id: string = await boss.work(
      name,
      {
        batchSize: options.batchSize ?? 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        includeMetadata: true,
      },
      async (items) => {
        for (const item of items) {
          const startedAt = Date.now();
          await job.run(app, item.data, {
            id: item.id,
            retryCount: item.retryCount,
            isLastAttempt: item.retryCount >= retryLimit,
          });
          // Per-job spans at debug level: time from sending to a fetcher taking it, and the run.
          app.log.debug(
            {
              span: "job",
              queue: name,
              jobId: item.id,
              pickupMs: startedAt - item.createdOn.getTime(),
              runMs: Date.now() - startedAt,
            },
            "job done",
          );
        }
        // There may be more: fetch again at once instead of after the polling interval.
        if (options.isDraining) boss.notifyWorker(id);
      },
    );
    ids.push(id);
  }
  return ids;
}

/** Milliseconds to a tenth, for the logs. */
function round<T extends object>(timing: T): T {
  return Object.fromEntries(
    Object.entries(timing).map(([key, value]) => [
      key,
      typeof value === "number" ? Math.round(value * 10) / 10 : value,
    ]),
  ) as T;
}
