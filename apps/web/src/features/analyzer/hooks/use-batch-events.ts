import { type CandidateStatus, REALTIME_PATHS, type RealtimeEvent } from "@hirelens/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { API_BASE_URL } from "@/config/env";
import { readStoredToken } from "@/lib/auth-storage";
import { getBatchQueryOptions } from "../api/get-batch";
import { applyBatchEventToCache } from "../lib/apply-batch-event";
import { openRealtime, type RealtimeStatus } from "../lib/realtime-client";

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
 * are not replayed), when the batch is done, and for an event without its row.
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
    const onEvent = (event: RealtimeEvent) => {
      if (event.batchId && event.batchId !== batchId) return;
      if (event.type === "ready") refetchSoon(0);
      if (event.candidateId && event.status) {
        const id = event.candidateId;
        setFiles((current) => ({
          ...current,
          [id]: {
            status: event.status ?? "queued",
            score: event.score,
            message: event.message,
            fileName: event.fileName,
          },
        }));
      }
      if (event.type === "file.scored" || event.type === "file.failed") {
        if (applyBatchEventToCache(queryClient, viewKey, event)) {
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
      if (event.type === "batch.done" || event.type === "batch.reranked") refetchSoon(0);
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
      },
    });
    return () => {
      connection.close();
      clearTimeout(refetchTimer.current);
      refetchTimer.current = undefined;
    };
  }, [batchId, isActive, isAnonymised, queryClient]);

  return { files, status, retryInMs };
}
