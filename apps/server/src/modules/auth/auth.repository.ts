import { eq, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailCooldowns, signInFailures } from "../../db/schema/index.ts";

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

/**
 * Claims the right to mail `key` now. Answers null when claimed, or the time of the last claim when
 * it is less than `seconds` old (nothing is claimed then). Atomic, so two concurrent asks never both
 * pass; rows older than the cooldown are swept on the way, so the table holds only the last minute.
 */
export async function claimMailCooldown(
  db: Database,
  options: { key: string; seconds: number },
): Promise<Date | null> {
  const now = new Date();
  const since = new Date(now.getTime() - options.seconds * 1000);
  await db.delete(mailCooldowns).where(lt(mailCooldowns.requestedAt, since));
  const claimed = await db
    .insert(mailCooldowns)
    .values({ key: options.key, requestedAt: now })
    .onConflictDoUpdate({
      target: mailCooldowns.key,
      set: { requestedAt: now },
      setWhere: lte(mailCooldowns.requestedAt, since),
    })
    .returning({ key: mailCooldowns.key });
  if (claimed.length > 0) return null;
  const [row] = await db
    .select({ requestedAt: mailCooldowns.requestedAt })
    .from(mailCooldowns)
    .where(eq(mailCooldowns.key, options.key));
  return row?.requestedAt ?? now;
}
