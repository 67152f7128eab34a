import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * One row per workspace that ever left the free plan (no row = free; decision 197). The current period drives the
 * monthly credit reset; cancel_at_period_end and is_trial decide what happens when it ends.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** "free" | "pro" | "enterprise" */
    plan: text("plan").notNull(),
    /** "active" | "trialing" | "past_due" | "canceled" */
    status: text("status").notNull(),
    /** The waitlist Pro month: no card, returns to free at its end unless the user subscribes. */
    isTrial: boolean("is_trial").notNull().default(false),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** "sandbox" | "stripe" | "offer" (the waitlist month) */
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_workspace_id_unique").on(table.workspaceId),
    index("subscriptions_period_end_idx").on(table.currentPeriodEnd),
    index("subscriptions_provider_subscription_idx").on(table.providerSubscriptionId),
  ],
);

/** Cards: brand, last 4 digits and expiry only. The full number is never stored. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's token for the card (sandbox: an opaque id). */
    providerRef: text("provider_ref").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt,
  },
  (table) => [index("payment_methods_workspace_id_idx").on(table.workspaceId)],
);

export type InvoiceLineRow = {
  description: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
};

/** Invoices, numbered sequentially across the whole service (HL-000001, HL-000002, …). */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** "paid" | "open" | "void" */
    status: text("status").notNull(),
    currency: text("currency").notNull().default("usd"),
    subtotalCents: integer("subtotal_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    lines: jsonb("lines").$type<InvoiceLineRow[]>().notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** e.g. "Visa •••• 4242" */
    paymentMethod: text("payment_method"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    provider: text("provider").notNull(),
    /** The provider's id of the payment or invoice: one local invoice per provider payment. */
    providerRef: text("provider_ref"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoices_number_unique").on(table.number),
    uniqueIndex("invoices_provider_ref_unique").on(table.providerRef),
    index("invoices_workspace_id_idx").on(table.workspaceId, table.issuedAt),
  ],
);

/** Webhook events already applied, by the provider's event id: a replay is a no-op. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
