import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { waitlistEntries } from "../../db/schema/index.ts";

export interface NewWaitlistEntry {
  name: string;
  email: string;
  role: string;
  company?: string;
}

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/**
 * Inserts several sign-ups in one transaction at the next positions, in the order given, and
 * returns one result per input: the stored row, or null when the e-mail (case-insensitively) is
 * already on the list or earlier in the same call. A transaction-scoped advisory lock serialises
 * writers (across processes too) so that positions stay unique and dense on PostgreSQL and PGlite.
 */
export async function insertWaitlistEntries(
  db: Database,
  entries: NewWaitlistEntry[],
  freeProSlots: number,
): Promise<Array<WaitlistEntry | null>> {
  if (entries.length === 0) return [];
  const rows = sql.join(
    entries.map(
      (e, i) =>
        sql`(${i}::int, ${e.name}::text, ${e.email}::text, ${e.role}::text, ${e.company ?? null}::text)`,
    ),
    sql`, `,
  );
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waitlist_entries'))`);
    return tx
      .insert(waitlistEntries)
      .select(
        sql`select gen_random_uuid(), fresh.name, fresh.email, fresh.role, fresh.company,
          base.position + row_number() over (order by fresh.ord),
          base.position + row_number() over (order by fresh.ord) <= ${freeProSlots}, now()
          from (
            select distinct on (lower(input.email)) input.*
            from (values ${rows}) as input(ord, name, email, role, company)
            where not exists (
              select 1 from ${waitlistEntries} w where lower(w.email) = lower(input.email)
            )
            order by lower(input.email), input.ord
          ) as fresh,
          (select coalesce(max(position), 0) as position from ${waitlistEntries}) as base
          order by fresh.ord`,
      )
      .returning();
  });
  // Each input gets the row stored for it: the first occurrence of its e-mail in this call.
  const byEmail = new Map(inserted.map((row) => [row.email.toLowerCase(), row]));
  const claimed = new Set<string>();
  return entries.map((e) => {
    const key = e.email.toLowerCase();
    const row = byEmail.get(key);
    if (!row || claimed.has(key)) return null;
    claimed.add(key);
    return row;
  });
}
