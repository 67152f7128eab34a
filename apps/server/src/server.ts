import { buildApp } from "./app.ts";
import { InvalidEnvError, parseEnv } from "./env.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = parseEnv();
  const app = await buildApp({ env });
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
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`HireLens is ready on ${env.APP_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
