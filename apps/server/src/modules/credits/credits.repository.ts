import type { CreditTransactionKind } from "@hirelens/contracts";
import { and, count, desc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { creditAccounts, creditTransactions, users, workspaces } from "../../db/schema/index.ts";

/** A Drizzle transaction or the database itself. */

export type CreditTransactionRow = typeof creditTransactions.$inferSelect;

/**
 * Locks the user's credit account row for the rest of the transaction (creating it on first use)
 * and returns the user's plan and sign-up date. Every balance change goes through this lock.
 */
export async function lockCreditAccount(
  tx: DbOrTx,
  userId: string,
): Promise<{ plan: string; anchor: Date } | null> {
  await tx
    .insert(creditAccounts)
    .select(
      sql`select ${users.id}, ${users.plan}, ${users.createdAt}, now() from ${users} where ${users.id} = ${userId}`,
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ plan: users.plan, anchor: creditAccounts.periodAnchor })
    .from(creditAccounts)
    .innerJoin(users, eq(users.id, creditAccounts.userId))
    .where(eq(creditAccounts.userId, userId))
    .for("update", { of: creditAccounts });
  const row = rows[0];
  return row ? { plan: row.plan, anchor: new Date(row.anchor) } : null;
}

/** The account without locking it (read paths), or null before the first use. */
export async function findCreditAccount(
  db: DbOrTx,
  userId: string,
): Promise<{ plan: string; anchor: Date } | null> {
  const rows = await db
    .select({ plan: users.plan, anchor: creditAccounts.periodAnchor })
    .from(creditAccounts)
    .innerJoin(users, eq(users.id, creditAccounts.userId))
    .where(eq(creditAccounts.userId, userId));
  const row = rows[0];
  return row ? { plan: row.plan, anchor: new Date(row.anchor) } : null;
}

export async function sumBalance(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
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
  userId: string;
  amount: number;
  kind: CreditTransactionKind;
  reason: string;
  batchId?: string | null;
  /** Where a charge or refund was made and by whom (decision 182). */
  workspaceId?: string | null;
  actorUserId?: string | null;
  idempotencyKey: string;
  balanceAfter: number;
}

/**
 * Appends a ledger line; a repeated idempotency key is a no-op (returns null). Its time is after
 * the user's previous line even when the clock has not moved (PGlite's clock can repeat within a
 * millisecond), so the history lists lines in the order they were written.
 */
export async function insertTransaction(
  tx: DbOrTx,
  line: NewCreditTransaction,
): Promise<CreditTransactionRow | null> {
  const after = sql`(select max(${creditTransactions.createdAt}) + interval '1 microsecond'
    from ${creditTransactions} where ${creditTransactions.userId} = ${line.userId})`;
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

/**
 * The credit account that pays for a workspace: its owner's (decision 182). An id that names no
 * workspace is taken as an account id (a personal workspace's id is its owner's id).
 */
export async function findWorkspaceOwner(db: DbOrTx, workspaceId: string): Promise<string> {
  const rows = await db
    .select({ owner: workspaces.ownerUserId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return rows[0]?.owner ?? workspaceId;
}

/** The account a batch's charge was taken from (null: no charge line). */
export async function findChargeAccount(tx: DbOrTx, batchId: string): Promise<string | null> {
  const rows = await tx
    .select({ userId: creditTransactions.userId })
    .from(creditTransactions)
    .where(eq(creditTransactions.idempotencyKey, `charge:${batchId}`));
  return rows[0]?.userId ?? null;
}

/** Credits spent in [since, now): charges net of refunds. */
export async function sumUsedSince(tx: DbOrTx, userId: string, since: Date): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, userId),
        inArray(creditTransactions.kind, ["charge", "refund"]),
        gte(creditTransactions.createdAt, since),
      ),
    );
  return -Number(rows[0]?.total ?? 0);
}

export async function listTransactions(
  db: Database,
  options: {
    userId: string;
    /** Only this workspace's charges and refunds, with the account's grants and purchases. */
    workspaceId?: string;
    kind?: CreditTransactionKind;
    limit: number;
    offset: number;
  },
): Promise<{ rows: CreditTransactionRow[]; total: number }> {
  const where = and(
    eq(creditTransactions.userId, options.userId),
    options.workspaceId
      ? or(
          eq(creditTransactions.workspaceId, options.workspaceId),
          isNull(creditTransactions.workspaceId),
        )
      : undefined,
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
