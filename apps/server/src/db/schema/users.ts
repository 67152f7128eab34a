import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** Spec §3: the profiles record, one per user, holding the onboarding answers. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  role: text("role"),
  jobTitle: text("job_title"),
  companyName: text("company_name"),
  teamSize: text("team_size"),
  hiringTeamSize: text("hiring_team_size"),
  hiringVolume: text("hiring_volume"),
  industries: jsonb("industries").$type<string[]>().notNull().default([]),
  roleTypes: jsonb("role_types").$type<string[]>().notNull().default([]),
  hiringGoals: jsonb("hiring_goals").$type<string[]>().notNull().default([]),
  onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per user once they change a preference; absent = DEFAULT_EMAIL_PREFERENCES. */
export const emailPreferences = pgTable("email_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  analysisCompleted: boolean("analysis_completed").notNull(),
  creditAlerts: boolean("credit_alerts").notNull(),
  supportReplies: boolean("support_replies").notNull(),
  productUpdates: boolean("product_updates").notNull(),
  weeklyDigest: boolean("weekly_digest").notNull(),
  marketing: boolean("marketing").notNull(),
  /** Someone @mentioned me in a comment (migration 0013, decision 185). */
  mentions: boolean("mentions").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
