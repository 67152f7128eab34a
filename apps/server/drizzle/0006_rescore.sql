-- Re-score in place (issue 10): every change of a batch's requirements or weights gives it a new
-- requirements version; every result records the requirements version and the engine version it
-- was scored with, so a recruiter can tell which results belong to which requirements.
ALTER TABLE "analysis_batches" ADD COLUMN "requirements_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD COLUMN "requirements_version" integer;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD COLUMN "engine_version" text;--> statement-breakpoint
-- Results scored before this migration were scored against the batch's first requirements; the
-- engine version they were scored with was not recorded and stays unknown (null).
UPDATE "analysis_candidates" SET "requirements_version" = 1 WHERE "status" = 'scored';
