import {
  type CreditBalance,
  type CreditTransaction,
  type CreditTransactionKind,
  insufficientCreditsMessage,
  type PageMeta,
  PLAN_CREDITS,
  type PlanId,
} from "@hirelens/contracts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { paged } from "../../lib/http.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type CreditPeriod, creditPeriodAt } from "./credit-period.ts";
import {
  type CreditTransactionRow,
  findChargeAccount,
  findCreditAccount,
  hasTransaction,
  insertTransaction,
  listTransactions,
  lockCreditAccount,
  sumBalance,
  sumUsedSince,
} from "./credits.repository.ts";

export interface LockedCredits {
  plan: PlanId;
  isUnlimited: boolean;
  monthlyAllowance: number;
  period: CreditPeriod;
  /** The balance after this period's allowance was granted. */
  balance: number;
}

function planOf(value: string): PlanId {
  return value === "pro" || value === "enterprise" ? value : "free";
}

/**
 * Takes the workspace's credit lock inside `tx` and grants this period's allowance once
 * (idempotency key "monthly:<workspace>:<period start>"): the first period gets the full allowance
 * as a welcome grant, later ones top the balance up to the allowance (unused free credits do not
 * pile up). Call it first in any transaction that changes the workspace's balance. Like chargeCredits and
 * refundCredits it is a step of the caller's transaction, so it takes that transaction, not a
 * ServiceContext (decision 169, amendment).
 */
export async function lockCredits(
  tx: DbOrTx,
  input: { workspaceId: string; now?: Date },
): Promise<LockedCredits> {
  const { workspaceId, now = new Date() } = input;
  const account = await lockCreditAccount(tx, workspaceId);
  if (!account) throw new AppError("NOT_FOUND");
  const plan = planOf(account.plan);
  const monthlyAllowance = PLAN_CREDITS[plan];
  const isUnlimited = monthlyAllowance < 0;
  const period = creditPeriodAt(account.anchor, now);
  let balance = await sumBalance(tx, workspaceId);
  if (!isUnlimited) {
    const isFirstPeriod = period.start.getTime() === account.anchor.getTime();
    const amount = isFirstPeriod ? monthlyAllowance : Math.max(0, monthlyAllowance - balance);
    const granted = await insertTransaction(tx, {
      workspaceId,
      amount,
      kind: isFirstPeriod ? "grant" : "monthly",
      reason: isFirstPeriod
        ? `Welcome: ${monthlyAllowance} free credits for your first month (${plan} plan)`
        : `Monthly allowance of the ${plan} plan (${monthlyAllowance} credits)`,
      idempotencyKey: `monthly:${workspaceId}:${period.start.toISOString()}`,
      balanceAfter: balance + amount,
    });
    if (granted) balance += amount;
  }
  return { plan, isUnlimited, monthlyAllowance, period, balance };
}

/**
 * Spends `amount` credits inside `tx` (the caller's transaction that also creates what is paid
 * for), or refuses with 409 and the shortfall when the balance does not cover it. Unlimited plans
 * record a zero-amount line so the usage stays visible.
 */
export async function chargeCredits(
  tx: DbOrTx,
  input: {
    /** The workspace the batch is in: its balance pays. */
    workspaceId: string;
    amount: number;
    batchId: string;
    reason: string;
    /** The member who started the batch: recorded on the line. */
    actorUserId?: string;
  },
): Promise<{ charged: number; balanceAfter: number }> {
  const credits = await lockCredits(tx, { workspaceId: input.workspaceId });
  const charged = credits.isUnlimited ? 0 : input.amount;
  if (!credits.isUnlimited && credits.balance < input.amount) {
    throw new AppError("CONFLICT", insufficientCreditsMessage(input.amount, credits.balance), {
      errors: {
        credits: [insufficientCreditsMessage(input.amount, credits.balance)],
      },
    });
  }
  const balanceAfter = credits.balance - charged;
  await insertTransaction(tx, {
    workspaceId: input.workspaceId,
    amount: -charged,
    kind: "charge",
    reason: input.reason,
    batchId: input.batchId,
    actorUserId: input.actorUserId ?? null,
    idempotencyKey: `charge:${input.batchId}`,
    balanceAfter,
  });
  return { charged, balanceAfter };
}

