import {
  type CreateJobDescriptionInput,
  JOB_DESCRIPTION_MESSAGES,
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
} from "@hirelens/contracts";
import { useMutation } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/job-descriptions: keeps the generated JD as a job description resumes can be ranked against. */
export async function saveJobDescription(
  input: CreateJobDescriptionInput,
  client: ApiClient = api,
): Promise<JobDescription> {
  return jobDescriptionSchema.parse(
    await client.post<unknown>(JOB_DESCRIPTION_PATHS.create, input),
  );
}

export function useSaveJobDescription() {
  return useMutation({
    mutationFn: (input: CreateJobDescriptionInput) => saveJobDescription(input),
    onSuccess: () => notify.success(JOB_DESCRIPTION_MESSAGES.created),
  });
}
