import type { FastifyInstance } from "fastify";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Closes the app (HTTP, queue, database) on SIGINT/SIGTERM and exits; a close that hangs longer
 * than the grace period exits with 1. Used by the server and the queue worker alike.
 */
export function closeOnSignals(app: FastifyInstance): void {
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long, exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
