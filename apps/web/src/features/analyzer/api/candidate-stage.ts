import {
  CANDIDATE_MESSAGES,
  CANDIDATE_PATHS,
  type CandidateJobStageDetail,
  type CandidateStage,
  candidateJobStageDetailSchema,
  type ReviewStatus,
} from "@hirelens/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchQueryOptions } from "./get-batch";

/** GET /api/candidates/results/:id/stage: the result's person's stage for the batch's job. */
export async function getResultStage(
  resultId: string,
  client: ApiClient = api,
): Promise<CandidateJobStageDetail> {
  return candidateJobStageDetailSchema.parse(
    await client.get<unknown>(CANDIDATE_PATHS.resultStage(resultId), { toastOnError: false }),
  );
}

/** Keyed by the review status too: a Shortlist / Reject click moves the stage on the server. */
export function getResultStageQueryOptions(resultId: string, reviewStatus: ReviewStatus) {
  return queryOptions({
    queryKey: ["candidate-stage", resultId, reviewStatus],
    queryFn: () => getResultStage(resultId),
    retry: false,
  });
}

export function useResultStage(resultId: string, reviewStatus: ReviewStatus) {
  return useQuery({ ...getResultStageQueryOptions(resultId, reviewStatus), staleTime: 0 });
}

/** PUT /api/candidates/results/:id/stage { stage }. */
export async function changeResultStage(
  resultId: string,
  stage: CandidateStage,
  client: ApiClient = api,
): Promise<CandidateJobStageDetail> {
  return candidateJobStageDetailSchema.parse(
    await client.put<unknown>(CANDIDATE_PATHS.resultStage(resultId), { stage }),
  );
}

export function useChangeResultStage(resultId: string, batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stage: CandidateStage) => changeResultStage(resultId, stage),
    onSuccess: () => {
      notify.success(CANDIDATE_MESSAGES.stageChanged, { duration: 2500 });
      // The stage sets the review status of the person's results: the table and drawer read it.
      void queryClient.invalidateQueries({ queryKey: ["candidate-stage", resultId] });
      void queryClient.invalidateQueries({
        queryKey: getBatchQueryOptions(batchId).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({ queryKey: ["candidates"] });
      void queryClient.invalidateQueries({ queryKey: ["decisions"] });
    },
  });
}
