import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * One row per workspace (decision 197): the anchor of its monthly allowance. Its row lock (SELECT
 * ... FOR UPDATE) serialises every change of the workspace's balance, whichever member spends, so
 * the ledger can never go negative. The plan is the workspace's (workspaces.plan).
 */
export const creditAccounts = pgTable("credit_accounts", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  /** Monthly periods start on this day of the month (the workspace's creation, or a plan change). */
  periodAnchor: timestamp("period_anchor", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The credits ledger: the balance is the sum of `amount`; lines are never updated or deleted. */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace whose balance the line changes (decision 197). */
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Positive adds credits, negative spends them. */
    amount: integer("amount").notNull(),
    /** grant | monthly | charge | refund | purchase | adjustment */
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    batchId: uuid("batch_id"),
    /** The member who spent (null: grants, purchases, older lines). */
    actorUserId: text("actor_user_id"),
    /** Makes a retried grant/charge/refund a no-op, e.g. "monthly:<workspace>:<period>" or "refund:<candidate>". */
    idempotencyKey: text("idempotency_key").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credit_transactions_idempotency_key_unique").on(table.idempotencyKey),
    index("credit_transactions_workspace_created_idx").on(table.workspaceId, table.createdAt),
  ],
);
