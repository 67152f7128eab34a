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
} from "../../db/schema/index.ts";

/** A database or an open transaction: repositories work inside either. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function findUserById(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, plan: users.plan })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** Where the user's monthly credit periods are anchored (the credits account, else sign-up). */
export async function findCreditAnchor(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ anchor: creditAccounts.periodAnchor, createdAt: users.createdAt })
    .from(users)
    .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return new Date(row.anchor ?? row.createdAt);
}

export async function findSubscription(db: DbOrTx, userId: string, forUpdate = false) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
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

export async function findCustomerId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
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
      target: subscriptions.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function updateSubscription(
  db: DbOrTx,
  userId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row ?? null;
}

export async function setUserPlan(db: DbOrTx, userId: string, plan: string): Promise<void> {
  await db.update(users).set({ plan, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function listPaymentMethods(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
}

export async function findPaymentMethod(db: DbOrTx, userId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
  return row ?? null;
}

export async function findDefaultPaymentMethod(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  return row ?? null;
}

export async function insertPaymentMethod(
  db: DbOrTx,
  values: Omit<typeof paymentMethods.$inferInsert, "id" | "createdAt">,
): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row!;
}

export async function makeDefaultPaymentMethod(db: DbOrTx, userId: string, id: string) {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id)));
  await db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
}

export async function deletePaymentMethod(db: DbOrTx, userId: string, id: string) {
  await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
}

export interface NewInvoice {
  userId: string;
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

export async function listInvoices(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.number));
}

export async function findInvoice(db: DbOrTx, userId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.id, id)));
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
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}`,
        ne(subscriptions.provider, "stripe"),
        ne(subscriptions.plan, "free"),
      ),
    );
}
