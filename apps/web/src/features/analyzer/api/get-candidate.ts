import { ANALYSIS_PATHS, type CandidateDetail, candidateDetailSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/resume-analysis/:id: breakdown, evidence, insights and the resume text. */
export async function getCandidate(
  id: string,
  isAnonymised: boolean,
  client: ApiClient = api,
): Promise<CandidateDetail> {
  const data = await client.get<unknown>(
    `${ANALYSIS_PATHS.candidate(id)}?anonymised=${isAnonymised ? "true" : "false"}`,
  );
  return candidateDetailSchema.parse(data);
}

export function getCandidateQueryOptions(id: string, isAnonymised: boolean) {
  return queryOptions({
    queryKey: ["candidates", id, { isAnonymised }],
    queryFn: () => getCandidate(id, isAnonymised),
    staleTime: 0,
  });
}

export function useCandidate(id: string | null, isAnonymised: boolean) {
  return useQuery({ ...getCandidateQueryOptions(id ?? "", isAnonymised), enabled: Boolean(id) });
}