/** Gives credits back (a resume that could not be read), once per idempotency key. */
export async function refundCredits(
  tx: DbOrTx,
  input: {
    /** The balance the charge was taken from (refundAccountOf). */
    workspaceId: string;
    amount: number;
    batchId: string | null;
    reason: string;
    idempotencyKey: string;
  },
): Promise<boolean> {
  if (input.amount <= 0) return false;
  const credits = await lockCredits(tx, { workspaceId: input.workspaceId });
  const line = await insertTransaction(tx, {
    workspaceId: input.workspaceId,
    amount: input.amount,
    kind: "refund",
    reason: input.reason,
    batchId: input.batchId,
    idempotencyKey: input.idempotencyKey,
    balanceAfter: credits.balance + input.amount,
  });
  return line !== null;
}

/** Adds credits from outside the analyzer (billing packs, admin grants), once per idempotency key. */
export async function grantCredits(
  ctx: Pick<ServiceContext, "db">,
  input: {
    workspaceId: string;
    amount: number;
    kind: Extract<CreditTransactionKind, "grant" | "purchase" | "adjustment">;
    reason: string;
    idempotencyKey: string;
  },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const credits = await lockCredits(tx, { workspaceId: input.workspaceId });
    if (credits.balance + input.amount < 0) {
      throw new AppError("CONFLICT", "The balance cannot go below zero.");
    }
    const line = await insertTransaction(tx, {
      workspaceId: input.workspaceId,
      amount: input.amount,
      kind: input.kind,
      reason: input.reason,
      batchId: null,
      idempotencyKey: input.idempotencyKey,
      balanceAfter: credits.balance + input.amount,
    });
    return line !== null;
  });
}

/**
 * The workspace's credits for reading: without a lock or a write when this period's allowance is
 * already granted (every request but the first of a period), else through lockCredits.
 */
async function readCredits(
  db: Database,
  workspaceId: string,
  now = new Date(),
): Promise<LockedCredits> {
  const account = await findCreditAccount(db, workspaceId);
  if (account) {
    const plan = planOf(account.plan);
    const monthlyAllowance = PLAN_CREDITS[plan];
    const period = creditPeriodAt(account.anchor, now);
    const isUnlimited = monthlyAllowance < 0;
    if (
      isUnlimited ||
      (await hasTransaction(db, `monthly:${workspaceId}:${period.start.toISOString()}`))
    ) {
      const balance = await sumBalance(db, workspaceId);
      return { plan, isUnlimited, monthlyAllowance, period, balance };
    }
  }
  return db.transaction((tx) => lockCredits(tx, { workspaceId, now }));
}

/**
 * The balance a batch's refund goes back to: the one its charge was taken from, else the batch's
 * workspace. They differ only for a batch charged before migration 0017, when a team workspace's
 * batches drew on its owner's account (now the owner's personal workspace, decision 197).
 */
export async function refundAccountOf(
  tx: DbOrTx,
  input: { workspaceId: string; batchId: string },
): Promise<string> {
  return (await findChargeAccount(tx, input.batchId)) ?? input.workspaceId;
}

/** GET /api/credits: the workspace's balance (shared by its members, decision 197). */
export async function getCreditBalance(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string },
): Promise<CreditBalance> {
  const credits = await readCredits(ctx.db, input.workspaceId);
  const usedCredits = await sumUsedSince(ctx.db, input.workspaceId, credits.period.start);
  return {
    availableCredits: credits.isUnlimited ? -1 : credits.balance,
    usedCredits,
    plan: credits.plan,
    monthlyAllowance: credits.monthlyAllowance,
    isUnlimited: credits.isUnlimited,
    resetsAt: credits.period.end.toISOString(),
  };
}

function toTransaction(row: CreditTransactionRow): CreditTransaction {
  return {
    id: row.id,
    amount: row.amount,
    kind: row.kind as CreditTransactionKind,
    reason: row.reason,
    batchId: row.batchId,
    balanceAfter: row.balanceAfter,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** GET /api/credits/transactions: newest first. */
export async function getCreditTransactions(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; page: number; pageSize: number; kind?: CreditTransactionKind },
): Promise<{ data: CreditTransaction[]; meta: PageMeta }> {
  // The first visit grants the welcome credits, so the list is never empty for a new workspace.
  await readCredits(ctx.db, input.workspaceId);
  const { rows, total } = await listTransactions(ctx.db, {
    workspaceId: input.workspaceId,
    kind: input.kind,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return paged(rows.map(toTransaction), { page: input.page, pageSize: input.pageSize, total });
}
