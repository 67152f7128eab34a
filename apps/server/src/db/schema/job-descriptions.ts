import type { JobRequirements, RequirementsReader, ScoreWeights } from "@hirelens/contracts";
import type { ParsedJob } from "@hirelens/engine";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /** Which reader produced `parsed` (migration 0016, decision 194): built-in, or with an LLM. */
    readBy: jsonb("read_by")
      .$type<RequirementsReader>()
      .notNull()
      .default({ reader: "built-in", model: null, confirmed: 0, dropped: 0 }),
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

/**
 * What an LLM answered when asked to read a posting (decision 194), kept so the same text is never
 * sent twice: keyed by a hash of the reader version, provider, model and posting text, per
 * workspace so deleting the workspace deletes it. The answer is stored as the model gave it
 * (schema-valid) and checked against the posting and the taxonomy each time it is used.
 */
export const jobPostingReadings = pgTable(
  "job_posting_readings",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    model: text("model").notNull(),
    reading: jsonb("reading").$type<unknown>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.key] })],
);
