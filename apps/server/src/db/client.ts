import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PGLITE_SETTINGS, startPgliteProcess } from "./pglite-process.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a repository runs its SQL on: the database, or a transaction of it. */
export type DbOrTx = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves true when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent = in memory (tests). */
  pgliteDir?: string;
  /**
   * A PGlite already started, used instead of a new one (tests: a copy of a database migrated
   * once per run; the migrations still run on it and find nothing pending). Closed with the handle.
   */
  pglite?: PGlite;
}

/** Opens the database (PostgreSQL when a URL is given, else PGlite) and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir, options.pglite);
  return handle;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  try {
    // Several API and worker processes may start together: one migrates, the others wait for it
    // on a session lock and then find nothing left to apply.
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock(hashtext('hirelens_migrations'))");
      await migrate(db, { migrationsFolder });
    } finally {
      await lock
        .query("select pg_advisory_unlock(hashtext('hirelens_migrations'))")
        .catch(() => {});
      lock.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: () => ping(db as unknown as Database),
    close: () => pool.end(),
  };
}

/**
 * PGlite: on a data folder in a process of its own, reached over a socket with node-postgres
 * (decision 217); in memory (tests) or `started`, in this process.
 */
async function openPglite(dataDir?: string, started?: PGlite): Promise<DatabaseHandle> {
  if (dataDir && !started) return openPgliteProcess(dataDir);
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const options = { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] };
  const client = started ?? new PGlite(options);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
  };
}

async function openPgliteProcess(dataDir: string): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  await mkdir(dataDir, { recursive: true });
  const database = await startPgliteProcess(dataDir, !existsSync(join(dataDir, "PG_VERSION")));
  // PGlite runs one session: every statement goes through one connection, kept open, as it did
  // in process (a transaction holds it, the rest wait).
  const pool = new pg.Pool({ ...database.connection, max: 1, idleTimeoutMillis: 0 });
  const db = drizzle(pool, { schema });
  const close = async () => {
    await pool.end();
    await database.close();
  };
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: () => ping(db as unknown as Database),
    close,
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, "db");
}
