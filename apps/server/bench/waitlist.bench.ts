// Waitlist sign-up throughput (issue 11): autocannon, 50 connections, a unique e-mail per request,
// against the real route on PGlite (default) or PostgreSQL (TEST_DATABASE_URL). Prints req/s and
// latency, then checks what was stored: one row per 201, positions unique and dense from 1.
// Asserts nothing about speed.
//   node --import tsx apps/server/bench/waitlist.bench.ts [seconds]
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { waitlistEntries } from "../src/db/schema/index.ts";
import { parseEnv } from "../src/env.ts";

const CONNECTIONS = 50;
const SECONDS = Number(process.argv[2] ?? 10);

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "hirelens-waitlist-bench-"));
  const env = parseEnv({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, "no-web"),
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    // The bench is one client sending thousands of sign-ups: lift the per-address allowance.
    WAITLIST_RATE_LIMIT_MAX: "100000000",
  });
  const app = await buildApp({ env });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  await app.db.delete(waitlistEntries);
  // The same server answering its cheapest route: the ceiling on this machine right now.
  const health = await autocannon({
    url: `${base}/api/health`,
    connections: CONNECTIONS,
    duration: Math.min(5, SECONDS),
  });
  const run = `${Date.now().toString(36)}`;
  let n = 0;
  const result = await autocannon({
    url: `${base}/api/waitlist`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            body: JSON.stringify({
              name: "Bench Person",
              email: `bench-${run}-${n}@example.com`,
              role: "Recruiter",
            }),
          };
        },
      },
    ],
  });
  const created = result.statusCodeStats["201"]?.count ?? 0;
  const positions = await app.db
    .select({
      rows: sql<number>`count(*)::int`,
      distinct: sql<number>`count(distinct ${waitlistEntries.position})::int`,
      max: sql<number>`coalesce(max(${waitlistEntries.position}), 0)::int`,
      min: sql<number>`coalesce(min(${waitlistEntries.position}), 0)::int`,
    })
    .from(waitlistEntries);
  const p = positions[0]!;
  const dense = p.rows === p.distinct && p.min === (p.rows ? 1 : 0) && p.max === p.rows;
  console.log(
    `waitlist POST on ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: ${CONNECTIONS} connections, ${SECONDS} s`,
  );
  console.log(
    `  ${result.requests.average.toFixed(0)} req/s average; latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${created} created, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  console.log(
    `  GET /api/health beside it: ${health.requests.average.toFixed(0)} req/s, p99 ${health.latency.p99} ms`,
  );
  console.log(
    `  stored ${p.rows} rows for ${created} answers 201 (the rest were in flight when the run stopped); positions unique and dense 1..${p.max}: ${dense ? "yes" : "NO"}`,
  );
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
