import type { FastifyInstance } from "fastify";
import { deliverWebhook, dispatchPendingDeliveries } from "../modules/webhooks/webhooks.service.ts";
import type { DeliverWebhookPayload } from "./deliver-webhook.job.ts";
import type { JobAttempt } from "./job-definition.ts";

export async function run(
  app: FastifyInstance,
  payload: DeliverWebhookPayload,
  attempt: JobAttempt,
): Promise<void> {
  await deliverWebhook(app.services, {
    deliveryId: payload.deliveryId,
    isLastAttempt: attempt.isLastAttempt,
  });
}

/** Deliveries committed but never handed to the queue (a crash in between) are queued now. */
export async function requeue(app: FastifyInstance): Promise<void> {
  await dispatchPendingDeliveries(app.services);
}
