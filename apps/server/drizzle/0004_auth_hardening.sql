CREATE TABLE "mail_cooldowns" (
	"key" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Session tokens and verification identifiers are stored as their SHA-256 (hex) from now on
-- (src/lib/token-hash.ts): hash the ones already stored, so signed-in users stay signed in and
-- mailed reset links keep working. Reset links keep their prefix (see deleteResetTokens).
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "verifications" SET "identifier" = encode(sha256(convert_to("identifier", 'UTF8')), 'hex') WHERE "identifier" NOT LIKE 'reset-password:%';--> statement-breakpoint
UPDATE "verifications" SET "identifier" = 'reset-password:' || encode(sha256(convert_to("identifier", 'UTF8')), 'hex') WHERE "identifier" LIKE 'reset-password:%';
