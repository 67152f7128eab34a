import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { outbox, signInFailures, verifications } from "../../db/schema/index.ts";

/** Failures counted for `key` in the current window (0 when the window has passed). */
export async function countFailures(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ failures: number; windowEndsAt: Date | null }> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key));
  if (!row) return { failures: 0, windowEndsAt: null };
  const windowEndsAt = new Date(row.windowStartedAt.getTime() + windowSeconds * 1000);
  if (windowEndsAt.getTime() <= Date.now()) return { failures: 0, windowEndsAt: null };
  return { failures: row.failures, windowEndsAt };
}

/** Adds one failure to `key`, starting a new window when the last one has passed (atomic upsert). */
export async function recordFailure(db: Database, key: string, windowSeconds: number) {
  const expired = sql`${signInFailures.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  await db
    .insert(signInFailures)
    .values({ key, failures: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: Database, key: string) {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/** When the last mail of `kind` went to `to` within the last `seconds`, or null. */
export async function lastMailWithin(
  db: Database,
  options: { to: string; kind: string; seconds: number },
): Promise<Date | null> {
  const since = new Date(Date.now() - options.seconds * 1000);
  const [row] = await db
    .select({ createdAt: outbox.createdAt })
    .from(outbox)
    .where(
      and(eq(outbox.to, options.to), eq(outbox.kind, options.kind), gt(outbox.createdAt, since)),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The user id a password-reset token belongs to (better-auth stores "reset-password:<token>"). */
export async function findResetTokenUserId(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.value;
}
