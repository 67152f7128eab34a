import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { workspaces } from "./workspaces.ts";

/**
 * One row per user: the plan and the anchor of the monthly allowance. Its row lock (SELECT ... FOR
 * UPDATE) serialises every change of that user's balance, so the ledger can never go negative.
 */
export const creditAccounts = pgTable("credit_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: text("plan").notNull().default("free"),
  /** Monthly periods start on this day of the month (sign-up). */
  periodAnchor: timestamp("period_anchor", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The credits ledger: the balance is the sum of `amount`; lines are never updated or deleted. */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Positive adds credits, negative spends them. */
    amount: integer("amount").notNull(),
    /** grant | monthly | charge | refund | purchase | adjustment */
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    batchId: uuid("batch_id"),
    /** The workspace a charge or refund was made in (null: grants, purchases, older lines). */
    workspaceId: text("workspace_id").references(() => workspaces.id, { onDelete: "set null" }),
    /** The member who spent (null: grants, purchases, older lines). */
    actorUserId: text("actor_user_id"),
    /** Makes a retried grant/charge/refund a no-op, e.g. "monthly:<user>:<period>" or "refund:<candidate>". */
    idempotencyKey: text("idempotency_key").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credit_transactions_idempotency_key_unique").on(table.idempotencyKey),
    index("credit_transactions_user_created_idx").on(table.userId, table.createdAt),
  ],
);
