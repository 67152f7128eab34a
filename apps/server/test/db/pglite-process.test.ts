import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { oneSession } from "../../src/plugins/queue.ts";

async function rows(database: DatabaseHandle, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> })
    .rows;
}

/** The pids of the processes whose command line names `text` (Linux /proc). */
function processesNaming(text: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(text)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Resolves once no process names `text` any more (the test's own timeout bounds the wait). */
async function untilGone(text: string): Promise<void> {
  while (processesNaming(text).length > 0) await new Promise((r) => setTimeout(r, 50));
}

// A data folder is PGlite in a process of its own, reached over a socket (decision 217); tests of
// everything else run on in-memory PGlite in process.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("PGlite in its own process", () => {
  let template: string;
  let dir: string;
  let dataDir: string;
  // One data folder made and migrated for the file, copied for each test (initdb takes seconds).
  beforeAll(async () => {
    template = await mkdtemp(join(tmpdir(), "hirelens-pglite-template-"));
    await (await openDatabase({ pgliteDir: join(template, "db") })).close();
  });
  afterAll(async () => {
    await rm(template, { recursive: true, force: true });
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "hirelens-pglite-process-"));
    dataDir = join(dir, "db");
    await cp(join(template, "db"), dataDir, { recursive: true });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the data folder from another process, which ends when the database is closed", async () => {
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      const [server] = processesNaming(dataDir);
      expect(server).toBeDefined();
      expect(server).not.toBe(process.pid);
      expect(readFileSync(`/proc/${server}/cmdline`, "utf8")).toContain("pglite-server");
      expect(await rows(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
    expect(processesNaming(dataDir)).toEqual([]);
  });

  it("runs concurrent transactions one after another on its one session, losing no update", async () => {
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      await database.db.execute(sql`create table counter (n int not null)`);
      await database.db.execute(sql`insert into counter values (0)`);
      await Promise.all(
        Array.from({ length: 20 }, () =>
          database.db.transaction(async (tx) => {
            const [{ n }] = (
              (await tx.execute(sql`select n from counter`)) as unknown as { rows: [{ n: number }] }
            ).rows;
            await tx.execute(sql`update counter set n = ${n + 1}`);
          }),
        ),
      );
      expect(await rows(database, sql`select n from counter`)).toEqual([{ n: 20 }]);
    } finally {
      await database.close();
    }
  });

  it("gives the queue a session that a failed BEGIN … COMMIT block does not leave aborted", async () => {
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const queue = oneSession(pool);
      await expect(queue.executeSql("begin; select 1/0; commit;")).rejects.toThrow(
        /division by zero/,
      );
      expect((await queue.executeSql("select 2 as two")).rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
  });

  it("writes the database out by itself when the server is killed, losing no committed row", async () => {
    const client = fileURLToPath(new URL("../../src/db/client.ts", import.meta.url));
    const script = [
      `const { openDatabase } = await import(${JSON.stringify(client)});`,
      "const database = await openDatabase({ pgliteDir: process.argv[1] });",
      'await database.db.execute("create table kept (word text)");',
      "await database.db.execute(\"insert into kept values ('survived')\");",
      // The database process's command line, which names its socket, before dying.
      "const { readFileSync } = await import('node:fs');",
      "const self = '/proc/' + process.pid + '/task/' + process.pid + '/children';",
      "const [child] = readFileSync(self, 'utf8').trim().split(' ');",
      "process.stdout.write(readFileSync('/proc/' + child + '/cmdline', 'utf8').split('\\0').at(-2));",
      "process.kill(process.pid, 'SIGKILL');",
    ].join("\n");
    const server = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script, dataDir],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let socketPath = "";
    server.stdout.setEncoding("utf8").on("data", (text: string) => {
      socketPath += text;
    });
    const [, signal] = await once(server, "exit");
    expect(signal).toBe("SIGKILL");
    expect(socketPath).toMatch(/hirelens-db-.*\.s\.PGSQL\.5432$/);
    await untilGone(dataDir);
    // Its socket's folder is gone with it, though the server could not remove it.
    expect(existsSync(dirname(socketPath))).toBe(false);
    const again = await openDatabase({ pgliteDir: dataDir });
    try {
      expect(await rows(again, sql`select word from kept`)).toEqual([{ word: "survived" }]);
    } finally {
      await again.close();
    }
  });

  it("says why when the database cannot start, and leaves no process behind", async () => {
    await writeFile(join(dataDir, "PG_VERSION"), "not a PostgreSQL data folder\n");
    await expect(openDatabase({ pgliteDir: dataDir })).rejects.toThrow(
      /the database in .* did not start/,
    );
    expect(processesNaming(dataDir)).toEqual([]);
  });
});
