CREATE TABLE "audit_categories" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sex" text,
	"race_ethnicity" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"title" text NOT NULL,
	"date_from" timestamp with time zone,
	"date_to" timestamp with time zone,
	"data_source" text NOT NULL,
	"engine_version" text NOT NULL,
	"applicants" integer NOT NULL,
	"median_score" real,
	"jobs" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"public_id" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_runs_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "audit_categories" ADD CONSTRAINT "audit_categories_candidate_id_analysis_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."analysis_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_categories" ADD CONSTRAINT "audit_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_runs" ADD CONSTRAINT "audit_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_categories_user_idx" ON "audit_categories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_runs_user_created_idx" ON "audit_runs" USING btree ("user_id","created_at");
