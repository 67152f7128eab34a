import type { Profile } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/user/profile. */
export function getProfile(client: ApiClient = api): Promise<Profile> {
  // The page says 'Failed to fetch profile' itself (spec §8).
  return client.get<Profile>("/user/profile", { toastOnError: false });
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ["user", "profile"], queryFn: () => getProfile(), retry: false });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
