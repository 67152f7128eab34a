import {
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
} from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

export type JobDescriptionsQuery = { q?: string; page?: number; pageSize?: number };

/** GET /api/job-descriptions?q=&page=&pageSize=: one page of the recruiter's jobs, newest first. */
export async function getJobDescriptions(
  query: JobDescriptionsQuery = {},
  client: ApiClient = api,
): Promise<JobDescription[]> {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  params.set("page", String(query.page ?? 1));
  params.set("pageSize", String(query.pageSize ?? 20));
  const data = await client.get<unknown>(`${JOB_DESCRIPTION_PATHS.list}?${params}`);
  return jobDescriptionSchema.array().parse(data);
}

export function getJobDescriptionsQueryOptions(query: JobDescriptionsQuery = {}) {
  return queryOptions({
    queryKey: query.q || query.page ? ["job-descriptions", query] : ["job-descriptions"],
    queryFn: () => getJobDescriptions(query),
  });
}

export function useJobDescriptions(query: JobDescriptionsQuery) {
  return useQuery({
    ...getJobDescriptionsQueryOptions(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
