import type { CandidateStage } from "@hirelens/contracts";
import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { jobDescriptions } from "./job-descriptions.ts";
import { workspaces } from "./workspaces.ts";

/**
 * One person of a workspace across batches (issue 14, migration 0012, decision 184): the results
 * of resumes with the same e-mail (case-insensitive) or the same file SHA-256 link to one row
 * (`analysis_candidates.candidate_id`).
 */
export const candidates = pgTable(
  "candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name"),
    /** As the resume or the imported list wrote it. */
    email: text("email"),
    /** `email` trimmed and lower-cased: the identity within the workspace. */
    emailKey: text("email_key"),
    phone: text("phone"),
    lastTitle: text("last_title"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("candidates_workspace_email_unique")
      .on(table.workspaceId, table.emailKey)
      .where(sql`${table.emailKey} IS NOT NULL`),
    index("candidates_workspace_updated_idx").on(table.workspaceId, table.updatedAt),
  ],
);

/** A candidate's stage for one job; the analyzer's review status of their results is its view. */
export const candidateStages = pgTable(
  "candidate_stages",
  {
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    jobDescriptionId: uuid("job_description_id")
      .notNull()
      .references(() => jobDescriptions.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    stage: text("stage").$type<CandidateStage>().notNull().default("new"),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.jobDescriptionId] }),
    index("candidate_stages_workspace_job_idx").on(
      table.workspaceId,
      table.jobDescriptionId,
      table.stage,
    ),
  ],
);

/** Every stage move: who, when, from, to (the first entry of a job has no `from`). */
export const candidateStageHistory = pgTable(
  "candidate_stage_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id").notNull(),
    jobDescriptionId: uuid("job_description_id").notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    fromStage: text("from_stage").$type<CandidateStage>(),
    toStage: text("to_stage").$type<CandidateStage>().notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who moved them, as shown: their e-mail at the time. */
    actorLabel: text("actor_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: "candidate_stage_history_stage_fk",
      columns: [table.candidateId, table.jobDescriptionId],
      foreignColumns: [candidateStages.candidateId, candidateStages.jobDescriptionId],
    }).onDelete("cascade"),
    index("candidate_stage_history_stage_idx").on(
      table.candidateId,
      table.jobDescriptionId,
      table.createdAt,
    ),
  ],
);
