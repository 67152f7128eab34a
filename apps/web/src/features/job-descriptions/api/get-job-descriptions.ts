import {
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
} from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";
import { fetchPage, type Page, type PageQuery } from "@/lib/paginated-list";

/** GET /api/job-descriptions?q=&page=&pageSize=: one page of the recruiter's jobs, newest first. */
export async function getJobDescriptions(
  query: PageQuery = {},
  client: ApiClient = api,
): Promise<Page<JobDescription>> {
  return fetchPage(client, JOB_DESCRIPTION_PATHS.list, query, jobDescriptionSchema);
}

export function getJobDescriptionsQueryOptions(query: PageQuery = {}) {
  return queryOptions({
    queryKey: query.q || query.page ? ["job-descriptions", query] : ["job-descriptions"],
    queryFn: () => getJobDescriptions(query),
  });
}

export function useJobDescriptions(query: PageQuery) {
  return useQuery({
    ...getJobDescriptionsQueryOptions(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
