import { and, eq, like, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { verifications } from "../db/schema/index.ts";
import { hashToken } from "../lib/token-hash.ts";

// Password-reset tokens as better-auth stores them (hashed by the adapter in this folder); both the
// auth plugin and the auth service end a user's outstanding links.

/** better-auth's identifier of a reset token, as stored (hashed, the prefix kept for look-ups). */
export function resetTokenIdentifier(token: string): string {
  return `${RESET_PREFIX}${hashToken(`${RESET_PREFIX}${token}`)}`;
}
const RESET_PREFIX = "reset-password:";

/** The user id a password-reset token belongs to (null when unknown or expired). */
export async function findResetTokenUserId(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, resetTokenIdentifier(token)));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.value;
}

/** Ends every outstanding reset link of a user, but the one stored as `keepIdentifier`. */
export async function deleteResetTokens(
  db: Database,
  options: { userId: string; keepIdentifier?: string },
) {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, `${RESET_PREFIX}%`),
        eq(verifications.value, options.userId),
        options.keepIdentifier ? ne(verifications.identifier, options.keepIdentifier) : undefined,
      ),
    );
}
