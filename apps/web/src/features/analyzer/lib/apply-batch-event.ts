import type { BatchDetail, RealtimeEvent } from "@hirelens/contracts";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * The batch after one finished file, from what its event carries (the candidate's table row, every
 * ranked candidate's new rank, the batch counts); null when the event carries none of it or the
 * cached batch does not hold the candidate, so the caller reads the batch again instead.
 */
export function applyCandidateEvent(batch: BatchDetail, event: RealtimeEvent): BatchDetail | null {
  const { candidate, ranks, batch: counts } = event;
  if (!candidate || !ranks || !counts || counts.id !== batch.id) return null;
  if (!batch.candidates.some((row) => row.id === candidate.id)) return null;
  return {
    ...batch,
    ...counts,
    candidates: batch.candidates.map((row) => {
      if (row.id === candidate.id) return candidate;
      const rank = ranks[row.id] ?? null;
      return rank === row.rank ? row : { ...row, rank };
    }),
  };
}

/**
 * Applies a file.scored / file.failed event to the cached batch of `key` (the page's view).
 * Returns false when it could not (nothing cached, or the event without its row): read the batch.
 */
export function applyBatchEventToCache(
  queryClient: QueryClient,
  key: QueryKey,
  event: RealtimeEvent,
): boolean {
  return applyBatchEventsToCache(queryClient, key, [event]);
}

/**
 * Applies several finished-file events, in their order, to the cached batch of `key` in ONE cache
 * update (one render of the page however many files finished meanwhile). Returns false when any of
 * them could not be applied: the cache is left as it was and the caller reads the batch instead.
 */
export function applyBatchEventsToCache(
  queryClient: QueryClient,
  key: QueryKey,
  events: readonly RealtimeEvent[],
): boolean {
  if (events.length === 0) return true;
  let next = queryClient.getQueryData<BatchDetail>(key) ?? null;
  for (const event of events) {
    if (!next) return false;
    next = applyCandidateEvent(next, event);
  }
  if (!next) return false;
  queryClient.setQueryData<BatchDetail>(key, next);
  return true;
}
