import { type FaqItem, faqItemSchema } from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/support/faq?q=: the FAQ, filtered on the server by every word of the query. */
export async function getFaq(query = "", client: ApiClient = api): Promise<FaqItem[]> {
  const search = query.trim() ? `?q=${encodeURIComponent(query.trim())}` : "";
  return z.array(faqItemSchema).parse(await client.get<unknown>(`/support/faq${search}`));
}

export function getFaqQueryOptions(query = "") {
  return queryOptions({
    queryKey: ["support", "faq", query.trim().toLowerCase()],
    queryFn: () => getFaq(query),
    placeholderData: keepPreviousData,
  });
}

export function useFaq(query: string) {
  return useQuery(getFaqQueryOptions(query));
}
