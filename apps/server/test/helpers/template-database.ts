import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data folder (tar) migrated once for this run; each test database starts from it. */
    pgliteTemplate: string;
    /** A PostgreSQL database migrated once for this run; each test database is created from it. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup: migrates one database per run through the production `openDatabase`,
 * then every test file's database starts as a copy of it instead of running initdb and all the
 * migrations again (on PGlite, initdb alone is most of an open). The migrator stays the real
 * path: it builds the template on every run, and `openDatabase` still runs it on each copy,
 * where it finds nothing pending.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? setupPostgresTemplate(project, adminUrl) : setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite();
  const migrated = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir("none");
  await migrated.close();
  const dir = await mkdtemp(join(tmpdir(), "hirelens-template-"));
  const file = join(dir, "pgdata.tar");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(
  project: TestProject,
  adminUrl: string,
): Promise<() => Promise<void>> {
  const name = `hirelens_template_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const migrated = await openDatabase({ databaseUrl: url.toString() });
  // A template must have no open sessions when a copy is made.
  await migrated.close();
  project.provide("postgresTemplate", name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
