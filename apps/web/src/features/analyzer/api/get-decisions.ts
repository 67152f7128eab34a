import { DECISION_PATHS, decisionEntrySchema } from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, api } from "@/lib/api-client";
import { fetchPage } from "@/lib/paginated-list";

/** Whose log: a whole batch or one candidate. */
export type DecisionScope = { kind: "batch" | "candidate"; id: string };

export const DECISION_PAGE_SIZE = 10;

function pathOf(scope: DecisionScope): string {
  return scope.kind === "batch"
    ? DECISION_PATHS.batch(scope.id)
    : DECISION_PATHS.candidate(scope.id);
}

/** GET …/decisions?page=: one page of the log, newest first, with the server's totals. */
export function getDecisions(scope: DecisionScope, page: number, client: ApiClient = api) {
  return fetchPage(
    client,
    pathOf(scope),
    { page, pageSize: DECISION_PAGE_SIZE },
    decisionEntrySchema,
  );
}

export function getDecisionsQueryOptions(scope: DecisionScope, page = 1) {
  return queryOptions({
    queryKey: ["decisions", scope.kind, scope.id, page],
    queryFn: () => getDecisions(scope, page),
    staleTime: 0,
  });
}

export function useDecisions(scope: DecisionScope, page: number) {
  return useQuery({ ...getDecisionsQueryOptions(scope, page), placeholderData: keepPreviousData });
}
