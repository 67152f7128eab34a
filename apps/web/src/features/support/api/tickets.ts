import {
  type ContactSupportInput,
  SUPPORT_MESSAGES,
  type Ticket,
  type TicketSummary,
  ticketSchema,
  ticketSummarySchema,
} from "@hirelens/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notify } from "@/components/ui/notifications/notifications-store";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/support/tickets: my tickets, most recently updated first. */
export async function getTickets(client: ApiClient = api): Promise<TicketSummary[]> {
  return z.array(ticketSummarySchema).parse(await client.get<unknown>("/support/tickets"));
}

export function getTicketsQueryOptions() {
  return queryOptions({
    queryKey: ["support", "tickets"],
    queryFn: () => getTickets(),
    staleTime: 0,
  });
}

export function useTickets() {
  return useQuery(getTicketsQueryOptions());
}

/** GET /api/support/tickets/:id: one ticket with its whole thread. */
export async function getTicket(id: string, client: ApiClient = api): Promise<Ticket> {
  return ticketSchema.parse(await client.get<unknown>(`/support/tickets/${id}`));
}

export function getTicketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["support", "tickets", id],
    queryFn: () => getTicket(id),
    staleTime: 0,
  });
}

export function useTicket(id: string | null) {
  return useQuery({ ...getTicketQueryOptions(id ?? ""), enabled: Boolean(id) });
}

/** POST /api/support/contact: opens a ticket. Field errors come back for the form. */
export async function contactSupport(input: ContactSupportInput, client: ApiClient = api) {
  return ticketSchema.parse(
    await client.post<unknown>("/support/contact", input, { toastOnError: false }),
  );
}

export function useContactSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactSupportInput) => contactSupport(input),
    onSuccess: () => {
      notify.success(SUPPORT_MESSAGES.ticketCreated);
      void queryClient.invalidateQueries({ queryKey: getTicketsQueryOptions().queryKey });
    },
  });
}

export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      ticketSchema.parse(await api.post<unknown>(`/support/tickets/${id}/replies`, { message })),
    onSuccess: (ticket) => {
      notify.success(SUPPORT_MESSAGES.replySent);
      queryClient.setQueryData(getTicketQueryOptions(id).queryKey, ticket);
      void queryClient.invalidateQueries({ queryKey: getTicketsQueryOptions().queryKey });
    },
  });
}

export function useResolveTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      ticketSchema.parse(await api.post<unknown>(`/support/tickets/${id}/resolve`)),
    onSuccess: (ticket) => {
      queryClient.setQueryData(getTicketQueryOptions(id).queryKey, ticket);
      void queryClient.invalidateQueries({ queryKey: getTicketsQueryOptions().queryKey });
    },
  });
}
