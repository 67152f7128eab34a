import { z } from "zod";

/**
 * E-mail preferences (GET/PATCH /api/email-preferences, alias /api/user/preferences). Security
 * mails (verification, password reset, sign-in codes, MFA changes, account deletion) are always
 * sent and are not a preference.
 */
export const emailPreferencesSchema = z.object({
  /** "Your bulk analysis is ready". */
  analysisCompleted: z.boolean(),
  /** Low credit balance and monthly renewal. */
  creditAlerts: z.boolean(),
  /** Replies to support tickets. */
  supportReplies: z.boolean(),
  /** New features and product news. */
  productUpdates: z.boolean(),
  /** A weekly summary of screening activity. */
  weeklyDigest: z.boolean(),
  /** Offers and marketing. */
  marketing: z.boolean(),
  /** A workspace member @mentioned me in a comment on a candidate (issue 14, decision 185). */
  mentions: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  analysisCompleted: true,
  creditAlerts: true,
  supportReplies: true,
  productUpdates: true,
  weeklyDigest: false,
  marketing: false,
  mentions: true,
};

export const emailPreferencesUpdateSchema = emailPreferencesSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to update");
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

export const EMAIL_PREFERENCE_LABELS: Record<keyof EmailPreferences, string> = {
  analysisCompleted: "When a bulk analysis is complete",
  creditAlerts: "Low credits and monthly renewal",
  supportReplies: "Replies to my support tickets",
  productUpdates: "Product updates and new features",
  weeklyDigest: "Weekly screening summary",
  marketing: "Offers and marketing",
  mentions: "When a teammate @mentions me in a comment",
};

export const PREFERENCES_MESSAGES = {
  saved: "Email preferences saved",
  saveFailed: "Failed to save email preferences",
} as const;

/** Client-side preferences kept in local storage (STORAGE_KEYS.theme / .language). */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const LANGUAGES = [{ value: "en", label: "English" }] as const;
