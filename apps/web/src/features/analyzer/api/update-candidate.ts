import {
  ANALYSIS_MESSAGES,
  ANALYSIS_PATHS,
  type CandidateSummary,
  candidateSummarySchema,
  type UpdateCandidate,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchQueryOptions } from "./get-batch";
import { getCandidateQueryOptions } from "./get-candidate";

/** PATCH /api/resume-analysis/:id: shortlist / reject / notes. */
export async function updateCandidate(
  id: string,
  input: UpdateCandidate,
  client: ApiClient = api,
): Promise<CandidateSummary> {
  return candidateSummarySchema.parse(
    await client.patch<unknown>(ANALYSIS_PATHS.candidate(id), input),
  );
}

export function useUpdateCandidate(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateCandidate & { id: string }) => updateCandidate(id, input),
    onSuccess: (candidate) => {
      notify.success(ANALYSIS_MESSAGES.updated, { duration: 2500 });
      void queryClient.invalidateQueries({
        queryKey: getBatchQueryOptions(batchId).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({
        queryKey: getCandidateQueryOptions(candidate.id, false).queryKey.slice(0, 2),
      });
      // A review change or note is in the decision log now.
      void queryClient.invalidateQueries({ queryKey: ["decisions"] });
    },
  });
}
