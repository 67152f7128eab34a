import { type CreateJobDescriptionInput, JOB_DESCRIPTION_MESSAGES } from "@hirelens/contracts";
import { useMutation } from "@tanstack/react-query";
import { notify } from "@/components/ui/notifications/notifications-store";
import { createJobDescription } from "@/lib/job-descriptions-api";

/** Keeps the generated JD as a job description resumes can be ranked against. */
export function useSaveJobDescription() {
  return useMutation({
    mutationFn: (input: CreateJobDescriptionInput) => createJobDescription(input),
    onSuccess: () => notify.success(JOB_DESCRIPTION_MESSAGES.created),
  });
}
