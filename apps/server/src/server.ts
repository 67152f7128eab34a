import { buildApp } from "./app.ts";
import { InvalidEnvError, parseEnv } from "./env.ts";
import { closeOnSignals } from "./lib/graceful-shutdown.ts";

async function main() {
  const env = parseEnv();
  const app = await buildApp({ env });
  closeOnSignals(app);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`HireLens is ready on ${env.APP_URL}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof InvalidEnvError ? error.message : error);
  process.exit(1);
});
