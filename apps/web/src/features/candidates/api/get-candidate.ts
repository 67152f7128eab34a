import { CANDIDATE_PATHS, type CandidatePerson, candidatePersonSchema } from "@hirelens/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/candidates/:id: scores per job, stages with their history, files. */
export async function getCandidate(id: string, client: ApiClient = api): Promise<CandidatePerson> {
  return candidatePersonSchema.parse(await client.get<unknown>(CANDIDATE_PATHS.candidate(id)));
}

export function getCandidateQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["candidates", "person", id],
    queryFn: () => getCandidate(id),
  });
}

export function useCandidate(id: string) {
  return useQuery({ ...getCandidateQueryOptions(id), staleTime: 0 });
}
