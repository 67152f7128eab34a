import { type ChildProcess, spawn } from "node:child_process";

// biome-ignore lint/suspicious/noExplicitAny: log lines are pino's JSON objects
export type LogLine = Record<string, any>;

export interface ServerProcess {
  child: ChildProcess;
  /** Every JSON line it logged so far. */
  lines: LogLine[];
  /** Resolves with the first logged line that matches (waiting for it), rejects if it exits first. */
  logLine(match: (line: LogLine) => boolean): Promise<LogLine>;
  /** SIGTERM and wait for the exit (nothing when it is gone already). */
  stop(): Promise<void>;
}

/**
 * Runs one of the built programs (apps/server/dist/server.mjs or worker.mjs) as its own process,
 * the way production does, collecting its JSON log to read the listening address or mailed links.
 */
export function startServerProcess(
  program: "server" | "worker",
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(
    process.execPath,
    [new URL(`../../dist/${program}.mjs`, import.meta.url).pathname],
    {
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines: LogLine[] = [];
  const waiters: Array<() => void> = [];
  let buffered = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        // not a log line
      }
    }
    for (const wake of waiters.splice(0)) wake();
  });
  child.once("exit", () => {
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    child,
    lines,
    async logLine(match) {
      for (;;) {
        const found = lines.find(match);
        if (found) return found;
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`${program} exited (${child.exitCode ?? child.signalCode})`);
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The base URL ("http://127.0.0.1:PORT") of a started API process, once it listens. */
export async function baseUrlOf(server: ServerProcess): Promise<string> {
  const line = await server.logLine((entry) => /^Server listening at /.test(entry.msg ?? ""));
  return String(line.msg).replace("Server listening at ", "");
}
