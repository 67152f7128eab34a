import {
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferences,
  type EmailPreferencesUpdate,
} from "@hirelens/contracts";
import type { Database } from "../../db/client.ts";
import {
  type EmailPreferencesRow,
  findEmailPreferences,
  saveEmailPreferences,
} from "./preferences.repository.ts";

function toPreferences(row: EmailPreferencesRow | null): EmailPreferences {
  if (!row) return { ...DEFAULT_EMAIL_PREFERENCES };
  return {
    analysisCompleted: row.analysisCompleted,
    creditAlerts: row.creditAlerts,
    supportReplies: row.supportReplies,
    productUpdates: row.productUpdates,
    weeklyDigest: row.weeklyDigest,
    marketing: row.marketing,
  };
}

/** The user's e-mail preferences (the defaults until they change one). */
export async function getEmailPreferences(options: {
  db: Database;
  userId: string;
}): Promise<EmailPreferences> {
  return toPreferences(await findEmailPreferences(options.db, options.userId));
}

/** Applies the given switches over the current preferences. */
export async function updateEmailPreferences(options: {
  db: Database;
  userId: string;
  input: EmailPreferencesUpdate;
}): Promise<EmailPreferences> {
  const { db, userId, input } = options;
  const current = await getEmailPreferences({ db, userId });
  return toPreferences(await saveEmailPreferences(db, userId, { ...current, ...input }));
}
