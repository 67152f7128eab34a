import { z } from "zod";
import type { JobDefinition } from "./job-definition.ts";

const payload = z.object({ version: z.literal(1) });
export type RetentionPayload = z.infer<typeof payload>;

/**
 * Retention (issue 13): deletes the batches, candidates and files past each account's retention
 * period (not those on legal hold) and the decision-log entries past the log's period. Daily at
 * 03:15 UTC; one job per day however many processes run (singleton slot), one more at start-up for
 * a day missed while down; the handler deletes only what is due, so a second run does nothing.
 */
export const retentionJob = {
  name: "retention-delete-expired",
  version: 1,
  payload,
  queue: () => ({ retryLimit: 3, retryDelay: 300, deleteAfterSeconds: 30 * 86_400 }),
  schedule: () => ({
    cron: "15 3 * * *",
    data: { version: 1 },
    options: { singletonKey: "retention", singletonSeconds: 24 * 60 * 60, missed: "once" },
  }),
} satisfies JobDefinition<RetentionPayload>;
