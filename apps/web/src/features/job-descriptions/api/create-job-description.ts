import {
  type CreateJobDescriptionInput,
  JOB_DESCRIPTION_MESSAGES,
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
} from "@hirelens/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";
import { getJobDescriptionsQueryOptions } from "./get-job-descriptions";

/** POST /api/job-descriptions: the engine parses the requirements on save. */
export async function createJobDescription(
  input: CreateJobDescriptionInput,
  client: ApiClient = api,
): Promise<JobDescription> {
  return jobDescriptionSchema.parse(
    await client.post<unknown>(JOB_DESCRIPTION_PATHS.create, input),
  );
}

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
