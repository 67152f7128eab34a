import { CREDITS_PATHS, type CreditBalance, creditBalanceSchema } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/credits: the balance (spec §7). Errors are shown by the credits store, not as toasts. */
export async function getCreditBalance(client: ApiClient = api): Promise<CreditBalance> {
  const data = await client.get<unknown>(CREDITS_PATHS.balance, { toastOnError: false });
  return creditBalanceSchema.parse(data);
}
