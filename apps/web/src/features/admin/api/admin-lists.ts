import {
  adminOutboxMessageSchema,
  adminOverviewSchema,
  adminPageSchema,
  adminTicketSchema,
  adminUserSchema,
  adminWaitlistEntrySchema,
  queueHealthSchema,
  type TicketStatus,
} from "@hirelens/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { type ApiClient, api } from "@/lib/api-client";
import { type Page, pageFromCounts, pageSearch } from "@/lib/paginated-list";

export type ListParams = { q: string; page: number; status?: TicketStatus | "" };

function toQuery({ q, page, status }: ListParams): string {
  return pageSearch({ q, page, pageSize: 20, status: status || undefined });
}

function listQuery<T extends z.ZodType>(resource: string, item: T) {
  const schema = adminPageSchema(item);
  const fetchList = async (
    params: ListParams,
    client: ApiClient = api,
  ): Promise<Page<z.infer<T>>> =>
    pageFromCounts(
      schema.parse(await client.get<unknown>(`/admin/${resource}?${toQuery(params)}`)) as {
        items: z.infer<T>[];
        total: number;
        page: number;
        pageSize: number;
      },
    );
  const options = (params: ListParams) =>
    queryOptions({
      queryKey: ["admin", resource, params],
      queryFn: () => fetchList(params),
      placeholderData: keepPreviousData,
      staleTime: 0,
    });
  return { fetchList, options, useList: (params: ListParams) => useQuery(options(params)) };
}

/** GET /api/admin/waitlist, /users, /tickets, /outbox: searchable, paged lists. */
export const waitlistList = listQuery("waitlist", adminWaitlistEntrySchema);
export const usersList = listQuery("users", adminUserSchema);
export const ticketsList = listQuery("tickets", adminTicketSchema);
export const outboxList = listQuery("outbox", adminOutboxMessageSchema);

export function getOverviewQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "overview"],
    queryFn: async () => adminOverviewSchema.parse(await api.get<unknown>("/admin/overview")),
    staleTime: 0,
  });
}

export function useAdminOverview() {
  return useQuery(getOverviewQueryOptions());
}

export function getQueueQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "queue"],
    queryFn: async () => queueHealthSchema.parse(await api.get<unknown>("/admin/queue")),
    staleTime: 0,
    refetchInterval: 10_000,
  });
}

export function useQueueHealth() {
  return useQuery(getQueueQueryOptions());
}
