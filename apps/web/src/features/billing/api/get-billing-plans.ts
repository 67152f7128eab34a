import { type BillingPlans, billingPlansSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/billing/plans: plans, top-up packs and which payment provider is active. */
export async function getBillingPlans(client: ApiClient = api): Promise<BillingPlans> {
  return billingPlansSchema.parse(await client.get<unknown>("/billing/plans"));
}

export function getBillingPlansQueryOptions() {
  return queryOptions({ queryKey: ["billing", "plans"], queryFn: () => getBillingPlans() });
}

export function useBillingPlans() {
  return useQuery(getBillingPlansQueryOptions());
}
