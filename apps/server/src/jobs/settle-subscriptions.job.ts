import { z } from "zod";

/**
 * Job definition: renew or end every subscription whose period is over (sandbox and waitlist
 * offer; Stripe's arrive by webhook). Sent at most once an hour (singletonKey + singletonSeconds)
 * however many API processes run, and the handler is idempotent per subscription and period.
 */
export const settleSubscriptionsJob = {
  name: "billing-settle-subscriptions",
  version: 1,
  payload: z.object({ version: z.literal(1) }),
  everySeconds: 60 * 60,
} as const;
