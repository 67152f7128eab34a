import {
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferences,
  type EmailPreferencesUpdate,
} from "@hirelens/contracts";
import type { ServiceContext } from "../../service-context.ts";
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
    mentions: row.mentions,
  };
}

/** The user's e-mail preferences (the defaults until they change one). */
export async function getEmailPreferences(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string },
): Promise<EmailPreferences> {
  return toPreferences(await findEmailPreferences(ctx.db, input.userId));
}

/** Applies the given switches over the current preferences. */
export async function updateEmailPreferences(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; changes: EmailPreferencesUpdate },
): Promise<EmailPreferences> {
  const current = await getEmailPreferences(ctx, input);
  const next = { ...current, ...input.changes };
  return toPreferences(await saveEmailPreferences(ctx.db, input.userId, next));
}
