import {
  type ErasureResult,
  erasureResultSchema,
  RETENTION_MESSAGES,
  RETENTION_PATHS,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchQueryOptions } from "./get-batch";
import { getCandidateQueryOptions } from "./get-candidate";

/** POST /api/retention/candidates/:id/erase: the candidate's data goes; the log keeps the fact. */
export async function eraseCandidate(id: string, client: ApiClient = api): Promise<ErasureResult> {
  return erasureResultSchema.parse(
    await client.post<unknown>(RETENTION_PATHS.eraseCandidate(id), {}),
  );
}

export function useEraseCandidate(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => eraseCandidate(id),
    onSuccess: (result) => {
      notify.success(RETENTION_MESSAGES.erased);
      // Both views of the candidate (named and anonymised) are gone: drop them, do not refetch.
      queryClient.removeQueries({
        queryKey: getCandidateQueryOptions(result.candidateId, false).queryKey.slice(0, 2),
      });
      void queryClient.invalidateQueries({
        queryKey: getBatchQueryOptions(batchId).queryKey.slice(0, 2),
      });
    },
  });
}
