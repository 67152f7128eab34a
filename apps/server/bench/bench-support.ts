/** What the server benches share: the production Node flags and a throw-away PostgreSQL database. */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";

/**
 * The Node flags of `npm run serve` (package.json), so a bench measures the API process the way
 * production starts it; passed through NODE_OPTIONS (a BENCH_NODE_OPTIONS variable overrides them,
 * e.g. "" to compare with Node's defaults).
 */
export function serveNodeOptions(): string {
  if (process.env.BENCH_NODE_OPTIONS !== undefined) return process.env.BENCH_NODE_OPTIONS;
  const packageJson = JSON.parse(
    readFileSync(new URL("../../../package.json", import.meta.url), "utf8"),
  ) as { scripts: Record<string, string> };
  return (packageJson.scripts.serve ?? "")
    .split(/\s+/)
    .filter((word) => word.startsWith("--"))
    .join(" ");
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped by the returned function. */
export async function freshDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
