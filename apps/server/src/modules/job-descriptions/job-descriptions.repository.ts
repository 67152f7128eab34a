import type { ParsedJob } from "@hirelens/engine";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analysisBatches, jobDescriptions, jobPostingReadings } from "../../db/schema/index.ts";

export type JobDescriptionRow = typeof jobDescriptions.$inferSelect;
export type NewJobDescriptionRow = typeof jobDescriptions.$inferInsert;

export async function insertJobDescription(
  db: Database,
  row: NewJobDescriptionRow,
): Promise<JobDescriptionRow> {
  const [inserted] = await db.insert(jobDescriptions).values(row).returning();
  if (!inserted) throw new Error("insert returned no row");
  return inserted;
}

export async function findJobDescription(
  db: Database,
  options: { workspaceId: string; id: string },
): Promise<JobDescriptionRow | undefined> {
  const rows = await db
    .select()
    .from(jobDescriptions)
    .where(
      and(eq(jobDescriptions.id, options.id), eq(jobDescriptions.workspaceId, options.workspaceId)),
    );
  return rows[0];
}

export async function updateJobDescriptionRow(
  db: Database,
  options: { workspaceId: string; id: string; values: Partial<NewJobDescriptionRow> },
): Promise<JobDescriptionRow | undefined> {
  const rows = await db
    .update(jobDescriptions)
    .set({ ...options.values, updatedAt: new Date() })
    .where(
      and(eq(jobDescriptions.id, options.id), eq(jobDescriptions.workspaceId, options.workspaceId)),
    )
    .returning();
  return rows[0];
}

export async function deleteJobDescriptionRow(
  db: Database,
  options: { workspaceId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(jobDescriptions)
    .where(
      and(eq(jobDescriptions.id, options.id), eq(jobDescriptions.workspaceId, options.workspaceId)),
    )
    .returning({ id: jobDescriptions.id });
  return rows.length > 0;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listJobDescriptionRows(
  db: Database,
  options: { workspaceId: string; q?: string; limit: number; offset: number },
): Promise<{
  rows: Array<
    Omit<JobDescriptionRow, "parsed"> & {
      analysesCount: number;
      ignored: ParsedJob["ignored"] | null;
    }
  >;
  total: number;
}> {
  const pattern = options.q ? `%${escapeLike(options.q)}%` : undefined;
  const where = and(
    eq(jobDescriptions.workspaceId, options.workspaceId),
    pattern
      ? or(
          ilike(jobDescriptions.title, pattern),
          ilike(jobDescriptions.company, pattern),
          ilike(jobDescriptions.text, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        // Not the parsed job (large JSON the list does not show).
        row: {
          id: jobDescriptions.id,
          workspaceId: jobDescriptions.workspaceId,
          userId: jobDescriptions.userId,
          title: jobDescriptions.title,
          company: jobDescriptions.company,
          location: jobDescriptions.location,
          employmentType: jobDescriptions.employmentType,
          workArrangement: jobDescriptions.workArrangement,
          text: jobDescriptions.text,
          parsedRequirements: jobDescriptions.parsedRequirements,
          readBy: jobDescriptions.readBy,
          overrides: jobDescriptions.overrides,
          weights: jobDescriptions.weights,
          createdAt: jobDescriptions.createdAt,
          updatedAt: jobDescriptions.updatedAt,
        },
        // Only the boilerplate list of the parsed job, for the requirements view.
        ignored: sql<ParsedJob["ignored"] | null>`${jobDescriptions.parsed}->'ignored'`,
        analysesCount: sql<number>`(select count(*)::int from ${analysisBatches} where ${analysisBatches.jobDescriptionId} = ${sql.raw(`"job_descriptions"."id"`)})`,
      })
      .from(jobDescriptions)
      .where(where)
      .orderBy(desc(jobDescriptions.updatedAt), desc(jobDescriptions.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(jobDescriptions).where(where),
  ]);
  return {
    rows: rows.map(({ row, analysesCount, ignored }) => ({
      ...row,
      analysesCount: Number(analysesCount),
      ignored,
    })),
    total: Number(totals[0]?.total ?? 0),
  };
}

export async function countAnalyses(db: Database, jobDescriptionId: string): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(analysisBatches)
    .where(eq(analysisBatches.jobDescriptionId, jobDescriptionId));
  return Number(rows[0]?.total ?? 0);
}

/** The LLM's cached answer for a posting (decision 194), or undefined when it was never asked. */
export async function findPostingReading(
  db: Database,
  options: { workspaceId: string; key: string },
): Promise<unknown> {
  const rows = await db
    .select({ reading: jobPostingReadings.reading })
    .from(jobPostingReadings)
    .where(
      and(
        eq(jobPostingReadings.workspaceId, options.workspaceId),
        eq(jobPostingReadings.key, options.key),
      ),
    );
  return rows[0]?.reading;
}

/** Keeps the LLM's answer for a posting; a second writer of the same key changes nothing. */
export async function savePostingReading(
  db: Database,
  row: { workspaceId: string; key: string; model: string; reading: unknown },
): Promise<void> {
  await db.insert(jobPostingReadings).values(row).onConflictDoNothing();
}
