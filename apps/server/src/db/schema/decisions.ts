import type { DecisionAction } from "@hirelens/contracts";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The decision log (issue 13): one row per score and per human action. Append-only: a trigger
 * (migration 0005) refuses every UPDATE; rows leave only through the retention job or erasure.
 * Batch and candidate ids are kept without foreign keys so an entry outlives what it describes.
 */
export const decisionLog = pgTable(
  "decision_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace whose log this is (migration 0010, decision 182). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /**
     * The user the entry is about: who acted, or who started the batch the engine scored. No
     * foreign key: deleting a member's account keeps the workspace's log.
     */
    userId: text("user_id").notNull(),
    /** Who acted: a user id, or null for the engine (scores). */
    actorId: text("actor_id"),
    /** Who acted, as shown: the actor's e-mail at the time, or "HireLens engine". */
    actorLabel: text("actor_label").notNull(),
    batchId: uuid("batch_id"),
    candidateId: uuid("candidate_id"),
    action: text("action").$type<DecisionAction>().notNull(),
    engineVersion: text("engine_version"),
    requirementsVersion: integer("requirements_version"),
    /** SHA-256 of the input file the entry is about. */
    fileSha256: text("file_sha256"),
    /** What resulted: score and band, the new review status, the override and its reason, the export format… */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("decision_log_workspace_created_idx").on(table.workspaceId, table.createdAt),
    index("decision_log_batch_idx").on(table.batchId, table.createdAt),
    index("decision_log_candidate_idx").on(table.candidateId, table.createdAt),
  ],
);
