import {
  type BatchDetail,
  batchDetailSchema,
  DECISION_MESSAGES,
  DECISION_PATHS,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchQueryOptions } from "./get-batch";

/** PUT /api/resume-analysis/batches/:id/ranking { rankingEnabled }: off = documents only. */
export async function switchRanking(
  batchId: string,
  rankingEnabled: boolean,
  client: ApiClient = api,
): Promise<BatchDetail> {
  return batchDetailSchema.parse(
    await client.put<unknown>(DECISION_PATHS.ranking(batchId), { rankingEnabled }),
  );
}

export function useSwitchRanking(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rankingEnabled: boolean) => switchRanking(batchId, rankingEnabled),
    onSuccess: (_batch, rankingEnabled) => {
      notify.success(
        rankingEnabled ? DECISION_MESSAGES.rankingTurnedOn : DECISION_MESSAGES.rankingTurnedOff,
      );
      void queryClient.invalidateQueries({
        queryKey: getBatchQueryOptions(batchId).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({ queryKey: ["candidates"] });
      void queryClient.invalidateQueries({ queryKey: ["decisions"] });
    },
  });
}
