import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The retention period an account chose (issue 13, migration 0008). No row = the default period
 * (RETENTION_DEFAULT_DAYS). The retention job deletes batches, candidates and uploads older than it.
 */
export const retentionSettings = pgTable("retention_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  retentionDays: integer("retention_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
