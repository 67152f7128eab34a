import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

/** An uploaded resume; the bytes live in storage under `storage_key`. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace the row belongs to (migration 0010, decision 182). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who created it; null once that account is deleted (the workspace keeps the row). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    /** Detected from the content: pdf | docx | doc | rtf | txt. */
    kind: text("kind").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("files_workspace_created_idx").on(table.workspaceId, table.createdAt),
    index("files_workspace_sha256_idx").on(table.workspaceId, table.sha256),
  ],
);
