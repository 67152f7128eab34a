import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The retention period a workspace chose (issue 13, migration 0008). No row = the default period
 * (RETENTION_DEFAULT_DAYS). The retention job deletes batches, candidates and uploads older than it.
 */
export const retentionSettings = pgTable("retention_settings", {
  /** The workspace (migration 0010: the key was the user's id, the personal workspace's id). */
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  retentionDays: integer("retention_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
