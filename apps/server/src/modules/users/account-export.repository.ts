import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  analysisBatches,
  analysisCandidates,
  creditAccounts,
  creditTransactions,
  files,
  invoices,
  jobDescriptions,
  paymentMethods,
  subscriptions,
  supportMessages,
  supportTickets,
} from "../../db/schema/index.ts";

// The rows of every feature that belong to one user, for GET /api/user/export. Each query is
// scoped by the user's id (tickets' messages by the user's own tickets), never by anything else.

export async function listUserFiles(db: Database, userId: string) {
  return db.select().from(files).where(eq(files.userId, userId)).orderBy(asc(files.createdAt));
}

export async function listUserJobDescriptions(db: Database, userId: string) {
  return db
    .select()
    .from(jobDescriptions)
    .where(eq(jobDescriptions.userId, userId))
    .orderBy(asc(jobDescriptions.createdAt));
}

export async function listUserBatches(db: Database, userId: string) {
  return db
    .select()
    .from(analysisBatches)
    .where(eq(analysisBatches.userId, userId))
    .orderBy(asc(analysisBatches.createdAt));
}

export async function listUserCandidates(db: Database, userId: string) {
  return db
    .select()
    .from(analysisCandidates)
    .where(eq(analysisCandidates.userId, userId))
    .orderBy(asc(analysisCandidates.batchId), asc(analysisCandidates.position));
}

// Credits and billing are a workspace's (decision 197): the account's own are those of its
// personal workspace, whose id is the user's id.
export async function findUserCreditAccount(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.workspaceId, userId));
  return row ?? null;
}

export async function listUserCreditTransactions(db: Database, userId: string) {
  return db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.workspaceId, userId))
    .orderBy(asc(creditTransactions.createdAt), asc(creditTransactions.balanceAfter));
}

export async function findUserSubscription(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, userId));
  return row ?? null;
}

export async function listUserPaymentMethods(db: Database, userId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.workspaceId, userId))
    .orderBy(asc(paymentMethods.createdAt));
}

export async function listUserInvoices(db: Database, userId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.workspaceId, userId))
    .orderBy(asc(invoices.number));
}

export async function listUserTickets(db: Database, userId: string) {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.number));
  const messages =
    tickets.length === 0
      ? []
      : await db
          .select()
          .from(supportMessages)
          .where(
            inArray(
              supportMessages.ticketId,
              tickets.map((ticket) => ticket.id),
            ),
          )
          .orderBy(asc(supportMessages.createdAt));
  return tickets.map((ticket) => ({
    ticket,
    messages: messages.filter((message) => message.ticketId === ticket.id),
  }));
}
