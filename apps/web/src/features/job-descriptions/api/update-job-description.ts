import {
  JOB_DESCRIPTION_MESSAGES,
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
  type UpdateJobDescriptionInput,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getJobDescriptionsQueryOptions } from "./get-job-descriptions";

/** PATCH /api/job-descriptions/:id: text, details, requirement overrides, weights. */
export async function updateJobDescription(
  id: string,
  input: UpdateJobDescriptionInput,
  client: ApiClient = api,
): Promise<JobDescription> {
  return jobDescriptionSchema.parse(
    await client.patch<unknown>(JOB_DESCRIPTION_PATHS.byId(id), input),
  );
}

export function useUpdateJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateJobDescriptionInput }) =>
      updateJobDescription(id, input),
    onSuccess: () => {
      notify.success(JOB_DESCRIPTION_MESSAGES.updated);
      void queryClient.invalidateQueries({ queryKey: getJobDescriptionsQueryOptions().queryKey });
    },
  });
}
