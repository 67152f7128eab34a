import {
  ANALYSIS_MESSAGES,
  ANALYSIS_PATHS,
  type BatchDetail,
  batchDetailSchema,
  type ScoreWeights,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchQueryOptions } from "./get-batch";

/** POST /api/resume-analysis/batches/:id/rerank: new weights, new ranking, no upload, no charge. */
export async function rerankBatch(
  id: string,
  weights: ScoreWeights,
  client: ApiClient = api,
): Promise<BatchDetail> {
  return batchDetailSchema.parse(
    await client.post<unknown>(ANALYSIS_PATHS.rerank(id), { weights }),
  );
}

export function useRerankBatch(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: ScoreWeights) => rerankBatch(batchId, weights),
    onSuccess: () => {
      notify.success(ANALYSIS_MESSAGES.reranked);
      void queryClient.invalidateQueries({
        queryKey: getBatchQueryOptions(batchId).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({ queryKey: ["candidates"] });
    },
  });
}
