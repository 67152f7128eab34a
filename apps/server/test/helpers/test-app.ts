import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type BuildAppOptions, buildApp } from "../../src/app.ts";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { type Env, parseEnv } from "../../src/env.ts";

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh, migrated database: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (the CI's second run). Either
 * starts as a copy of the run's template, migrated once by template-database.ts (decision 200).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, "logStream" | "onRoute"> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "hirelens-test-"));
  const env = parseEnv({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, "no-web"),
    ...overrides,
  });
  const { database, dropDatabase } = await openTestDatabase();
  const app = await buildApp({ env, database, ...appOptions });
  await app.ready();
  return {
    app,
    env,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  dropDatabase: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = new Blob([await readFile(inject("pgliteTemplate"))]);
    const pglite = new PGlite({ loadDataDir: template });
    return { database: await openDatabase({ pglite }), dropDatabase: async () => {} };
  }
  const name = `hirelens_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async dropDatabase() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
