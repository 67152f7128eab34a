import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { createTestApp } from "../helpers/test-app.ts";

const journal = JSON.parse(
  await readFile(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: Array<{ tag: string }> };

async function rows(database: DatabaseHandle, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> })
    .rows;
}

const columns = sql`select table_schema, table_name, column_name, data_type, is_nullable, column_default
  from information_schema.columns where table_schema in ('public', 'drizzle')
  order by table_schema, table_name, column_name`;

// Test databases start as copies of a template migrated once per run (decision 200); this file
// keeps the migrations themselves running from an empty cluster on every run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("migrations on PGlite", () => {
  it("apply every migration once to an empty database, giving the schema tests run on", async () => {
    const fresh = await openDatabase({});
    const t = await createTestApp();
    try {
      const applied = await rows(fresh, sql`select hash from drizzle.__drizzle_migrations`);
      expect(applied).toHaveLength(journal.entries.length);
      expect(new Set(applied.map((r) => r.hash)).size).toBe(journal.entries.length);
      expect(await rows(t.database, columns)).toEqual(await rows(fresh, columns));
    } finally {
      await t.close();
      await fresh.close();
    }
  });
});
