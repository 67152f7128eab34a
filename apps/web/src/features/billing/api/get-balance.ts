import { CREDITS_PATHS, type CreditBalance, creditBalanceSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/credits, for the plan card: what is left of this period's allowance. */
export async function getBalance(client: ApiClient = api): Promise<CreditBalance> {
  return creditBalanceSchema.parse(await client.get<unknown>(CREDITS_PATHS.balance));
}

export function getBalanceQueryOptions() {
  return queryOptions({
    queryKey: ["billing", "balance"],
    queryFn: () => getBalance(),
    staleTime: 0,
  });
}

export function useBalance() {
  return useQuery(getBalanceQueryOptions());
}
