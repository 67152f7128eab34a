import { ANALYSIS_PATHS, type BatchSummary, batchSummarySchema } from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

export type BatchesQuery = { q?: string; page?: number; pageSize?: number };

/** GET /api/resume-analysis/batches?q=&page=&pageSize=: the user's batches, newest first. */
export async function getBatches(
  query: BatchesQuery = {},
  client: ApiClient = api,
): Promise<BatchSummary[]> {
  const params = new URLSearchParams({
    page: String(query.page ?? 1),
    pageSize: String(query.pageSize ?? 20),
  });
  if (query.q) params.set("q", query.q);
  const data = await client.get<unknown>(`${ANALYSIS_PATHS.batches}?${params}`);
  return batchSummarySchema.array().parse(data);
}

export function getBatchesQueryOptions(query: BatchesQuery = {}) {
  return queryOptions({
    queryKey: query.q || query.page ? ["batches", "history", query] : ["batches", "history"],
    queryFn: () => getBatches(query),
  });
}

export function useBatches(query: BatchesQuery) {
  return useQuery({
    ...getBatchesQueryOptions(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
