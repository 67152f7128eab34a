#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other, printing their numbers.
// The engine's quality benchmark reads ../shared/data and says so (and skips) when it is absent.
// Numbers are kept in docs/benchmarks.md.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

let failures = 0;
function step(name, command, args, env = {}) {
  console.log(`\n##### ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failures += 1;
    console.log(`##### ${name}: exit ${result.status}`);
  }
  return result.status;
}

step("engine: quality, speed, memory", "npm", ["run", "bench", "-w", "@hirelens/engine"]);
step("cli: hirelens start-up, built vs tsx", "node", ["scripts/bench-cli.mjs"]);
step("server: analysis batch and API latency", "npm", ["run", "bench", "-w", "@hirelens/server"]);
step("server: hostile files beside a normal batch, RSS fresh vs after", "node", [
  "--expose-gc",
  "--import",
  "tsx",
  "apps/server/bench/hostile.bench.ts",
]);
step("server: API process CPU for a 50-PDF batch with a live stream, PGlite", "node", [
  "--import",
  "tsx",
  "apps/server/bench/batch-cpu.bench.ts",
]);
step("server: API process CPU for a 50-PDF batch with a live stream, PostgreSQL", "node", [
  "scripts/with-postgres.mjs",
  "node",
  "--import",
  "tsx",
  "apps/server/bench/batch-cpu.bench.ts",
]);
step("server: waitlist sign-ups per second, PGlite", "node", [
  "--import",
  "tsx",
  "apps/server/bench/waitlist.bench.ts",
]);
step("server: waitlist sign-ups per second, PostgreSQL", "node", [
  "scripts/with-postgres.mjs",
  "node",
  "--import",
  "tsx",
  "apps/server/bench/waitlist.bench.ts",
]);
step("server: API process RSS during a 50 x 10 MB upload, PGlite, local and S3", "node", [
  "--import",
  "tsx",
  "apps/server/bench/upload-rss.bench.ts",
]);
step("server: API process RSS during a 50 x 10 MB upload, PostgreSQL, local and S3", "node", [
  "scripts/with-postgres.mjs",
  "node",
  "--import",
  "tsx",
  "apps/server/bench/upload-rss.bench.ts",
]);
step("server: auth answer times, existing vs absent address", "node", [
  "--import",
  "tsx",
  "apps/server/bench/auth-timing.bench.ts",
]);

// The landing page's initial JS, measured in Chromium against a freshly built app.
if (step("build: web, server, cli", "npm", ["run", "build", "--silent"]) === 0) {
  const dataDir = mkdtempSync(join(tmpdir(), "hirelens-bench-"));
  const port = "3390";
  const server = spawn("node", ["apps/server/dist/server.mjs"], {
    env: { ...process.env, PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  step("web: landing page initial JS", "node", ["apps/web/scripts/measure-initial-js.mjs", url]);
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
  // On the build just made: 50 real PDFs from the click to "Analysis complete", median of 3.
  step("browser: 50 real PDFs, click to Analysis complete, PGlite", "node", [
    "--import",
    "tsx",
    "apps/server/bench/analysis-browser.bench.ts",
  ]);
  step("browser: 50 real PDFs, click to Analysis complete, PostgreSQL", "node", [
    "scripts/with-postgres.mjs",
    "node",
    "--import",
    "tsx",
    "apps/server/bench/analysis-browser.bench.ts",
  ]);
}
process.exit(failures > 0 ? 1 : 0);
