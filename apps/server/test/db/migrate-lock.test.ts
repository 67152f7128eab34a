import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

// Two API or worker processes starting together on one fresh PostgreSQL database must not race
// on the migrations: both start, and every migration is applied exactly once.
describe.skipIf(!adminUrl)("migrations on PostgreSQL", () => {
  it("are applied once when four processes open a fresh database at the same moment", async () => {
    const name = `hirelens_migrate_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString() })),
      );
      const failures = opened
        .filter((o): o is PromiseRejectedResult => o.status === "rejected")
        .map((o) => String(o.reason));
      for (const o of opened) if (o.status === "fulfilled") await o.value.close();
      expect(failures).toEqual([]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(
        "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
      );
      await check.end();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    } finally {
      // A closed pool's sockets may still be closing on a busy machine; dropping the database
      // under them ends them with an error no test awaits. Wait until the server has let them go.
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((done) => setTimeout(done, 50));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
