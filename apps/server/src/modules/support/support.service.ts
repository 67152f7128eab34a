import {
  type ContactSupportInput,
  DEFAULT_EMAIL_PREFERENCES,
  SUPPORT_RESPONSE_HOURS,
  type SupportCategory,
  type Ticket,
  type TicketStatus,
  type TicketSummary,
} from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailPreferences, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  findTicket,
  insertMessage,
  insertTicket,
  listMessages,
  listTicketsOfUser,
  setTicketStatus,
  type TicketMessageRow,
  type TicketRow,
} from "./support.repository.ts";
import { supportReplyMail } from "./support-mail.ts";

/** What the support services use of the one ServiceContext. */
type SupportContext = Pick<ServiceContext, "db" | "env" | "mailer">;

async function findUser(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND");
  return user;
}

export function toTicketSummary(row: TicketRow, messages: TicketMessageRow[]): TicketSummary {
  const own = messages.filter((message) => message.ticketId === row.id);
  return {
    id: row.id,
    number: row.number,
    category: row.category as SupportCategory,
    subject: row.subject,
    status: row.status as TicketStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount: own.length,
    lastAuthor: (own.at(-1)?.author ?? "user") as "user" | "support",
  };
}

export function toTicket(row: TicketRow, messages: TicketMessageRow[]): Ticket {
  const own = messages.filter((message) => message.ticketId === row.id);
  const hasSupportReply = own.some((message) => message.author === "support");
  return {
    ...toTicketSummary(row, own),
    messages: own.map((message) => ({
      id: message.id,
      author: message.author as "user" | "support",
      authorName: message.authorName,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
    respondBy:
      hasSupportReply || row.status === "resolved"
        ? null
        : new Date(row.createdAt.getTime() + SUPPORT_RESPONSE_HOURS * 3_600_000).toISOString(),
  };
}

/** POST /api/support/contact: opens a ticket with its first message. */
export async function openTicket(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; body: ContactSupportInput & { category: SupportCategory } },
): Promise<Ticket> {
  const user = await findUser(ctx.db, input.userId);
  const row = await insertTicket(ctx.db, {
    userId: user.id,
    category: input.body.category,
    subject: input.body.subject,
    message: input.body.message,
    authorName: user.name,
  });
  return toTicket(row, await listMessages(ctx.db, [row.id]));
}

export async function listMyTickets(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string },
): Promise<TicketSummary[]> {
  const rows = await listTicketsOfUser(ctx.db, input.userId);
  const messages = await listMessages(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTicketSummary(row, messages));
}

export async function getTicket(
  ctx: Pick<ServiceContext, "db">,
  input: { id: string; userId?: string },
): Promise<Ticket> {
  const row = await findTicket(ctx.db, input.id, input.userId);
  if (!row) throw new AppError("NOT_FOUND");
  return toTicket(row, await listMessages(ctx.db, [row.id]));
}

/** The ticket's owner writes again: the ticket is (re)opened for support. */
export async function replyAsUser(
  ctx: Pick<ServiceContext, "db">,
  input: { id: string; userId: string; message: string },
): Promise<Ticket> {
  const row = await findTicket(ctx.db, input.id, input.userId);
  if (!row) throw new AppError("NOT_FOUND");
  const user = await findUser(ctx.db, input.userId);
  await insertMessage(ctx.db, {
    ticketId: row.id,
    author: "user",
    authorUserId: null,
    authorName: user.name,
    body: input.message,
    status: "open",
  });
  return getTicket(ctx, { id: row.id });
}

/**
 * Support answers: the ticket waits for the user ("pending") unless the agent resolves it, and
 * the user gets the reply by e-mail when their "support replies" preference is on.
 */
export async function replyAsSupport(
  ctx: SupportContext,
  input: { id: string; agentId: string; message: string; status?: TicketStatus },
): Promise<{ ticket: Ticket; isMailed: boolean }> {
  const row = await findTicket(ctx.db, input.id);
  if (!row) throw new AppError("NOT_FOUND");
  const agent = await findUser(ctx.db, input.agentId);
  const agentName = `${agent.name.split(" ")[0] ?? agent.name} (HireLens support)`;
  await insertMessage(ctx.db, {
    ticketId: row.id,
    author: "support",
    authorUserId: agent.id,
    authorName: agentName,
    body: input.message,
    status: input.status ?? "pending",
  });
  const owner = await findUser(ctx.db, row.userId);
  const [preferences] = await ctx.db
    .select({ supportReplies: emailPreferences.supportReplies })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, owner.id));
  const wantsMail = preferences?.supportReplies ?? DEFAULT_EMAIL_PREFERENCES.supportReplies;
  if (wantsMail) {
    const mail = supportReplyMail({
      appUrl: ctx.env.APP_URL,
      name: owner.name,
      ticketNumber: row.number,
      subject: row.subject,
      reply: input.message,
      agentName,
    });
    await ctx.mailer.send({ ...mail, to: owner.email, userId: owner.id });
  }
  return { ticket: await getTicket(ctx, { id: row.id }), isMailed: wantsMail };
}

export async function changeTicketStatus(
  ctx: Pick<ServiceContext, "db">,
  input: { id: string; status: TicketStatus; userId?: string },
): Promise<Ticket> {
  const row = await findTicket(ctx.db, input.id, input.userId);
  if (!row) throw new AppError("NOT_FOUND");
  await setTicketStatus(ctx.db, row.id, input.status);
  return getTicket(ctx, { id: row.id });
}
