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

export type ListParams = { q: string; page: number; status?: TicketStatus | "" };

function toQuery({ q, page, status }: ListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: "20" });
  if (q.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return params.toString();
}

function listQuery<T extends z.ZodType>(resource: string, item: T) {
  const schema = adminPageSchema(item);
  const fetchList = async (params: ListParams, client: ApiClient = api) =>
    schema.parse(await client.get<unknown>(`/admin/${resource}?${toQuery(params)}`)) as z.infer<
      typeof schema
    >;
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
