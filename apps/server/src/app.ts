import rateLimit from "@fastify/rate-limit";
import { ERROR_MESSAGES } from "@hirelens/contracts";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type DatabaseHandle, openDatabase, pgliteDirFor } from "./db/client.ts";
import type { Env } from "./env.ts";
import { JOBS } from "./jobs/index.ts";
import { envelope } from "./lib/envelope.ts";
import { serializeRequestForLog } from "./lib/log-redaction.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { analysisRoutes } from "./modules/analysis/analysis.routes.ts";
import { apiKeysRoutes } from "./modules/api-keys/api-keys.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { biasAuditRoutes, publicAuditRoutes } from "./modules/bias-audit/bias-audit.routes.ts";
import { billingPlugin } from "./modules/billing/billing.plugin.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { candidatesRoutes } from "./modules/candidates/candidates.routes.ts";
import { collaborationRoutes } from "./modules/collaboration/collaboration.routes.ts";
import { creditsRoutes } from "./modules/credits/credits.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { decisionsRoutes } from "./modules/decisions/decisions.routes.ts";
import { filesRoutes } from "./modules/files/files.routes.ts";
import { formatsRoutes } from "./modules/formats/formats.routes.ts";
import { jobDescriptionRoutes } from "./modules/job-descriptions/job-descriptions.routes.ts";
import { onboardingRoutes } from "./modules/onboarding/onboarding.routes.ts";
import { plansRoutes } from "./modules/plans/plans.routes.ts";
import { preferencesRoutes } from "./modules/preferences/preferences.routes.ts";
import { realtimeRoutes } from "./modules/realtime/realtime.routes.ts";
import { retentionRoutes } from "./modules/retention/retention.routes.ts";
import { supportRoutes } from "./modules/support/support.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes.ts";
import { webhooksPlugin } from "./modules/webhooks/webhooks.plugin.ts";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.ts";
import { workspacesRoutes } from "./modules/workspaces/workspaces.routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { mailerPlugin } from "./plugins/mailer.ts";
import { queuePlugin } from "./plugins/queue.ts";
import { realtimePlugin } from "./plugins/realtime.ts";
import { securityPlugin } from "./plugins/security.ts";
import { spaPlugin } from "./plugins/spa.ts";
import { storagePlugin } from "./plugins/storage.ts";
import { createServiceContext } from "./service-context.ts";

declare module "fastify" {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: DatabaseHandle["db"];
  }
}

export interface BuildAppOptions {
  env: Env;
  /** An already open database (tests share one per file); otherwise opened from env. */
  database?: DatabaseHandle;
  /** Where the log lines go (default stdout); tests read them back. */
  logStream?: { write(line: string): void };
  /** Called for each route as it is registered (tests walk every route). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole HTTP application; server.ts only listens and shuts down. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      // Mailed tokens and signed avatar URLs travel in query strings: keep them out of the log.
      serializers: { req: serializeRequestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: pgliteDirFor(env.DATA_DIR) }));
  app.decorate("env", env);
  app.decorate("database", database);
  app.decorate("db", database.db);
  if (ownsDatabase) app.addHook("onClose", async () => database.close());

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      ...envelope(429, "TOO_MANY_REQUESTS", ERROR_MESSAGES.tooManyRequests),
      statusCode: context.statusCode,
    }),
  });
  await app.register(docsPlugin);
  await app.register(mailerPlugin);
  await app.register(authPlugin);
  await app.register(storagePlugin);
  await app.register(realtimePlugin);
  await app.register(queuePlugin, { jobs: JOBS });
  await app.register(billingPlugin);
  app.decorate("services", createServiceContext(app));
  await app.register(webhooksPlugin);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(waitlistRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(onboardingRoutes);
      await api.register(preferencesRoutes);
      await api.register(creditsRoutes);
      await api.register(jobDescriptionRoutes);
      await api.register(filesRoutes);
      await api.register(analysisRoutes);
      await api.register(candidatesRoutes);
      await api.register(biasAuditRoutes);
      await api.register(publicAuditRoutes);
      await api.register(decisionsRoutes);
      await api.register(retentionRoutes);
      await api.register(collaborationRoutes);
      await api.register(formatsRoutes);
      await api.register(realtimeRoutes);
      await api.register(dashboardRoutes);
      await api.register(billingRoutes);
      await api.register(plansRoutes);
      await api.register(supportRoutes);
      await api.register(workspacesRoutes);
      await api.register(adminRoutes);
      await api.register(apiKeysRoutes);
      await api.register(webhooksRoutes);
    },
    { prefix: "/api" },
  );
  await app.register(spaPlugin);
  return app;
}
