import { type CandidateStatus, REALTIME_PATHS, type RealtimeEvent } from "@hirelens/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { API_BASE_URL } from "@/config/env";
import { readStoredToken } from "@/lib/auth-storage";
import { getBatchQueryOptions } from "../api/get-batch";
import { applyBatchEventsToCache } from "../lib/apply-batch-event";
import { createEventBuffer } from "../lib/event-buffer";
import { isBatchLive, setBatchLive } from "../lib/live-batches";
import { openRealtime, type RealtimeStatus } from "../lib/realtime-client";

/**
 * Longest an event waits to be applied with the ones after it. Each group costs a render of the
 * batch view (script, layout, paint: about 15-30 ms of the browser's CPU for 50 files); 400 ms
 * keeps the page live (2-3 updates a second) with a third of the renders of 150 ms. The end of the
 * batch is applied at once.
 */
const EVENT_FLUSH_MS = 400;

export type LiveFile = {
  status: CandidateStatus;
  score?: number | null;
  message?: string;
  fileName?: string;
};

/**
 * Live progress of one batch over the realtime channel. A finished file's event carries its table
 * row, the new ranks and the batch counts: they go into the cached batch of the page's view, so the
 * batch is not downloaded again per file. The batch is read again after every (re)connect (events
 * are not replayed), when the batch is done, and for an event without its row. Events are applied
 * in groups (one render per group), and while the stream is open the page does not poll.
 */
export function useBatchEvents(batchId: string | null, isActive: boolean, isAnonymised = false) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Record<string, LiveFile>>({});
  const [status, setStatus] = useState<RealtimeStatus>("closed");
  const [retryInMs, setRetryInMs] = useState<number | undefined>();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!batchId || !isActive) return;
    const batchKey = getBatchQueryOptions(batchId).queryKey.slice(0, 2);
    const view = { anonymised: isAnonymised ? "true" : "false" } as const;
    const viewKey = getBatchQueryOptions(batchId, view).queryKey;
    const refetchSoon = (delay = 300) => {
      if (refetchTimer.current) return;
      refetchTimer.current = setTimeout(() => {
        refetchTimer.current = undefined;
        void queryClient.invalidateQueries({ queryKey: batchKey });
      }, delay);
    };
    // Events are applied in groups (at most every EVENT_FLUSH_MS): one cache update and one render
    // for however many files finished meanwhile, not one render of the whole page per event.
    const applyEvents = (events: RealtimeEvent[]) => {
      const changes: Record<string, LiveFile> = {};
      const finished: RealtimeEvent[] = [];
      let mustRead = false;
      for (const event of events) {
        if (event.type === "ready") mustRead = true;
        if (event.candidateId && event.status) {
          changes[event.candidateId] = {
            status: event.status ?? "queued",
            score: event.score,
            message: event.message,
            fileName: event.fileName,
          };
        }
        if (event.type === "file.scored" || event.type === "file.failed") finished.push(event);
        if (event.type === "batch.done" || event.type === "batch.reranked") mustRead = true;
      }
      if (Object.keys(changes).length > 0) setFiles((current) => ({ ...current, ...changes }));
      if (finished.length > 0) {
        if (applyBatchEventsToCache(queryClient, viewKey, finished)) {
          // The other view (blind review or not) is read afresh when it is shown.
          const otherView = { anonymised: isAnonymised ? "false" : "true" } as const;
          void queryClient.invalidateQueries({
            queryKey: getBatchQueryOptions(batchId, otherView).queryKey,
            refetchType: "none",
          });
        } else {
          refetchSoon();
        }
      }
      if (mustRead) refetchSoon(0);
    };
    const buffer = createEventBuffer<RealtimeEvent>({
      delayMs: EVENT_FLUSH_MS,
      flush: applyEvents,
      // The stream (re)opened or the batch ended: nothing to wait for.
      isUrgent: (event) => event.type === "ready" || event.type === "batch.done",
    });
    const onEvent = (event: RealtimeEvent) => {
      if (event.batchId && event.batchId !== batchId) return;
      if (event.type === "heartbeat") return;
      buffer.push(event);
    };
    const connection = openRealtime({
      url: `${API_BASE_URL}${REALTIME_PATHS.events}?batchId=${encodeURIComponent(batchId)}&anonymised=${view.anonymised}`,
      getToken: () => readStoredToken(),
      onEvent,
      // The session is gone: the refetch meets the same 401, and the API client signs out (spec §8).
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: batchKey }),
      onStatus: (next, retry) => {
        setStatus(next);
        setRetryInMs(retry);
        const wasLive = isBatchLive(batchId);
        setBatchLive(batchId, next === "open");
        // The stream dropped: what it missed is read now, and the batch is polled until it is back.
        if (wasLive && next !== "open") refetchSoon(0);
      },
    });
    return () => {
      buffer.close();
      setBatchLive(batchId, false);
      connection.close();
      clearTimeout(refetchTimer.current);
      refetchTimer.current = undefined;
    };
  }, [batchId, isActive, isAnonymised, queryClient]);

  return { files, status, retryInMs };
}
