import {
  type BandOverrideRequest,
  type CandidateDetail,
  candidateDetailSchema,
  DECISION_MESSAGES,
  DECISION_PATHS,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchQueryOptions } from "./get-batch";
import { getCandidateQueryOptions } from "./get-candidate";

/** POST /api/resume-analysis/:id/band-override { band, reason }: band null removes the override. */
export async function overrideBand(
  candidateId: string,
  input: BandOverrideRequest,
  client: ApiClient = api,
): Promise<CandidateDetail> {
  return candidateDetailSchema.parse(
    await client.post<unknown>(DECISION_PATHS.bandOverride(candidateId), input),
  );
}

export function useOverrideBand(batchId: string, candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BandOverrideRequest) => overrideBand(candidateId, input),
    onSuccess: (_detail, input) => {
      notify.success(input.band ? DECISION_MESSAGES.overridden : DECISION_MESSAGES.overrideCleared);
      void queryClient.invalidateQueries({
        queryKey: getBatchQueryOptions(batchId).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({
        queryKey: getCandidateQueryOptions(candidateId, false).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({ queryKey: ["decisions"] });
    },
  });
}
