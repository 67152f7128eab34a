import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Every mail the product sends. Without SMTP_URL this is the delivery (status "outbox", the link is
 * logged); with SMTP it is the record of what was sent ("sent" / "failed"). The admin console lists it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The user the mail is about (deleted with the account). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** "verification" | "reset-password" | "sign-in-code" | "mfa-enabled" | "account-deleted" | ... */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** "outbox" (no SMTP configured) | "sent" | "failed". */
    status: text("status").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_to_kind_created_idx").on(table.to, table.kind, table.createdAt),
    index("outbox_created_at_idx").on(table.createdAt),
  ],
);
