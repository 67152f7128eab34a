import {
  CREDITS_PATHS,
  creditBalanceSchema,
  type PlanFeature,
  type PlanKey,
  planAllows,
} from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/**
 * The plan of the active workspace (decision 197: a plan belongs to a workspace), read from
 * GET /api/credits, which every member may read and which names the plan the server's
 * plan-feature check reads.
 */
export async function getWorkspacePlan(client: ApiClient = api): Promise<PlanKey> {
  const balance = creditBalanceSchema.parse(
    await client.get<unknown>(CREDITS_PATHS.balance, { toastOnError: false }),
  );
  return balance.plan;
}

export function getWorkspacePlanQueryOptions() {
  // Fresh for 30 s: a user who just subscribed sees Pro's controls on the next screen. Switching
  // workspace clears the query cache, so another workspace's plan is read anew.
  return queryOptions({
    queryKey: ["workspace", "plan"],
    queryFn: () => getWorkspacePlan(),
    staleTime: 30_000,
  });
}

/**
 * Whether the active workspace's plan includes `feature` (issue 10). True while the plan loads or
 * when it cannot be read: the server refuses what the plan lacks, so the hint is a courtesy.
 */
export function usePlanAllows(feature: PlanFeature): boolean {
  const { data } = useQuery(getWorkspacePlanQueryOptions());
  return data === undefined ? true : planAllows(data, feature);
}
