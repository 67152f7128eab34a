import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { dispatchPendingDeliveries } from "./webhooks.service.ts";

/** How often a worker process looks for deliveries committed since its last look. */
export const DISPATCH_INTERVAL_MS = 500;

/**
 * The webhook dispatcher (decision 183). An event's deliveries are rows written in the event's own
 * transaction (enqueueWebhookEvent), which cannot reach the queue; every worker process looks for
 * pending, never-queued rows twice a second (a partial index makes that one cheap lookup) and
 * hands them to pg-boss under their own id, so two processes finding the same row queue it once.
 * API-only processes (QUEUE_WORKER=false) leave this to the workers.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.env.QUEUE_WORKER) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    let isStopped = false;
    const tick = () => {
      running = dispatchPendingDeliveries(app.services)
        .then(() => undefined)
        .catch((error: unknown) => {
          if (!isStopped) app.log.warn({ err: error }, "webhook dispatch failed");
        })
        .finally(() => {
          if (!isStopped) timer = setTimeout(tick, DISPATCH_INTERVAL_MS);
        });
    };
    app.addHook("onReady", async () => {
      timer = setTimeout(tick, DISPATCH_INTERVAL_MS);
    });
    app.addHook("preClose", async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: "webhooks-dispatcher" },
);
