-- Plan, credits and billing per workspace (issue 14, decision 197; supersedes the plan and credits
-- part of decision 182). What was keyed by the paying account's user id is keyed by a workspace:
-- a personal workspace's id IS its user's id, so every existing row moves to its user's personal
-- workspace by renaming its column. A team workspace had no balance of its own (it drew on its
-- owner's), so it starts on the Free plan with a fresh account on first use.
INSERT INTO "workspaces" ("id", "name", "personal", "owner_user_id")
SELECT "id", 'Personal', true, "id" FROM "users"
WHERE NOT EXISTS (SELECT 1 FROM "workspaces" WHERE "workspaces"."id" = "users"."id");--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role")
SELECT "id", "id", 'owner' FROM "users"
WHERE NOT EXISTS (SELECT 1 FROM "workspace_members" WHERE "workspace_members"."workspace_id" = "users"."id" AND "workspace_members"."user_id" = "users"."id");--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
UPDATE "workspaces" SET "plan" = "users"."plan" FROM "users"
WHERE "workspaces"."id" = "users"."id" AND "workspaces"."personal";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "credit_accounts" DROP CONSTRAINT "credit_accounts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "credit_accounts" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "credit_accounts" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The ledger's key was the paying account (user_id); "workspace_id" only said where a charge was
-- made. Every line now belongs to the balance it changed: the paying account's personal
-- workspace, so each running balance (balance_after) stays whole.
ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_workspace_id_workspaces_id_fk";--> statement-breakpoint
UPDATE "credit_transactions" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "credit_transactions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "credit_transactions_user_created_idx";--> statement-breakpoint
ALTER TABLE "credit_transactions" DROP COLUMN "user_id";--> statement-breakpoint
CREATE INDEX "credit_transactions_workspace_created_idx" ON "credit_transactions" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "subscriptions" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "subscriptions_user_id_unique" RENAME TO "subscriptions_workspace_id_unique";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payment_methods" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "payment_methods_user_id_idx" RENAME TO "payment_methods_workspace_id_idx";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "invoices_user_id_idx" RENAME TO "invoices_workspace_id_idx";
