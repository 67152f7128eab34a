import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    company: text("company"),
    /** 1-based order of sign-up, dense (no gaps). */
    position: integer("position").notNull(),
    /** The first 100 positions get the Pro plan free for one month when they register. */
    isEligibleForFreePro: boolean("is_eligible_for_free_pro").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("waitlist_entries_email_lower_unique").on(sql`lower(${table.email})`),
    uniqueIndex("waitlist_entries_position_unique").on(table.position),
    index("waitlist_entries_created_at_idx").on(table.createdAt),
  ],
);
