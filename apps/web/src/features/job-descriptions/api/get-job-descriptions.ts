import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJobDescriptions } from "@/lib/job-descriptions-api";
import type { PageQuery } from "@/lib/paginated-list";

export function getJobDescriptionsQueryOptions(query: PageQuery = {}) {
  return queryOptions({
    queryKey: query.q || query.page ? ["job-descriptions", query] : ["job-descriptions"],
    queryFn: () => getJobDescriptions(query),
  });
}

export function useJobDescriptions(query: PageQuery) {
  return useQuery({
    ...getJobDescriptionsQueryOptions(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
