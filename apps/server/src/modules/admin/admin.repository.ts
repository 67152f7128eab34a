import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  outbox,
  subscriptions,
  supportTickets,
  users,
  waitlistEntries,
  workspaces,
} from "../../db/schema/index.ts";

const like = (q: string | undefined) => (q ? `%${q.replace(/[%_\\]/g, "\\$&")}%` : null);

export async function countOverview(db: Database) {
  const [[usersCount], [waitlistCount], [openTickets], [pro]] = await Promise.all([
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(waitlistEntries),
    db.select({ total: count() }).from(supportTickets).where(eq(supportTickets.status, "open")),
    db.select({ total: count() }).from(workspaces).where(eq(workspaces.plan, "pro")),
  ]);
  return {
    users: Number(usersCount?.total ?? 0),
    waitlist: Number(waitlistCount?.total ?? 0),
    openTickets: Number(openTickets?.total ?? 0),
    proSubscribers: Number(pro?.total ?? 0),
  };
}

export async function listWaitlist(
  db: Database,
  options: { q?: string; limit: number; offset: number },
) {
  const pattern = like(options.q);
  const where = pattern
    ? or(
        ilike(waitlistEntries.name, pattern),
        ilike(waitlistEntries.email, pattern),
        ilike(waitlistEntries.role, pattern),
        ilike(waitlistEntries.company, pattern),
      )
    : undefined;
  // Explicit aliases: inside a subquery Drizzle would print both columns as a bare "email".
  const hasRegistered = sql<boolean>`exists (select 1 from users as registered where lower(registered.email) = lower(waitlist_entries.email))`;
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: waitlistEntries, hasRegistered })
      .from(waitlistEntries)
      .where(where)
      .orderBy(waitlistEntries.position)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(waitlistEntries).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function listUsers(
  db: Database,
  options: { q?: string; limit: number; offset: number },
) {
  const pattern = like(options.q);
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  // A user's plan and credits are their personal workspace's (its id is theirs; decision 197).
  const credits = sql<string>`coalesce((select sum(ledger.amount) from credit_transactions as ledger where ledger.workspace_id = users.id), 0)`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        plan: sql<string>`coalesce(${workspaces.plan}, 'free')`,
        createdAt: users.createdAt,
        isTrial: sql<boolean>`coalesce(${subscriptions.isTrial}, false)`,
        credits,
      })
      .from(users)
      .leftJoin(workspaces, eq(workspaces.id, users.id))
      .leftJoin(subscriptions, eq(subscriptions.workspaceId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function listOutbox(
  db: Database,
  options: { q?: string; limit: number; offset: number },
) {
  const pattern = like(options.q);
  const where = pattern ? or(ilike(outbox.to, pattern), ilike(outbox.subject, pattern)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(outbox).where(and(where)),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
