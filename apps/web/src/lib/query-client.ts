import { QUERY_DEFAULTS } from "@hirelens/contracts/constants";
import { QueryClient } from "@tanstack/react-query";

/** Spec §9 data-fetch defaults: retry twice, fresh 5 min, kept 10 min, no automatic refetches. */
export const queryDefaultOptions = {
  queries: {
    retry: QUERY_DEFAULTS.retry,
    staleTime: QUERY_DEFAULTS.staleTimeMs,
    gcTime: QUERY_DEFAULTS.gcTimeMs,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaultOptions });
}
