import {
  CANDIDATE_PATHS,
  type CandidateListItem,
  type CandidateStage,
  candidateListItemSchema,
  pageMetaSchema,
} from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ApiClient, api } from "@/lib/api-client";
import { type Page, pageSearch } from "@/lib/paginated-list";

export type CandidateListFilter = {
  q?: string;
  stage?: CandidateStage;
  jobDescriptionId?: string;
  page?: number;
  pageSize?: number;
};

/** `?page=&pageSize=&q=&stage=&jobDescriptionId=` (empty values left out). */
export function candidateSearch(filter: CandidateListFilter): string {
  const params = new URLSearchParams(
    pageSearch({ q: filter.q, page: filter.page, pageSize: filter.pageSize }),
  );
  if (filter.stage) params.set("stage", filter.stage);
  if (filter.jobDescriptionId) params.set("jobDescriptionId", filter.jobDescriptionId);
  return params.toString();
}

/** GET /api/candidates: the workspace's candidates, newest activity first, one page. */
export async function getCandidates(
  filter: CandidateListFilter = {},
  client: ApiClient = api,
): Promise<Page<CandidateListItem>> {
  const body = z
    .object({ data: z.array(candidateListItemSchema), meta: pageMetaSchema })
    .parse(await client.getPage(`${CANDIDATE_PATHS.list}?${candidateSearch(filter)}`));
  return { items: body.data, meta: body.meta };
}

export function getCandidatesQueryOptions(filter: CandidateListFilter = {}) {
  return queryOptions({
    queryKey: ["candidates", "list", filter],
    queryFn: () => getCandidates(filter),
  });
}

export function useCandidates(filter: CandidateListFilter) {
  return useQuery({
    ...getCandidatesQueryOptions(filter),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
