import { ANALYSIS_MESSAGES, ANALYSIS_PATHS } from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getBatchesQueryOptions } from "./get-batches";

/** DELETE /api/resume-analysis/batches/:id: the batch, its results and its files. */
export async function deleteBatch(id: string, client: ApiClient = api): Promise<void> {
  await client.delete<unknown>(ANALYSIS_PATHS.batch(id));
}

export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBatch(id),
    onSuccess: () => {
      notify.success(ANALYSIS_MESSAGES.deleted);
      void queryClient.invalidateQueries({ queryKey: getBatchesQueryOptions().queryKey });
    },
  });
}
