-- Workspace ownership (issue 14, decision 182). What a team shares belongs to the workspace:
-- each such table gets "workspace_id" (back-filled from "user_id": the personal workspace's id IS
-- the user's id) and keeps "user_id" as who created the row, now nullable and SET NULL so that
-- deleting a member's account never deletes what the team keeps.
ALTER TABLE "analysis_batches" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "analysis_batches" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "analysis_batches" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_batches" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_batches" DROP CONSTRAINT "analysis_batches_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "analysis_batches_user_created_idx";--> statement-breakpoint
CREATE INDEX "analysis_batches_workspace_created_idx" ON "analysis_batches" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "analysis_candidates" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "analysis_candidates" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD CONSTRAINT "analysis_candidates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_candidates" DROP CONSTRAINT "analysis_candidates_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD CONSTRAINT "analysis_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "analysis_candidates_user_scored_idx";--> statement-breakpoint
CREATE INDEX "analysis_candidates_workspace_scored_idx" ON "analysis_candidates" USING btree ("workspace_id","scored_at");--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "files" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "files_user_created_idx";--> statement-breakpoint
DROP INDEX "files_user_sha256_idx";--> statement-breakpoint
CREATE INDEX "files_workspace_created_idx" ON "files" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "files_workspace_sha256_idx" ON "files" USING btree ("workspace_id","sha256");--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "job_descriptions" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "job_descriptions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD CONSTRAINT "job_descriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_descriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_descriptions" DROP CONSTRAINT "job_descriptions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD CONSTRAINT "job_descriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "job_descriptions_user_created_idx";--> statement-breakpoint
CREATE INDEX "job_descriptions_workspace_created_idx" ON "job_descriptions" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_categories" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "audit_categories" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "audit_categories" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_categories" ADD CONSTRAINT "audit_categories_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_categories" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_categories" DROP CONSTRAINT "audit_categories_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "audit_categories" ADD CONSTRAINT "audit_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "audit_categories_user_idx";--> statement-breakpoint
CREATE INDEX "audit_categories_workspace_idx" ON "audit_categories" USING btree ("workspace_id");--> statement-breakpoint
ALTER TABLE "audit_runs" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "audit_runs" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "audit_runs" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_runs" ADD CONSTRAINT "audit_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_runs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_runs" DROP CONSTRAINT "audit_runs_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "audit_runs" ADD CONSTRAINT "audit_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "audit_runs_user_created_idx";--> statement-breakpoint
CREATE INDEX "audit_runs_workspace_created_idx" ON "audit_runs" USING btree ("workspace_id","created_at");--> statement-breakpoint
-- The decision log is append-only (a trigger refuses UPDATE, migration 0005): the back-fill runs
-- with that trigger off, inside this migration's transaction, before any entry could be changed.
-- "user_id" stays who the entry is about (the acting user, or who started the batch the engine
-- scored) without a foreign key, so a member's account deletion does not delete the team's log.
ALTER TABLE "decision_log" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "decision_log" DISABLE TRIGGER "decision_log_append_only";--> statement-breakpoint
UPDATE "decision_log" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "decision_log" ENABLE TRIGGER "decision_log_append_only";--> statement-breakpoint
ALTER TABLE "decision_log" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_log" ADD CONSTRAINT "decision_log_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_log" DROP CONSTRAINT "decision_log_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "decision_log_user_created_idx";--> statement-breakpoint
CREATE INDEX "decision_log_workspace_created_idx" ON "decision_log" USING btree ("workspace_id","created_at");--> statement-breakpoint
-- Credits: the balance is the billing account's (the workspace owner's, decision 182); a ledger
-- line records the workspace it was spent in and the member who spent it (null for grants,
-- purchases and lines written before workspaces).
ALTER TABLE "credit_transactions" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "credit_transactions" SET "workspace_id" = "user_id", "actor_user_id" = "user_id" WHERE "kind" IN ('charge', 'refund');--> statement-breakpoint
-- Retention is a workspace setting: its key is the workspace (same values: personal id = user id).
ALTER TABLE "retention_settings" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "retention_settings" DROP CONSTRAINT "retention_settings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
