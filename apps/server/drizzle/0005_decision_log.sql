CREATE TABLE "decision_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"batch_id" uuid,
	"candidate_id" uuid,
	"action" text NOT NULL,
	"engine_version" text,
	"requirements_version" integer,
	"file_sha256" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decision_log" ADD CONSTRAINT "decision_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_log_user_created_idx" ON "decision_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "decision_log_batch_idx" ON "decision_log" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "decision_log_candidate_idx" ON "decision_log" USING btree ("candidate_id","created_at");--> statement-breakpoint
-- Append-only: no entry is ever changed. Rows leave only by DELETE (retention job, erasure,
-- account deletion), never by UPDATE.
CREATE FUNCTION "decision_log_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'decision_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "decision_log_append_only" BEFORE UPDATE ON "decision_log" FOR EACH ROW EXECUTE FUNCTION "decision_log_refuse_update"();
--> statement-breakpoint
-- Human oversight (issue 13): a reviewer's band in place of the suggested one, with the reason,
-- who and when; the engine's score is kept as it is.
ALTER TABLE "analysis_candidates" ADD COLUMN "band_override" text;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD COLUMN "band_override_reason" text;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD COLUMN "band_overridden_by" text;--> statement-breakpoint
ALTER TABLE "analysis_candidates" ADD COLUMN "band_overridden_at" timestamp with time zone;--> statement-breakpoint
-- The per-job switch: false = "documents only" (no scores, bands or evidence shown).
ALTER TABLE "analysis_batches" ADD COLUMN "ranking_enabled" boolean DEFAULT true NOT NULL;
