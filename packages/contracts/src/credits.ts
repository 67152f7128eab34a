import { z } from "zod";

/** Spec §8 credits messages (client store) and the server's refusal when a batch is not covered. */
export const CREDITS_MESSAGES = {
  sessionExpired: "Session expired. Please login again.",
  alreadyFetchingBalance: "Already fetching balance",
  alreadyFetchingTransactions: "Already fetching transactions",
  missingToken: "No authentication token found. Please login again.",
} as const;

/** The refusal of a batch the balance does not cover (HTTP 409, code CONFLICT). */
export function insufficientCreditsMessage(needed: number, available: number): string {
  const resumes = needed === 1 ? "1 credit" : `${needed} credits`;
  return `Not enough credits: this analysis needs ${resumes} (one per resume) and you have ${available}.`;
}

/** Query of every paginated list: 1-based page, page size up to 100. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** Sent beside `data` by paginated lists: `{ data: [...], meta }`. */
export const pageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const creditPlanSchema = z.enum(["free", "pro", "enterprise"]);

/**
 * GET /api/credits -> { data }. `availableCredits` is -1 for an unlimited (enterprise) plan.
 * `usedCredits` counts resumes charged (net of refunds) in the current month.
 */
export const creditBalanceSchema = z.object({
  availableCredits: z.number().int(),
  usedCredits: z.number().int(),
  plan: creditPlanSchema,
  monthlyAllowance: z.number().int(),
  isUnlimited: z.boolean(),
  /** ISO date-time when the next monthly allowance is granted. */
  resetsAt: z.string(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const creditTransactionKindSchema = z.enum([
  "grant",
  "monthly",
  "charge",
  "refund",
  "purchase",
  "adjustment",
]);
export type CreditTransactionKind = z.infer<typeof creditTransactionKindSchema>;

/** One ledger line: positive amounts add credits, negative ones spend them. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  kind: creditTransactionKindSchema,
  reason: z.string(),
  batchId: z.string().nullable(),
  /** Balance right after this line (ledger order). */
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const creditTransactionsQuerySchema = paginationQuerySchema.extend({
  kind: creditTransactionKindSchema.optional(),
});
export type CreditTransactionsQuery = z.infer<typeof creditTransactionsQuerySchema>;

/** GET /api/credits/transactions -> { data: CreditTransaction[], meta } (newest first). */
export const creditTransactionsResponseSchema = z.object({
  data: z.array(creditTransactionSchema),
  meta: pageMetaSchema,
});
export type CreditTransactionsResponse = z.infer<typeof creditTransactionsResponseSchema>;

/** Path constants of spec §7 (relative to the API base `/api`). */
export const CREDITS_PATHS = {
  balance: "/credits",
  transactions: "/credits/transactions",
  add: "/credits/add",
  history: "/credits/history",
} as const;
