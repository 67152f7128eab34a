import { sql } from "drizzle-orm";
import type { Database } from "../../../src/db/client.ts";

export interface Leftover {
  table: string;
  needle: string;
  row: string;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Every row, in every table of every schema of ours (public, drizzle's, pg-boss's), whose text
 * holds one of the needles (case-insensitive). `except` adds a WHERE clause for a table by name,
 * for a row that is meant to stay.
 */
export async function findRowsMentioning(
  db: Database,
  needles: string[],
  except: Record<string, string> = {},
): Promise<Leftover[]> {
  const tables = rowsOf(
    await db.execute(sql`
      select table_schema as schema, table_name as name
      from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`),
  ).map((row) => ({ schema: String(row.schema), name: String(row.name) }));
  const lowered = needles.map((needle) => needle.toLowerCase());
  const found: Leftover[] = [];
  for (const table of tables) {
    const where = except[table.name] ? ` where ${except[table.name]}` : "";
    const rows = rowsOf(
      await db.execute(
        sql.raw(`select t::text as row from ${quote(table.schema)}.${quote(table.name)} t${where}`),
      ),
    );
    for (const { row } of rows) {
      const text = String(row).toLowerCase();
      const index = lowered.findIndex((needle) => text.includes(needle));
      if (index >= 0) {
        found.push({
          table: `${table.schema}.${table.name}`,
          needle: needles[index] ?? "",
          row: String(row).slice(0, 300),
        });
      }
    }
  }
  return found;
}

/** How many tables the scan reads: a guard that it really looked at the feature tables. */
export async function listTableNames(db: Database): Promise<string[]> {
  return rowsOf(
    await db.execute(sql`
      select table_schema || '.' || table_name as name
      from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`),
  ).map((row) => String(row.name));
}
