import {
  CREDITS_PATHS,
  type CreditTransaction,
  creditTransactionSchema,
} from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

const transactionListSchema = creditTransactionSchema.array();

/** GET /api/credits/transactions: the newest ledger lines (spec §7: the response data is the list). */
export async function getCreditTransactions(
  client: ApiClient = api,
  pageSize = 100,
): Promise<CreditTransaction[]> {
  const data = await client.get<unknown>(`${CREDITS_PATHS.transactions}?pageSize=${pageSize}`, {
    toastOnError: false,
  });
  return transactionListSchema.parse(data);
}
