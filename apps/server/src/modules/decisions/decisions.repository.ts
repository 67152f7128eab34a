import type { DecisionAction } from "@hirelens/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { decisionLog } from "../../db/schema/index.ts";

export type DecisionRow = typeof decisionLog.$inferSelect;

export interface DecisionEntry {
  userId: string;
  /** Null for the engine. */
  actorId: string | null;
  actorLabel: string;
  batchId?: string | null;
  candidateId?: string | null;
  action: DecisionAction;
  engineVersion?: string | null;
  requirementsVersion?: number | null;
  fileSha256?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends one entry; run it in the transaction of the change it records, so neither exists alone. */
export async function insertDecision(db: DbOrTx, entry: DecisionEntry): Promise<DecisionRow> {
  const [row] = await db
    .insert(decisionLog)
    .values({ ...entry, detail: entry.detail ?? {} })
    .returning();
  if (!row) throw new Error("decision log insert returned no row");
  return row;
}

/** The entries of one batch of the account, oldest first. */
export async function listBatchDecisions(
  db: DbOrTx,
  userId: string,
  batchId: string,
): Promise<DecisionRow[]> {
  return db
    .select()
    .from(decisionLog)
    .where(and(eq(decisionLog.userId, userId), eq(decisionLog.batchId, batchId)))
    .orderBy(asc(decisionLog.createdAt), asc(decisionLog.id));
}
