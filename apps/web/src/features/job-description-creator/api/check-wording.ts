import { JOB_DESCRIPTION_PATHS, type WordingIssue, wordingIssueSchema } from "@hirelens/contracts";
import { useMutation } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/job-descriptions/check-wording: gender-coded and exclusionary phrases with suggestions. */
export async function checkWording(text: string, client: ApiClient = api): Promise<WordingIssue[]> {
  const data = await client.post<unknown>(JOB_DESCRIPTION_PATHS.checkWording, { text });
  return wordingIssueSchema.array().parse(data);
}

export function useCheckWording() {
  return useMutation({ mutationFn: (text: string) => checkWording(text) });
}
