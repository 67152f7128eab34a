import { type ChildProcess, fork, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The embedded database's shared buffers are WebAssembly memory touched whole when it starts:
 * PostgreSQL's 128 MB default was half of the API process's memory. 16 MB holds a team's data many
 * times over (decision 216).
 */
export const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/** What the database process and the server say to each other. */
export type PgliteProcessMessage = { type: "ready" } | { type: "close" };

/** The database process's entry: the bundle's `pglite-server.mjs`, or the source's bootstrap of it. */
const ENTRY_URL = new URL("./pglite-server.mjs", import.meta.url);
/** The socket's name in its folder, the one node-postgres looks for given that folder and port. */
const PORT = 5432;
const STDERR_TAIL_CHARS = 4_096;

export interface PgliteProcess {
  /** node-postgres connection settings for the socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** The process, for its pid (the benches report its memory). */
  child: ChildProcess;
  /** Writes the database out, ends the process and removes the socket's folder. */
  close(): Promise<void>;
}

/**
 * Runs PGlite on `dataDir` in a process of its own, served over a Unix socket (decision 217): the
 * WebAssembly PostgreSQL keeps at least 128 MB resident, and in the server's own process that was
 * a third of its memory. Creates the data folder first when it is new. Resolves when the database
 * accepts connections; rejects with the process's own words when it cannot start.
 */
export async function startPgliteProcess(dataDir: string, isNew: boolean): Promise<PgliteProcess> {
  if (isNew) await createPgliteDir(dataDir);
  // mkdtemp makes the folder readable by this user only: the socket asks for no password.
  const socketDir = await mkdtemp(join(tmpdir(), "hirelens-db-"));
  const child = fork(ENTRY_URL, [dataDir, join(socketDir, `.s.PGSQL.${PORT}`)], {
    // Not the server's own flags (--import tsx, --inspect, a test runner's).
    execArgv: [],
    stdio: ["ignore", "inherit", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    stderr = (stderr + text).slice(-STDERR_TAIL_CHARS);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null) =>
        reject(
          new Error(
            `the database in ${dataDir} did not start (${signal ?? `exit ${code}`}): ${stderr.trim()}`,
          ),
        );
      child.once("exit", onExit);
      child.once("message", (message: PgliteProcessMessage) => {
        child.off("exit", onExit);
        if (message.type === "ready") resolve();
      });
    });
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  // The server may end without closing it (a crash): the process then sees its channel close and
  // writes the database out by itself. Neither keeps the server's event loop alive.
  child.unref();
  (child.channel as { unref?(): void } | undefined)?.unref?.();
  (child.stderr as { unref?(): void } | null)?.unref?.();
  // From now on what it has to say (PostgreSQL's own errors) is the server's to show.
  child.stderr?.on("data", (text: string) => process.stderr.write(text));

  let closing: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: PORT, user: "postgres", database: "postgres" },
    child,
    close() {
      closing ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = once(child, "exit");
          child.ref();
          child.send({ type: "close" } satisfies PgliteProcessMessage);
          await exited;
        }
        await rm(socketDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

/**
 * Creates a new PGlite data folder (initdb) in a short-lived process. initdb grows the WebAssembly
 * memory past 600 MB, and a process keeps what it grew until a full collection happens to run.
 */
async function createPgliteDir(dataDir: string): Promise<void> {
  const script = [
    "const { PGlite } = await import(process.argv[1]);",
    "const client = new PGlite(process.argv[2]);",
    "await client.waitReady;",
    "await client.close();",
  ].join("\n");
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", script, import.meta.resolve("@electric-sql/pglite"), dataDir],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  const [code] = (await once(child, "close")) as [number | null];
  if (code !== 0) {
    throw new Error(`creating the database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
  }
}
