import { WEBHOOK_MAX_ATTEMPTS } from "@hirelens/contracts";
import { z } from "zod";
import type { JobDefinition } from "./job-definition.ts";

const payload = z.object({ deliveryId: z.uuid(), version: z.literal(1) });
export type DeliverWebhookPayload = z.infer<typeof payload>;

/**
 * Sends one webhook delivery (decision 183). The job id IS the delivery id, so handing a delivery
 * to the queue twice queues it once; the handler sends only while the delivery row is pending, so a
 * delivered event is never sent again, whatever restarts in between. A failed try throws and
 * pg-boss retries with exponential backoff (WEBHOOK_RETRY_DELAY_SECONDS, then about double each
 * time, at most an hour apart) until WEBHOOK_MAX_ATTEMPTS tries in all.
 */
export const deliverWebhookJob = {
  name: "deliver-webhook",
  version: 1,
  payload,
  queue: (env) => ({
    retryLimit: WEBHOOK_MAX_ATTEMPTS - 1,
    retryDelay: env.WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
    // A try waits at most 10 s for the receiver; a job held longer belonged to a dead worker.
    expireInSeconds: 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  }),
  workers: () => ({ fetchers: 2, batchSize: 1, pollingIntervalSeconds: 0.5, isDraining: true }),
} satisfies JobDefinition<DeliverWebhookPayload>;
