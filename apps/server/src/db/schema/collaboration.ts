import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { analysisCandidates } from "./analysis.ts";
import { users } from "./auth.ts";
import { jobDescriptions } from "./job-descriptions.ts";
import { workspaces } from "./workspaces.ts";

/**
 * A comment on a candidate result (issue 14, migration 0013, decision 185). The author's name is
 * kept so a comment stays readable after its author's account is deleted.
 */
export const candidateComments = pgTable(
  "candidate_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => analysisCandidates.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    /** User ids of the workspace members the body mentions (each mailed once). */
    mentionedUserIds: jsonb("mentioned_user_ids").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (table) => [
    index("candidate_comments_candidate_idx").on(table.candidateId, table.createdAt),
    index("candidate_comments_workspace_idx").on(table.workspaceId),
  ],
);

/** The scorecard criteria a recruiter set on a job description (none by default). */
export const scorecardCriteria = pgTable("scorecard_criteria", {
  jobDescriptionId: uuid("job_description_id")
    .primaryKey()
    .references(() => jobDescriptions.id, { onDelete: "cascade" }),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  criteria: jsonb("criteria").$type<string[]>().notNull().default([]),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One reviewer's scorecard of one candidate result: ratings 1-4 per criterion, a recommendation. */
export const scorecards = pgTable(
  "scorecards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => analysisCandidates.id, { onDelete: "cascade" }),
    reviewerUserId: text("reviewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ratings: jsonb("ratings").$type<Array<{ criterion: string; rating: number }>>().notNull(),
    /** 1 strong no, 2 no, 3 yes, 4 strong yes. */
    recommendation: integer("recommendation").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("scorecards_candidate_reviewer_unique").on(table.candidateId, table.reviewerUserId),
  ],
);
