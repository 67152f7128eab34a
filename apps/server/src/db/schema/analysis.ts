import type { FitBandId, ScoreWeights } from "@hirelens/contracts";
import type { Insights, MatchResult, ParsedJob, ParsedResume } from "@hirelens/engine";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { candidates } from "./candidates.ts";
import { files } from "./files.ts";
import { jobDescriptions } from "./job-descriptions.ts";
import { workspaces } from "./workspaces.ts";

/** One analysis run: a job and up to 50 resumes, charged one credit per resume up front. */
export const analysisBatches = pgTable(
  "analysis_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace the row belongs to (migration 0010, decision 182). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who created it; null once that account is deleted (the workspace keeps the row). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    jobDescriptionId: uuid("job_description_id").references(() => jobDescriptions.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    jobTitle: text("job_title").notNull(),
    /** The ParsedJob (overrides applied) the batch is scored against, frozen at creation. */
    job: jsonb("job").$type<ParsedJob>().notNull(),
    weights: jsonb("weights").$type<ScoreWeights>().notNull(),
    /** queued | processing | completed */
    status: text("status").notNull().default("queued"),
    totalFiles: integer("total_files").notNull(),
    creditsCharged: integer("credits_charged").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** false = "documents only": no scores, bands or evidence shown (issue 13, migration 0005). */
    rankingEnabled: boolean("ranking_enabled").notNull().default(true),
    /** Legal hold (migration 0008): the retention job keeps the batch while it is on. */
    legalHold: boolean("legal_hold").notNull().default(false),
    /** Who put the hold on (user id) and when. */
    legalHoldBy: text("legal_hold_by"),
    legalHoldAt: timestamp("legal_hold_at", { withTimezone: true }),
    /** Raised by every change of the requirements or weights (re-score, migration 0006). */
    requirementsVersion: integer("requirements_version").notNull().default(1),
  },
  (table) => [
    index("analysis_batches_workspace_created_idx").on(table.workspaceId, table.createdAt),
    index("analysis_batches_created_idx").on(table.createdAt),
  ],
);

/** One resume of a batch; its id is also the id of its queue job (deterministic per batch + file). */
export const analysisCandidates = pgTable(
  "analysis_candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => analysisBatches.id, { onDelete: "cascade" }),
    /** The workspace the row belongs to (migration 0010, decision 182). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who created it; null once that account is deleted (the workspace keeps the row). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    /** The person across batches (migration 0012, decision 184), set when the result is read. */
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /** Order of upload, 1-based: the anonymised alias "Candidate N". */
    position: integer("position").notNull(),
    /** queued | parsing | scored | failed */
    status: text("status").notNull().default("queued"),
    reviewStatus: text("review_status").notNull().default("none"),
    notes: text("notes").notNull().default(""),
    score: real("score"),
    name: text("name"),
    lastTitle: text("last_title"),
    years: real("years"),
    topMatchedSkills: jsonb("top_matched_skills").$type<string[]>().notNull().default([]),
    topMissingSkills: jsonb("top_missing_skills").$type<string[]>().notNull().default([]),
    /** Every skill name the candidate matched (exact or related), for the skill filter. */
    matchedSkills: jsonb("matched_skills").$type<string[]>().notNull().default([]),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    documentText: text("document_text"),
    documentKind: text("document_kind"),
    pages: integer("pages"),
    parsedResume: jsonb("parsed_resume").$type<ParsedResume>(),
    /** MatchResult of the engine (components with evidence, skills, weights, experience). */
    match: jsonb("match").$type<MatchResult>(),
    insights: jsonb("insights").$type<Insights>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    /** A reviewer's band (FitBandId) in place of the suggested one; the score stays (migration 0005). */
    bandOverride: text("band_override").$type<FitBandId>(),
    bandOverrideReason: text("band_override_reason"),
    /** Who overrode the band: their e-mail at the time. */
    bandOverriddenBy: text("band_overridden_by"),
    bandOverriddenAt: timestamp("band_overridden_at", { withTimezone: true }),
    /** The batch's requirements version and the ENGINE_VERSION this result was scored with (0006). */
    requirementsVersion: integer("requirements_version"),
    /** Null for a result scored before engine versions were recorded. */
    engineVersion: text("engine_version"),
  },
  (table) => [
    uniqueIndex("analysis_candidates_batch_sha256_unique").on(table.batchId, table.fileSha256),
    index("analysis_candidates_batch_idx").on(table.batchId, table.status),
    index("analysis_candidates_workspace_scored_idx").on(table.workspaceId, table.scoredAt),
    index("analysis_candidates_file_idx").on(table.fileId),
    index("analysis_candidates_candidate_idx").on(table.candidateId),
    index("analysis_candidates_workspace_sha256_idx").on(table.workspaceId, table.fileSha256),
  ],
);
