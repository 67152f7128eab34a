import { type PlanFeature, type PlanKey, planAllows, planIdSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/auth/me, read for the plan only (what the server's plan-feature check reads). */
export async function getMyPlan(client: ApiClient = api): Promise<PlanKey> {
  const me = await client.get<{ plan?: unknown }>("/auth/me", { toastOnError: false });
  const parsed = planIdSchema.safeParse(me.plan);
  return parsed.success ? parsed.data : "free";
}

export function getMyPlanQueryOptions() {
  // Fresh for 30 s: a user who just subscribed sees Pro's controls on the next screen.
  return queryOptions({ queryKey: ["me", "plan"], queryFn: () => getMyPlan(), staleTime: 30_000 });
}

/**
 * Whether the signed-in user's plan includes `feature` (issue 10). True while the plan loads or
 * when it cannot be read: the server refuses what the plan lacks, so the hint is a courtesy.
 */
export function usePlanAllows(feature: PlanFeature): boolean {
  const { data } = useQuery(getMyPlanQueryOptions());
  return data === undefined ? true : planAllows(data, feature);
}
