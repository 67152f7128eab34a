import type { QueueHealth, QueueJob } from "@hirelens/contracts";
import { sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";

const EMPTY: QueueHealth = {
  isAvailable: false,
  counts: { waiting: 0, running: 0, failed: 0, completed: 0 },
  failedJobs: [],
};

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (((result as { rows?: T[] }).rows ?? []) as T[]);

/** Waiting, running and failed jobs of every pg-boss queue, with the latest failures. */
export async function getQueueHealth(
  ctx: Pick<ServiceContext, "db" | "queue">,
): Promise<QueueHealth> {
  if (!ctx.queue) return EMPTY;
  const queues = await ctx.queue.boss.getQueues();
  const counts = { waiting: 0, running: 0, failed: 0, completed: 0 };
  const failedJobs: QueueJob[] = [];
  for (const queue of queues) {
    counts.waiting += queue.queuedCount;
    counts.running += queue.activeCount;
    counts.failed += queue.failedCount;
    counts.completed += queue.completedDelta ?? 0;
    if (queue.failedCount > 0 && /^[a-z0-9_]+$/i.test(queue.table)) {
      const result = await ctx.db.execute(
        sql`select id, name, state, retry_count, created_on, completed_on, output
            from ${sql.raw(`pgboss.${queue.table}`)}
            where name = ${queue.name} and state = 'failed'
            order by completed_on desc nulls last limit 20`,
      );
      for (const row of rowsOf<Record<string, unknown>>(result)) {
        failedJobs.push({
          id: String(row.id),
          name: String(row.name),
          state: String(row.state),
          retryCount: Number(row.retry_count ?? 0),
          createdAt: row.created_on ? new Date(String(row.created_on)).toISOString() : null,
          completedAt: row.completed_on ? new Date(String(row.completed_on)).toISOString() : null,
          output: row.output ? JSON.stringify(row.output).slice(0, 500) : null,
        });
      }
    }
  }
  return { isAvailable: true, counts, failedJobs };
}

/** Puts a failed job back in its queue. */
export async function retryQueueJob(
  ctx: Pick<ServiceContext, "queue">,
  input: { name: string; id: string },
): Promise<void> {
  if (!ctx.queue) throw new AppError("NOT_FOUND");
  const job = await ctx.queue.boss.getJobById(input.name, input.id).catch(() => null);
  if (!job) throw new AppError("NOT_FOUND");
  await ctx.queue.boss.retry(input.name, input.id);
}
