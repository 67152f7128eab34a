import {
  ANALYSIS_MESSAGES,
  ANALYSIS_PATHS,
  type BatchDetail,
  batchDetailSchema,
  type RescoreRequest,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchQueryOptions } from "./get-batch";

/**
 * POST /api/resume-analysis/batches/:id/rescore: every scored resume scored again against the
 * edited requirements, from its stored reading: no upload, no charge. The form shows failures
 * inline (field by field), so no error toast.
 */
export async function rescoreBatch(
  id: string,
  input: RescoreRequest,
  client: ApiClient = api,
): Promise<BatchDetail> {
  return batchDetailSchema.parse(
    await client.post<unknown>(ANALYSIS_PATHS.rescore(id), input, {
      toastOnError: false,
      // Re-scoring 50 resumes on a busy server can take a while: past the default 30 s.
      timeoutMs: 120_000,
    }),
  );
}

export function useRescoreBatch(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescoreRequest) => rescoreBatch(batchId, input),
    onSuccess: (batch) => {
      notify.success(ANALYSIS_MESSAGES.rescored);
      queryClient.setQueryData(getBatchQueryOptions(batchId).queryKey, batch);
      void queryClient.invalidateQueries({
        queryKey: getBatchQueryOptions(batchId).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({ queryKey: ["candidates"] });
    },
  });
}
