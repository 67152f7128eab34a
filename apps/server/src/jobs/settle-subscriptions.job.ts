import { z } from "zod";
import type { JobDefinition } from "./job-definition.ts";

const payload = z.object({ version: z.literal(1) });
export type SettleSubscriptionsPayload = z.infer<typeof payload>;

/**
 * Renew or end every subscription whose period is over (sandbox and waitlist offer; Stripe's
 * arrive by webhook). Scheduled hourly; one job per hour however many processes run (singleton
 * slot), one more at start-up for an hour missed while down, and the handler is idempotent per
 * subscription and period.
 */
export const settleSubscriptionsJob = {
  name: "billing-settle-subscriptions",
  version: 1,
  payload,
  queue: () => ({ retryLimit: 3, retryDelay: 60, deleteAfterSeconds: 7 * 86_400 }),
  schedule: () => ({
    cron: "0 * * * *",
    data: { version: 1 },
    options: { singletonKey: "settle", singletonSeconds: 60 * 60, missed: "once" },
  }),
} satisfies JobDefinition<SettleSubscriptionsPayload>;
