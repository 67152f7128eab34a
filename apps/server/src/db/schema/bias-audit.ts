import type { AuditRaceEthnicity, AuditReport, AuditRunJob, AuditSex } from "@hirelens/contracts";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { analysisCandidates } from "./analysis.ts";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

/**
 * Demographic categories imported for the bias audit (issue 13, decision 176): one row per
 * candidate, kept apart from the analysis. Only the bias-audit module reads this table; the
 * engine and the analysis module never do (apps/server/test/modules/bias-audit/separation.test.ts).
 * Deleting a candidate deletes its categories (cascade).
 */
export const auditCategories = pgTable(
  "audit_categories",
  {
    candidateId: uuid("candidate_id")
      .primaryKey()
      .references(() => analysisCandidates.id, { onDelete: "cascade" }),
    /** The workspace the row belongs to (migration 0010, decision 182). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who created it; null once that account is deleted (the workspace keeps the row). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** null = unknown. */
    sex: text("sex").$type<AuditSex>(),
    /** null = unknown. */
    raceEthnicity: text("race_ethnicity").$type<AuditRaceEthnicity>(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_categories_workspace_idx").on(table.workspaceId)],
);

/** One applicant of an audit run as the auditor's CSV lists it: no name, no candidate id. */
export interface AuditRunRow {
  row: number;
  batchId: string;
  score: number;
  sex: AuditSex | null;
  raceEthnicity: AuditRaceEthnicity | null;
}

/**
 * One bias audit as it was run: its date, the data source the user described, the engine version
 * that made the scores, the numbers, and the anonymous rows they came from (so the export can be
 * checked later whatever changes since). Published at /audit-summary/:publicId while isPublished.
 */
export const auditRuns = pgTable(
  "audit_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace the row belongs to (migration 0010, decision 182). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who created it; null once that account is deleted (the workspace keeps the row). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** batch | range */
    scope: text("scope").$type<"batch" | "range">().notNull(),
    title: text("title").notNull(),
    dateFrom: timestamp("date_from", { withTimezone: true }),
    dateTo: timestamp("date_to", { withTimezone: true }),
    dataSource: text("data_source").notNull(),
    engineVersion: text("engine_version").notNull(),
    applicants: integer("applicants").notNull(),
    medianScore: real("median_score"),
    jobs: jsonb("jobs").$type<AuditRunJob[]>().notNull(),
    report: jsonb("report").$type<AuditReport>().notNull(),
    rows: jsonb("rows").$type<AuditRunRow[]>().notNull(),
    /** Unguessable id of the public summary page (128 random bits, base64url). */
    publicId: text("public_id").notNull().unique(),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_runs_workspace_created_idx").on(table.workspaceId, table.createdAt)],
);
