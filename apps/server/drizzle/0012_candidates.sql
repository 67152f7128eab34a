-- Candidates across batches and stages per job (issue 14, decision 184).
-- One person of a workspace is one "candidates" row; every analysis result links to it through
-- "analysis_candidates"."candidate_id" (same e-mail, case-insensitive, or same file SHA-256).
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text,
	"email" text,
	"email_key" text,
	"phone" text,
	"last_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_workspace_email_unique" ON "candidates" USING btree ("workspace_id","email_key") WHERE "email_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_workspace_updated_idx" ON "candidates" USING btree ("workspace_id","updated_at");--> statement-breakpoint
CREATE TABLE "candidate_stages" (
	"candidate_id" uuid NOT NULL,
	"job_description_id" uuid NOT NULL,
	"workspace_id" text NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_stages_candidate_id_job_description_id_pk" PRIMARY KEY("candidate_id","job_description_id"),
	CONSTRAINT "candidate_stages_stage_check" CHECK ("stage" IN ('new', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "candidate_stages" ADD CONSTRAINT "candidate_stages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stages" ADD CONSTRAINT "candidate_stages_job_description_id_job_descriptions_id_fk" FOREIGN KEY ("job_description_id") REFERENCES "public"."job_descriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stages" ADD CONSTRAINT "candidate_stages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stages" ADD CONSTRAINT "candidate_stages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_stages_workspace_job_idx" ON "candidate_stages" USING btree ("workspace_id","job_description_id","stage");--> statement-breakpoint
CREATE TABLE "candidate_stage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_description_id" uuid NOT NULL,
	"workspace_id" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor_user_id" text,
	"actor_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_stage_history" ADD CONSTRAINT "candidate_stage_history_stage_fk" FOREIGN KEY ("candidate_id","job_description_id") REFERENCES "public"."candidate_stages"("candidate_id","job_description_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_history" ADD CONSTRAINT "candidate_stage_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_history" ADD CONSTRAINT "candidate_stage_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_stage_history_stage_idx" ON "candidate_stage_history" USING btree ("candidate_id","job_description_id","created_at");--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD CONSTRAINT "analysis_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_candidates_candidate_idx" ON "analysis_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "analysis_candidates_workspace_sha256_idx" ON "analysis_candidates" USING btree ("workspace_id","file_sha256");--> statement-breakpoint
-- Back-fill. Results already read (a parsed resume) become candidates: every result of one
-- workspace whose resume gives the same e-mail (trimmed, lower-cased) is one candidate, named
-- after the most recently scored of them; results without an e-mail are grouped by file SHA-256,
-- joining the e-mail candidate of an identical file when there is one.
CREATE TEMPORARY TABLE "candidate_backfill" AS
SELECT ac."id" AS "result_id", ac."workspace_id", ac."file_sha256",
	nullif(lower(trim(ac."parsed_resume"->'basics'->>'email')), '') AS "email_key",
	nullif(trim(ac."parsed_resume"->'basics'->>'email'), '') AS "email",
	ac."name", ac."last_title", coalesce(ac."scored_at", ac."created_at") AS "seen_at"
FROM "analysis_candidates" ac
WHERE ac."parsed_resume" IS NOT NULL;--> statement-breakpoint
INSERT INTO "candidates" ("workspace_id", "name", "email", "email_key", "last_title", "created_at", "updated_at")
SELECT DISTINCT ON (b."workspace_id", b."email_key") b."workspace_id", b."name", b."email", b."email_key", b."last_title",
	min(b."seen_at") OVER (PARTITION BY b."workspace_id", b."email_key"), max(b."seen_at") OVER (PARTITION BY b."workspace_id", b."email_key")
FROM "candidate_backfill" b
WHERE b."email_key" IS NOT NULL
ORDER BY b."workspace_id", b."email_key", b."seen_at" DESC;--> statement-breakpoint
UPDATE "analysis_candidates" ac SET "candidate_id" = c."id"
FROM "candidate_backfill" b, "candidates" c
WHERE b."result_id" = ac."id" AND c."workspace_id" = b."workspace_id" AND c."email_key" = b."email_key";--> statement-breakpoint
UPDATE "analysis_candidates" ac SET "candidate_id" = (
	SELECT other."candidate_id" FROM "analysis_candidates" other
	WHERE other."workspace_id" = ac."workspace_id" AND other."file_sha256" = ac."file_sha256" AND other."candidate_id" IS NOT NULL
	LIMIT 1)
WHERE ac."candidate_id" IS NULL AND ac."parsed_resume" IS NOT NULL;--> statement-breakpoint
-- The rest: one candidate per (workspace, file hash), remembered in the temporary table first.
CREATE TEMPORARY TABLE "candidate_by_hash" AS
SELECT gen_random_uuid() AS "id", g."workspace_id", g."file_sha256", g."name", g."last_title", g."first_seen", g."last_seen"
FROM (
	SELECT DISTINCT ON (b."workspace_id", b."file_sha256") b."workspace_id", b."file_sha256", b."name", b."last_title",
		min(b."seen_at") OVER (PARTITION BY b."workspace_id", b."file_sha256") AS "first_seen",
		max(b."seen_at") OVER (PARTITION BY b."workspace_id", b."file_sha256") AS "last_seen"
	FROM "candidate_backfill" b JOIN "analysis_candidates" ac ON ac."id" = b."result_id"
	WHERE ac."candidate_id" IS NULL
	ORDER BY b."workspace_id", b."file_sha256", b."seen_at" DESC
) g;--> statement-breakpoint
INSERT INTO "candidates" ("id", "workspace_id", "name", "last_title", "created_at", "updated_at")
SELECT "id", "workspace_id", "name", "last_title", "first_seen", "last_seen" FROM "candidate_by_hash";--> statement-breakpoint
UPDATE "analysis_candidates" ac SET "candidate_id" = h."id"
FROM "candidate_by_hash" h
WHERE ac."candidate_id" IS NULL AND ac."parsed_resume" IS NOT NULL
	AND h."workspace_id" = ac."workspace_id" AND h."file_sha256" = ac."file_sha256";--> statement-breakpoint
-- Stages: one per candidate and job their results were scored for, from the review status of the
-- result reviewed last (shortlisted -> shortlisted, rejected -> rejected; none of them reviewed ->
-- new); then every
-- result of that candidate and job shows that one status (the review status is a view of the stage).
INSERT INTO "candidate_stages" ("candidate_id", "job_description_id", "workspace_id", "stage", "updated_at")
SELECT DISTINCT ON (ac."candidate_id", ab."job_description_id") ac."candidate_id", ab."job_description_id", ac."workspace_id",
	CASE ac."review_status" WHEN 'shortlisted' THEN 'shortlisted' WHEN 'rejected' THEN 'rejected' ELSE 'new' END,
	ac."updated_at"
FROM "analysis_candidates" ac JOIN "analysis_batches" ab ON ab."id" = ac."batch_id"
WHERE ac."candidate_id" IS NOT NULL AND ab."job_description_id" IS NOT NULL
ORDER BY ac."candidate_id", ab."job_description_id", (ac."review_status" <> 'none') DESC, ac."updated_at" DESC;--> statement-breakpoint
UPDATE "analysis_candidates" ac SET "review_status" = CASE s."stage" WHEN 'new' THEN 'none' WHEN 'rejected' THEN 'rejected' ELSE 'shortlisted' END
FROM "analysis_batches" ab, "candidate_stages" s
WHERE ab."id" = ac."batch_id" AND s."candidate_id" = ac."candidate_id" AND s."job_description_id" = ab."job_description_id";--> statement-breakpoint
DROP TABLE "candidate_by_hash";--> statement-breakpoint
DROP TABLE "candidate_backfill";
