import {
  AI_TIMEOUT_MS,
  type GeneratedJobDescription,
  type GenerateJobDescriptionInput,
  generatedJobDescriptionSchema,
  JOB_DESCRIPTION_PATHS,
} from "@hirelens/contracts";
import { useMutation } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/job-descriptions/generate: the built-in writer, or the configured LLM (60 s timeout). */
export async function generateJobDescription(
  input: GenerateJobDescriptionInput,
  client: ApiClient = api,
): Promise<GeneratedJobDescription> {
  const data = await client.post<unknown>(JOB_DESCRIPTION_PATHS.generate, input, {
    timeoutMs: AI_TIMEOUT_MS,
  });
  return generatedJobDescriptionSchema.parse(data);
}

export function useGenerateJobDescription() {
  return useMutation({
    mutationFn: (input: GenerateJobDescriptionInput) => generateJobDescription(input),
  });
}
