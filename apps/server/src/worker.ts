import { buildApp } from "./app.ts";
import { InvalidEnvError, parseEnv } from "./env.ts";
import { closeOnSignals } from "./lib/graceful-shutdown.ts";

/**
 * `npm run worker`: a queue worker without an HTTP listener, for scaling analysis out on
 * PostgreSQL (DESIGN §2). API processes then run with QUEUE_WORKER=false. PGlite cannot be shared
 * between processes, so a separate worker needs DATABASE_URL; `npm start` works in-process.
 */
async function main() {
  const env = parseEnv({ ...process.env, QUEUE_WORKER: "true" });
  if (!env.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL (PostgreSQL): the embedded PGlite database can only be opened by one process, and `npm start` already runs a worker in-process.",
    );
    process.exit(1);
  }
  const app = await buildApp({ env });
  await app.ready();
  app.log.info({ workerThreads: env.WORKER_THREADS }, "queue worker ready");
  closeOnSignals(app);
}

main().catch((error: unknown) => {
  console.error(error instanceof InvalidEnvError ? error.message : error);
  process.exit(1);
});
