import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analysisBatches, analysisCandidates } from "../../db/schema/index.ts";

export async function candidateStats(
  db: Database,
  workspaceId: string,
): Promise<{ screened: number; average: number | null }> {
  // A batch with automated ranking off shows no score anywhere, so its scores are not averaged.
  const rows = await db
    .select({
      screened: count(),
      average: sql<
        number | null
      >`round((avg(${analysisCandidates.score}) filter (where ${analysisBatches.rankingEnabled}))::numeric, 1)::float8`,
    })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .where(
      and(eq(analysisCandidates.workspaceId, workspaceId), eq(analysisCandidates.status, "scored")),
    );
  return {
    screened: Number(rows[0]?.screened ?? 0),
    average:
      rows[0]?.average === null || rows[0]?.average === undefined ? null : Number(rows[0].average),
  };
}

export async function countBatches(db: Database, workspaceId: string): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(analysisBatches)
    .where(eq(analysisBatches.workspaceId, workspaceId));
  return Number(rows[0]?.total ?? 0);
}

/** Scored resumes per UTC day since `since`. */
export async function screeningsPerDay(
  db: Database,
  workspaceId: string,
  since: Date,
): Promise<Array<{ day: string; count: number }>> {
  const day = sql<string>`to_char(${analysisCandidates.scoredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: count() })
    .from(analysisCandidates)
    .where(
      and(
        eq(analysisCandidates.workspaceId, workspaceId),
        eq(analysisCandidates.status, "scored"),
        gte(analysisCandidates.scoredAt, since),
      ),
    )
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** The scores shown (batches with automated ranking on), for the distribution chart. */
export async function scoresOf(db: Database, workspaceId: string): Promise<number[]> {
  const rows = await db
    .select({ score: analysisCandidates.score })
    .from(analysisCandidates)
    .innerJoin(analysisBatches, eq(analysisBatches.id, analysisCandidates.batchId))
    .where(
      and(
        eq(analysisCandidates.workspaceId, workspaceId),
        eq(analysisCandidates.status, "scored"),
        eq(analysisBatches.rankingEnabled, true),
      ),
    );
  return rows.map((row) => Number(row.score ?? 0));
}
