import { type PageMeta, pageMetaSchema } from "@hirelens/contracts";
import { z } from "zod";
import type { ApiClient } from "@/lib/api-client";

/** One page of a list with the server's `meta`: totals are read, never guessed from a length. */
export type Page<T> = { items: T[]; meta: PageMeta };

export type PageQuery = { q?: string; page?: number; pageSize?: number; status?: string };

/** `?page=&pageSize=&q=&status=` of every paginated list (empty values left out). */
export function pageSearch({ q, page = 1, pageSize = 20, status }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return params.toString();
}

/**
 * GETs one page of `path` and parses it with the contract's item schema, keeping `meta`.
 *   fetchPage(api, "/job-descriptions", { page: 2 }, jobDescriptionSchema)
 *     -> { items: [...], meta: { page: 2, pageSize: 20, total: 41, totalPages: 3 } }
 */
export async function fetchPage<T extends z.ZodType>(
  client: ApiClient,
  path: string,
  query: PageQuery,
  item: T,
): Promise<Page<z.infer<T>>> {
  const body = z
    .object({ data: z.array(item), meta: pageMetaSchema })
    .parse(await client.getPage(`${path}?${pageSearch(query)}`));
  return { items: body.data, meta: body.meta };
}

/** The admin lists answer `{ items, total, page, pageSize }`: the same page, other field names. */
export function pageFromCounts<T>(list: {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}): Page<T> {
  const { items, total, page, pageSize } = list;
  return { items, meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) } };
}
