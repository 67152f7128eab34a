import { type Subscription, subscriptionSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/billing/subscription: the plan, its period and what happens at its end. */
export async function getSubscription(client: ApiClient = api): Promise<Subscription> {
  return subscriptionSchema.parse(await client.get<unknown>("/billing/subscription"));
}

export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: ["billing", "subscription"],
    queryFn: () => getSubscription(),
    staleTime: 0,
  });
}

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
