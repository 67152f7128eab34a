import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailPreferences } from "../../db/schema/index.ts";

export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;

export async function findEmailPreferences(
  db: Database,
  userId: string,
): Promise<EmailPreferencesRow | null> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return row ?? null;
}

export async function saveEmailPreferences(
  db: Database,
  userId: string,
  values: Omit<EmailPreferencesRow, "userId" | "updatedAt">,
): Promise<EmailPreferencesRow> {
  const now = new Date();
  const [row] = await db
    .insert(emailPreferences)
    .values({ ...values, userId, updatedAt: now })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error("preferences upsert returned no row");
  return row;
}
