-- Retention and erasure (issue 13). One row per account that chose a period; no row = the default.
CREATE TABLE "retention_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"retention_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_days_range" CHECK ("retention_days" BETWEEN 30 AND 3650);--> statement-breakpoint
-- A legal hold keeps a batch (its candidates and files) from the retention job until it is lifted.
ALTER TABLE "analysis_batches" ADD COLUMN "legal_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD COLUMN "legal_hold_by" text;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analysis_batches_created_idx" ON "analysis_batches" USING btree ("created_at");
