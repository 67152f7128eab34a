// Entry of the embedded database's own process (decision 217): PGlite on the server's data folder,
// served over a Unix socket in a folder only this user can open. The API process is its one
// client. It closes the database, its files written out, when the server says so or goes away
// (a crash, kill -9), and never on a signal: Ctrl-C reaches every process of the terminal, and the
// server still has requests to finish on it.
import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PGLITE_SETTINGS, type PgliteProcessMessage } from "./pglite-process.ts";

const [dataDir = "", socketPath = ""] = process.argv.slice(2);
if (!dataDir || !socketPath) {
  process.stderr.write("usage: pglite-server <data folder> <socket path>\n");
  process.exit(2);
}

process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});

const db = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
// One client, but a dropped connection's replacement may arrive before its close is handled.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
await server.start();

let closing: Promise<void> | undefined;
function close(): Promise<void> {
  closing ??= (async () => {
    await server.stop();
    await db.close();
    // The server removes the socket's folder too, but a killed one cannot.
    await rm(dirname(socketPath), { recursive: true, force: true });
    process.exit(0);
  })();
  return closing;
}
process.on("message", (message: PgliteProcessMessage) => {
  if (message.type === "close") void close();
});
process.on("disconnect", () => void close());

process.send?.({ type: "ready" } satisfies PgliteProcessMessage);
