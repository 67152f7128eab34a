import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJobDescriptions } from "@/lib/job-descriptions-api";

/** The recruiter's jobs to pick from (newest first, the first 100). */
export function getJobDescriptionsQueryOptions() {
  return queryOptions({
    queryKey: ["job-descriptions", "picker"],
    queryFn: async () => (await getJobDescriptions({ pageSize: 100 })).items,
  });
}

export function useJobDescriptions() {
  return useQuery({ ...getJobDescriptionsQueryOptions(), staleTime: 0, refetchOnMount: "always" });
}
