import { JOB_DESCRIPTION_MESSAGES, JOB_DESCRIPTION_PATHS } from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getJobDescriptionsQueryOptions } from "./get-job-descriptions";

/** DELETE /api/job-descriptions/:id. */
export async function deleteJobDescription(id: string, client: ApiClient = api): Promise<void> {
  await client.delete<unknown>(JOB_DESCRIPTION_PATHS.byId(id));
}

export function useDeleteJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteJobDescription(id),
    onSuccess: () => {
      notify.success(JOB_DESCRIPTION_MESSAGES.deleted);
      void queryClient.invalidateQueries({ queryKey: getJobDescriptionsQueryOptions().queryKey });
    },
  });
}
