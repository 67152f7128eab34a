import {
  CANDIDATE_MESSAGES,
  CANDIDATE_PATHS,
  type CandidateJobStageDetail,
  type CandidateStage,
  candidateJobStageDetailSchema,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getCandidateQueryOptions } from "./get-candidate";

/** PUT /api/candidates/:id/stages/:jobDescriptionId { stage }. */
export async function changeStage(
  input: { candidateId: string; jobDescriptionId: string; stage: CandidateStage },
  client: ApiClient = api,
): Promise<CandidateJobStageDetail> {
  return candidateJobStageDetailSchema.parse(
    await client.put<unknown>(CANDIDATE_PATHS.stage(input.candidateId, input.jobDescriptionId), {
      stage: input.stage,
    }),
  );
}

export function useChangeStage(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { jobDescriptionId: string; stage: CandidateStage }) =>
      changeStage({ candidateId, ...input }),
    onSuccess: () => {
      notify.success(CANDIDATE_MESSAGES.stageChanged, { duration: 2500 });
      void queryClient.invalidateQueries({
        queryKey: getCandidateQueryOptions(candidateId).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: ["candidates", "list"] });
      // The analyzer's review status and the decision log follow the stage.
      void queryClient.invalidateQueries({ queryKey: ["batches"] });
      void queryClient.invalidateQueries({ queryKey: ["decisions"] });
    },
  });
}
