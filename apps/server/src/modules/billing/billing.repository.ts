import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import {
  billingEvents,
  creditAccounts,
  type InvoiceLineRow,
  invoices,
  paymentMethods,
  subscriptions,
  users,
  workspaces,
} from "../../db/schema/index.ts";

/** A database or an open transaction: repositories work inside either. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function findUserById(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The workspace's plan as stored (null: no such workspace). */
export async function findWorkspacePlan(db: DbOrTx, workspaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.plan ?? null;
}

/**
 * Who a workspace's billing is in the name of: its owner (decision 197). The payment provider's
 * customer, the invoices' name and address, and the waitlist offer (personal workspaces only).
 */
export async function findBillingOwner(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({
      workspaceId: workspaces.id,
      isPersonal: workspaces.personal,
      userId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerUserId))
    .where(eq(workspaces.id, workspaceId));
  return row ?? null;
}

/** Where the workspace's monthly credit periods are anchored (its credits account, else creation). */
export async function findCreditAnchor(db: DbOrTx, workspaceId: string): Promise<Date | null> {
  const [row] = await db
    .select({ anchor: creditAccounts.periodAnchor, createdAt: workspaces.createdAt })
    .from(workspaces)
    .leftJoin(creditAccounts, eq(creditAccounts.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  if (!row) return null;
  return new Date(row.anchor ?? row.createdAt);
}

export async function findSubscription(db: DbOrTx, workspaceId: string, forUpdate = false) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function findSubscriptionByProviderId(db: DbOrTx, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row ?? null;
}

export async function findCustomerId(db: DbOrTx, workspaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId));
  return row?.customerId ?? null;
}

export async function upsertSubscription(
  db: DbOrTx,
  values: Omit<typeof subscriptions.$inferInsert, "id" | "createdAt" | "updatedAt">,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.workspaceId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function updateSubscription(
  db: DbOrTx,
  workspaceId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.workspaceId, workspaceId))
    .returning();
  return row ?? null;
}

export async function setWorkspacePlan(
  db: DbOrTx,
  workspaceId: string,
  plan: string,
): Promise<void> {
  await db.update(workspaces).set({ plan }).where(eq(workspaces.id, workspaceId));
}

export async function listPaymentMethods(db: DbOrTx, workspaceId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.workspaceId, workspaceId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
}

export async function findPaymentMethod(db: DbOrTx, workspaceId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.workspaceId, workspaceId), eq(paymentMethods.id, id)));
  return row ?? null;
}

export async function findDefaultPaymentMethod(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.workspaceId, workspaceId), eq(paymentMethods.isDefault, true)));
  return row ?? null;
}

export async function insertPaymentMethod(
  db: DbOrTx,
  values: Omit<typeof paymentMethods.$inferInsert, "id" | "createdAt">,
): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row!;
}

export async function makeDefaultPaymentMethod(db: DbOrTx, workspaceId: string, id: string) {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.workspaceId, workspaceId), ne(paymentMethods.id, id)));
  await db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.workspaceId, workspaceId), eq(paymentMethods.id, id)));
}

export async function deletePaymentMethod(db: DbOrTx, workspaceId: string, id: string) {
  await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.workspaceId, workspaceId), eq(paymentMethods.id, id)));
}

export interface NewInvoice {
  workspaceId: string;
  status: "paid" | "open" | "void";
  currency: string;
  lines: InvoiceLineRow[];
  periodStart: Date | null;
  periodEnd: Date | null;
  paymentMethod: string | null;
  customerName: string;
  customerEmail: string;
  provider: string;
  providerRef: string | null;
  issuedAt?: Date;
}

/**
 * Inserts an invoice with the next number. A transaction-scoped advisory lock serialises
 * numbering so numbers stay sequential without gaps, on PostgreSQL and PGlite alike. With a
 * providerRef already recorded, returns the existing invoice (webhook replays).
 */
export async function insertInvoice(db: Database, invoice: NewInvoice): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoices_number'))`);
    if (invoice.providerRef) {
      const [existing] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.providerRef, invoice.providerRef));
      if (existing) return existing;
    }
    const [next] = await tx
      .select({ number: sql<number>`coalesce(max(${invoices.number}), 0) + 1` })
      .from(invoices);
    const subtotal = invoice.lines.reduce((sum, line) => sum + line.amountCents, 0);
    const [row] = await tx
      .insert(invoices)
      .values({
        ...invoice,
        number: Number(next!.number),
        subtotalCents: subtotal,
        totalCents: subtotal,
        issuedAt: invoice.issuedAt ?? new Date(),
      })
      .returning();
    return row!;
  });
}

export async function listInvoices(db: DbOrTx, workspaceId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.workspaceId, workspaceId))
    .orderBy(desc(invoices.number));
}

export async function findInvoice(db: DbOrTx, workspaceId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id)));
  return row ?? null;
}

export async function hasBillingEvent(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id));
  return rows.length > 0;
}

/** Records a webhook event id; false when it was already recorded (a replay). */
export async function recordBillingEvent(
  db: DbOrTx,
  event: { id: string; provider: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** Subscriptions whose period has ended and that we (not Stripe) must renew or end. */
export async function listDueSubscriptions(db: DbOrTx, now: Date) {
  return db
    .select({ workspaceId: subscriptions.workspaceId })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}`,
        ne(subscriptions.provider, "stripe"),
        ne(subscriptions.plan, "free"),
      ),
    );
}
