import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const jobDescriptions = pgTable(
  "job_descriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    company: text("company"),
    location: text("location"),
    employmentType: text("employment_type"),
    workArrangement: text("work_arrangement"),
    text: text("text").notNull(),
    /** The engine's ParsedJob of `text`. */
    parsed: jsonb("parsed").notNull(),
    /** JobRequirements read from `parsed`. */
    parsedRequirements: jsonb("parsed_requirements").notNull(),
    /** The recruiter's partial JobRequirements overrides, or null. */
    overrides: jsonb("overrides"),
    weights: jsonb("weights").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_descriptions_user_created_idx").on(table.userId, table.createdAt)],
);
