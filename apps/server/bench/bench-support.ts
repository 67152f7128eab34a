/**
 * What the server benches share: the production Node flags, a throw-away PostgreSQL database and
 * a JSON client for the API they start.
 */
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

/**
 * A JSON call to the API at `base` (the app's listen address): the status and the parsed body (null
 * when the answer is not JSON).
 */
export function jsonApi(base: string) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // biome-ignore lint/suspicious/noExplicitAny: benches read a few fields of the JSON answers
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
}
