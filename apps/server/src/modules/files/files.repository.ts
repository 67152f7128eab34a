import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFiles(db: Database, rows: NewFileRow[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(files).values(rows).returning();
}

export async function findFile(
  db: Database,
  options: { workspaceId: string; id: string },
): Promise<FileRow | undefined> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.id, options.id), eq(files.workspaceId, options.workspaceId)));
  return rows[0];
}

/** The user's files among `ids` (others' ids are silently absent). */
export async function findFiles(
  db: Database,
  options: { workspaceId: string; ids: string[] },
): Promise<FileRow[]> {
  if (options.ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.workspaceId, options.workspaceId), inArray(files.id, options.ids)));
}

export async function deleteFileRows(
  db: Database,
  options: { workspaceId: string; ids: string[] },
): Promise<FileRow[]> {
  if (options.ids.length === 0) return [];
  return db
    .delete(files)
    .where(and(eq(files.workspaceId, options.workspaceId), inArray(files.id, options.ids)))
    .returning();
}
