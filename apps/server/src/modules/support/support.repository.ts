import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportTickets, users } from "../../db/schema/index.ts";

export type TicketRow = typeof supportTickets.$inferSelect;
export type TicketMessageRow = typeof supportMessages.$inferSelect;

/** Opens a ticket with its first message; numbers are sequential (from 1001) under an advisory lock. */
export async function insertTicket(
  db: Database,
  input: {
    userId: string;
    category: string;
    subject: string;
    message: string;
    authorName: string;
  },
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('support_tickets_number'))`);
    const [next] = await tx
      .select({ number: sql<number>`coalesce(max(${supportTickets.number}), 1000) + 1` })
      .from(supportTickets);
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        number: Number(next!.number),
        userId: input.userId,
        category: input.category,
        subject: input.subject,
        status: "open",
      })
      .returning();
    await tx.insert(supportMessages).values({
      ticketId: ticket!.id,
      author: "user",
      authorName: input.authorName,
      body: input.message,
    });
    return ticket!;
  });
}

export async function insertMessage(
  db: Database,
  input: {
    ticketId: string;
    author: "user" | "support";
    authorUserId: string | null;
    authorName: string;
    body: string;
    status: string;
  },
): Promise<TicketMessageRow> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ticketId: input.ticketId,
        author: input.author,
        authorUserId: input.authorUserId,
        authorName: input.authorName,
        body: input.body,
      })
      .returning();
    await tx
      .update(supportTickets)
      .set({ status: input.status, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, input.ticketId));
    return message!;
  });
}

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export async function findTicket(db: Database, id: string, userId?: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), userId ? eq(supportTickets.userId, userId) : undefined));
  return row ?? null;
}

export async function listMessages(db: Database, ticketIds: string[]) {
  if (ticketIds.length === 0) return [];
  return db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.ticketId, ticketIds))
    .orderBy(supportMessages.createdAt);
}

export async function listTicketsOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt));
}

export async function setTicketStatus(db: Database, id: string, status: string) {
  const [row] = await db
    .update(supportTickets)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, id))
    .returning();
  return row ?? null;
}

/** All tickets for the admin console: open first, then pending, then resolved; newest first. */
export async function listAllTickets(
  db: Database,
  options: { q?: string; status?: string; limit: number; offset: number },
) {
  const pattern = options.q ? `%${options.q.replace(/[%_\\]/g, "\\$&")}%` : null;
  const where = and(
    options.status ? eq(supportTickets.status, options.status) : undefined,
    pattern
      ? or(
          ilike(supportTickets.subject, pattern),
          ilike(users.email, pattern),
          ilike(users.name, pattern),
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ ticket: supportTickets, userName: users.name, userEmail: users.email })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(
        sql`case ${supportTickets.status} when 'open' then 0 when 'pending' then 1 else 2 end`,
        desc(supportTickets.updatedAt),
      )
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: count() })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
