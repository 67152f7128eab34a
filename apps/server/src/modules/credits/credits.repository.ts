import type { CreditTransactionKind } from "@hirelens/contracts";
import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { creditAccounts, creditTransactions, workspaces } from "../../db/schema/index.ts";

export type CreditTransactionRow = typeof creditTransactions.$inferSelect;

/**
 * Locks the workspace's credit account row for the rest of the transaction (creating it on first
 * use, anchored on the workspace's creation) and returns the workspace's plan and the anchor of its
 * monthly periods. Every balance change goes through this lock, whichever member spends.
 */
export async function lockCreditAccount(
  tx: DbOrTx,
  workspaceId: string,
): Promise<{ plan: string; anchor: Date } | null> {
  await tx
    .insert(creditAccounts)
    .select(
      sql`select ${workspaces.id}, ${workspaces.createdAt}, now() from ${workspaces} where ${workspaces.id} = ${workspaceId}`,
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ plan: workspaces.plan, anchor: creditAccounts.periodAnchor })
    .from(creditAccounts)
    .innerJoin(workspaces, eq(workspaces.id, creditAccounts.workspaceId))
    .where(eq(creditAccounts.workspaceId, workspaceId))
    .for("update", { of: creditAccounts });
  const row = rows[0];
  return row ? { plan: row.plan, anchor: new Date(row.anchor) } : null;
}

/** The account without locking it (read paths), or null before the first use. */
export async function findCreditAccount(
  db: DbOrTx,
  workspaceId: string,
): Promise<{ plan: string; anchor: Date } | null> {
  const rows = await db
    .select({ plan: workspaces.plan, anchor: creditAccounts.periodAnchor })
    .from(creditAccounts)
    .innerJoin(workspaces, eq(workspaces.id, creditAccounts.workspaceId))
    .where(eq(creditAccounts.workspaceId, workspaceId));
  const row = rows[0];
  return row ? { plan: row.plan, anchor: new Date(row.anchor) } : null;
}

export async function sumBalance(tx: DbOrTx, workspaceId: string): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.workspaceId, workspaceId));
  return Number(rows[0]?.total ?? 0);
}

export async function hasTransaction(tx: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: creditTransactions.id })
    .from(creditTransactions)
    .where(eq(creditTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

export interface NewCreditTransaction {
  /** The workspace whose balance the line changes. */
  workspaceId: string;
  amount: number;
  kind: CreditTransactionKind;
  reason: string;
  batchId?: string | null;
  /** The member who spent (charges and refunds). */
  actorUserId?: string | null;
  idempotencyKey: string;
  balanceAfter: number;
}

/**
 * Appends a ledger line; a repeated idempotency key is a no-op (returns null). Its time is after
 * the workspace's previous line even when the clock has not moved (PGlite's clock can repeat within a
 * millisecond), so the history lists lines in the order they were written.
 */
export async function insertTransaction(
  tx: DbOrTx,
  line: NewCreditTransaction,
): Promise<CreditTransactionRow | null> {
  const after = sql`(select max(${creditTransactions.createdAt}) + interval '1 microsecond'
    from ${creditTransactions} where ${creditTransactions.workspaceId} = ${line.workspaceId})`;
  const rows = await tx
    .insert(creditTransactions)
    .values({
      ...line,
      batchId: line.batchId ?? null,
      createdAt: sql`greatest(clock_timestamp(), ${after})`,
    })
    .onConflictDoNothing({ target: creditTransactions.idempotencyKey })
    .returning();
  return rows[0] ?? null;
}

/** The balance a batch's charge was taken from (null: no charge line). */
export async function findChargeAccount(tx: DbOrTx, batchId: string): Promise<string | null> {
  const rows = await tx
    .select({ workspaceId: creditTransactions.workspaceId })
    .from(creditTransactions)
    .where(eq(creditTransactions.idempotencyKey, `charge:${batchId}`));
  return rows[0]?.workspaceId ?? null;
}

/** Credits spent in [since, now): charges net of refunds. */
export async function sumUsedSince(tx: DbOrTx, workspaceId: string, since: Date): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.workspaceId, workspaceId),
        inArray(creditTransactions.kind, ["charge", "refund"]),
        gte(creditTransactions.createdAt, since),
      ),
    );
  const net = Number(rows[0]?.total ?? 0);
  return net === 0 ? 0 : -net;
}

export async function listTransactions(
  db: Database,
  options: {
    workspaceId: string;
    kind?: CreditTransactionKind;
    limit: number;
    offset: number;
  },
): Promise<{ rows: CreditTransactionRow[]; total: number }> {
  const where = and(
    eq(creditTransactions.workspaceId, options.workspaceId),
    options.kind ? eq(creditTransactions.kind, options.kind) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(creditTransactions)
      .where(where)
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(creditTransactions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
