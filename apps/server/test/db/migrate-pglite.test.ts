import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it("create a data folder on disk, keep its rows on reopening, and run with small shared buffers", async () => {
    const dir = await mkdtemp(join(tmpdir(), "hirelens-pglite-"));
    const dataDir = join(dir, "db");
    try {
      const first = await openDatabase({ pgliteDir: dataDir });
      expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
      expect(await rows(first, sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
      await first.db.execute(sql`create table kept (word text)`);
      await first.db.execute(sql`insert into kept values ('résumé')`);
      await first.close();
      const again = await openDatabase({ pgliteDir: dataDir });
      try {
        expect(await rows(again, sql`select word from kept`)).toEqual([{ word: "résumé" }]);
        const applied = await rows(again, sql`select hash from drizzle.__drizzle_migrations`);
        expect(applied).toHaveLength(journal.entries.length);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
