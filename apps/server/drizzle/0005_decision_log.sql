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
