-- The LLM posting reader (issue 9, decision 194): which reader produced a job's requirements, and
-- the model's answers cached per workspace by a hash of the posting text and the model.
ALTER TABLE "job_descriptions" ADD COLUMN IF NOT EXISTS "read_by" jsonb DEFAULT '{"reader":"built-in","model":null,"confirmed":0,"dropped":0}'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "job_posting_readings" (
	"workspace_id" text NOT NULL,
	"key" text NOT NULL,
	"model" text NOT NULL,
	"reading" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_posting_readings_workspace_id_key_pk" PRIMARY KEY("workspace_id","key")
);
--> statement-breakpoint
ALTER TABLE "job_posting_readings" ADD CONSTRAINT "job_posting_readings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
