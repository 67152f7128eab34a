import type { JobRequirements, ScoreWeights } from "@hirelens/contracts";
import type { ParsedJob } from "@hirelens/engine";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

export const jobDescriptions = pgTable(
  "job_descriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace the row belongs to (migration 0010, decision 182). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who created it; null once that account is deleted (the workspace keeps the row). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    company: text("company"),
    location: text("location"),
    employmentType: text("employment_type"),
    workArrangement: text("work_arrangement"),
    text: text("text").notNull(),
    /** The engine's ParsedJob of `text`. */
    parsed: jsonb("parsed").$type<ParsedJob>().notNull(),
    /** JobRequirements read from `parsed`. */
    parsedRequirements: jsonb("parsed_requirements").$type<JobRequirements>().notNull(),
    /** The recruiter's partial JobRequirements overrides, or null. */
    overrides: jsonb("overrides").$type<Partial<JobRequirements>>(),
    weights: jsonb("weights").$type<ScoreWeights>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_descriptions_workspace_created_idx").on(table.workspaceId, table.createdAt),
  ],
);
