import { type CreateJobDescriptionInput, JOB_DESCRIPTION_MESSAGES } from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { createJobDescription } from "@/lib/job-descriptions-api";
import { getJobDescriptionsQueryOptions } from "./get-job-descriptions";

export function useCreateJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateJobDescriptionInput) => createJobDescription(input),
    onSuccess: () => {
      notify.success(JOB_DESCRIPTION_MESSAGES.created);
      void queryClient.invalidateQueries({ queryKey: getJobDescriptionsQueryOptions().queryKey });
    },
  });
}
