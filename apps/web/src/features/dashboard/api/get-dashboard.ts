import { DASHBOARD_PATHS, type Dashboard, dashboardSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/dashboard: the signed-in user's numbers, charts and recent analyses. */
export async function getDashboard(client: ApiClient = api): Promise<Dashboard> {
  return dashboardSchema.parse(await client.get<unknown>(DASHBOARD_PATHS.dashboard));
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: ["dashboard"], queryFn: () => getDashboard() });
}

export function useDashboard() {
  return useQuery({ ...getDashboardQueryOptions(), staleTime: 0, refetchOnMount: "always" });
}
