import {
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
} from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/job-descriptions: the recruiter's jobs to pick from (newest first). */
export async function getJobDescriptions(client: ApiClient = api): Promise<JobDescription[]> {
  const data = await client.get<unknown>(`${JOB_DESCRIPTION_PATHS.list}?pageSize=100`);
  return jobDescriptionSchema.array().parse(data);
}

export function getJobDescriptionsQueryOptions() {
  return queryOptions({
    queryKey: ["job-descriptions", "picker"],
    queryFn: () => getJobDescriptions(),
  });
}

export function useJobDescriptions() {
  return useQuery({ ...getJobDescriptionsQueryOptions(), staleTime: 0, refetchOnMount: "always" });
}
