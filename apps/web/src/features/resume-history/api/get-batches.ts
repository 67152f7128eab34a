import { ANALYSIS_PATHS, type BatchSummary, batchSummarySchema } from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";
import { fetchPage, type Page, type PageQuery } from "@/lib/paginated-list";

/** GET /api/resume-analysis/batches?q=&page=&pageSize=: the user's batches, newest first. */
export async function getBatches(
  query: PageQuery = {},
  client: ApiClient = api,
): Promise<Page<BatchSummary>> {
  return fetchPage(client, ANALYSIS_PATHS.batches, query, batchSummarySchema);
}

export function getBatchesQueryOptions(query: PageQuery = {}) {
  return queryOptions({
    queryKey: query.q || query.page ? ["batches", "history", query] : ["batches", "history"],
    queryFn: () => getBatches(query),
  });
}

export function useBatches(query: PageQuery) {
  return useQuery({
    ...getBatchesQueryOptions(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
