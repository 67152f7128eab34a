import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { waitlistEntries } from "../../db/schema/index.ts";

export interface NewWaitlistEntry {
  name: string;
  email: string;
  role: string;
  company?: string;
  freeProSlots: number;
}

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/**
 * Inserts an entry at the next position, or returns null when the e-mail (case-insensitively) is
 * already on the list. A transaction-scoped advisory lock serialises sign-ups so that positions stay
 * dense and concurrent duplicates resolve to exactly one row, on PostgreSQL and PGlite alike.
 */
export async function insertWaitlistEntry(
  db: Database,
  entry: NewWaitlistEntry,
): Promise<WaitlistEntry | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waitlist_entries'))`);
    const inserted = await tx
      .insert(waitlistEntries)
      .select(
        sql`select gen_random_uuid(), ${entry.name}, ${entry.email}, ${entry.role}, ${entry.company ?? null},
          next.position, next.position <= ${entry.freeProSlots}, now()
          from (select coalesce(max(position), 0) + 1 as position from ${waitlistEntries}) as next
          where not exists (select 1 from ${waitlistEntries} where lower(email) = lower(${entry.email}))`,
      )
      .returning();
    return inserted[0] ?? null;
  });
}
