import {
  ANALYSIS_PATHS,
  type BatchDetail,
  type BatchDetailQuery,
  batchDetailSchema,
} from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";
import { isBatchLive } from "../lib/live-batches";

function toSearch(query: BatchDetailQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/resume-analysis/batches/:id: the batch and its ranked candidates. 404 for anyone else's. */
export async function getBatch(
  id: string,
  query: BatchDetailQuery = {},
  client: ApiClient = api,
): Promise<BatchDetail> {
  const data = await client.get<unknown>(`${ANALYSIS_PATHS.batch(id)}${toSearch(query)}`, {
    toastOnError: false,
  });
  return batchDetailSchema.parse(data);
}

export function getBatchQueryOptions(id: string, query: BatchDetailQuery = {}) {
  return queryOptions({
    queryKey: ["batches", id, query],
    queryFn: () => getBatch(id, query),
    retry: false,
    staleTime: 0,
  });
}

/**
 * Live updates come over the realtime channel; a slow poll is the safety net while a batch runs and
 * its stream is not open (connecting, reconnecting, or a browser without it).
 */
export const RUNNING_BATCH_POLL_MS = 5_000;

export function useBatch(id: string | null, query: BatchDetailQuery = {}) {
  return useQuery({
    ...getBatchQueryOptions(id ?? "", query),
    enabled: Boolean(id),
    placeholderData: (previous) => previous,
    refetchInterval: (current) =>
      current.state.data && current.state.data.status !== "completed" && !isBatchLive(id ?? "")
        ? RUNNING_BATCH_POLL_MS
        : false,
  });
}
