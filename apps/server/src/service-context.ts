import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { PaymentProvider } from "./modules/billing/providers/payment-provider.ts";
import type { Auth } from "./plugins/auth.ts";
import type { Mailer } from "./plugins/mailer.ts";
import type { Queue } from "./plugins/queue.ts";
import type { RealtimeBus } from "./plugins/realtime.ts";
import type { FileStorage } from "./plugins/storage.ts";

/**
 * Everything a service may use, built once per app (app.ts, after the plugins) and handed to every
 * service as its first argument: `getEmailPreferences(ctx, { userId })`. A service that needs
 * less takes a `Pick<ServiceContext, ...>` of it, so a test can pass only those fields.
 */
export interface ServiceContext {
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  auth: Auth;
  /** The secret better-auth signs with (cookies of the MFA challenge). */
  authSecret: string;
  mailer: Mailer;
  /** Off the request path: whatever depends on whether the address has an account. */
  runInBackground: (label: string, task: () => Promise<unknown>) => void;
  /** The payment provider: the sandbox by default, Stripe when STRIPE_SECRET_KEY is set. */
  provider: PaymentProvider;
  /** Uploaded files (local folder or S3). */
  storage: FileStorage;
  /** The job queue (pg-boss: `boss` sends jobs, `wake` runs them now) and the engine's worker pool. */
  queue: Queue;
  /** Progress events to the user's open pages (SSE), across API processes. */
  realtime: Pick<RealtimeBus, "publish">;
  /** Injected clock: tests move time to the end of a billing period. */
  now?: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    services: ServiceContext;
  }
}

export function createServiceContext(app: FastifyInstance): ServiceContext {
  return {
    db: app.db,
    env: app.env,
    log: app.log,
    auth: app.auth,
    authSecret: app.authSecret,
    mailer: app.mailer,
    runInBackground: app.runAuthTask,
    provider: app.billing.provider,
    storage: app.storage,
    queue: app.queue,
    realtime: app.realtime,
  };
}
