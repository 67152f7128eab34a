#!/usr/bin/env node
// Starts a throw-away PostgreSQL 15 cluster on loopback, runs a command with
// TEST_DATABASE_URL pointing at it, then stops and removes the cluster.
//   node scripts/with-postgres.mjs <command> [args...]
// Exits 78 (EX_CONFIG) when PostgreSQL's binaries are not installed.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const POSTGRES_MISSING = 78;

export function findPostgresBin() {
  const candidates = [];
  if (existsSync("/usr/lib/postgresql")) {
    for (const version of readdirSync("/usr/lib/postgresql").sort().reverse()) {
      candidates.push(join("/usr/lib/postgresql", version, "bin"));
    }
  }
  for (const dir of (process.env.PATH ?? "").split(":")) candidates.push(dir);
  return candidates.find(
    (dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error("usage: node scripts/with-postgres.mjs <command> [args...]");
    process.exit(2);
  }
  const bin = findPostgresBin();
  if (!bin) {
    console.error(
      "PostgreSQL is not installed (initdb/pg_ctl not found). On Debian: apt-get install -y postgresql",
    );
    process.exit(POSTGRES_MISSING);
  }
  const isRoot = process.getuid?.() === 0;
  const asPostgres = (file, args) =>
    isRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  const dir = mkdtempSync(join(tmpdir(), "hirelens-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  const port = await freePort();
  const run = (file, args) => {
    const [cmd, argv] = asPostgres(join(bin, file), args);
    execFileSync(cmd, argv, { stdio: ["ignore", "ignore", "inherit"] });
  };
  run("initdb", ["-D", dataDir, "--auth=trust", "-U", "postgres", "--encoding=UTF8", "--locale=C"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    "-w",
    "-l",
    join(dir, "log"),
    "start",
  ]);
  const stop = () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  const env = {
    ...process.env,
    TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
  };
  console.log(
    `PostgreSQL ${spawnSync(join(bin, "postgres"), ["--version"]).stdout?.toString().trim()} on 127.0.0.1:${port}`,
  );
  const child = spawn(command[0], command.slice(1), { stdio: "inherit", env });
  child.on("exit", (code, signal) => {
    stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
