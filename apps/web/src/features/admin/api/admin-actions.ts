import {
  addCreditsResultSchema,
  CREDITS_PATHS,
  type TicketStatus,
  ticketSchema,
} from "@hirelens/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notify } from "@/components/ui/notifications/notifications-store";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/fetch-file";

/** POST /api/credits/add (kind "grant"): always with a reason, always a ledger line. */
export function useGrantCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; amount: number; reason: string }) =>
      addCreditsResultSchema.parse(
        await api.post<unknown>(
          CREDITS_PATHS.add,
          { kind: "grant", ...input },
          { toastOnError: false },
        ),
      ),
    onSuccess: (result) => {
      notify.success(`${result.message} New balance: ${result.balance}.`);
      void queryClient.invalidateQueries({ queryKey: ["admin", "users"] });
    },
  });
}

export function getAdminTicketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["admin", "ticket", id],
    queryFn: async () => ticketSchema.parse(await api.get<unknown>(`/admin/tickets/${id}`)),
    staleTime: 0,
  });
}

export function useAdminTicket(id: string | null) {
  return useQuery({ ...getAdminTicketQueryOptions(id ?? ""), enabled: Boolean(id) });
}

/** POST /api/admin/tickets/:id/replies: answers as support and e-mails the user (preferences allowing). */
export function useReplyAsSupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { message: string; status?: TicketStatus }) =>
      ticketSchema
        .extend({ isMailed: z.boolean() })
        .parse(await api.post<unknown>(`/admin/tickets/${id}/replies`, input)),
    onSuccess: (result) => {
      notify.success(
        result.isMailed
          ? "Reply sent and e-mailed to the user."
          : "Reply sent (the user turned support e-mails off).",
      );
      void queryClient.invalidateQueries({ queryKey: ["admin", "ticket", id] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "tickets"] });
    },
  });
}

export function useSetTicketStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: TicketStatus) =>
      ticketSchema.parse(await api.patch<unknown>(`/admin/tickets/${id}`, { status })),
    onSuccess: (ticket) => {
      queryClient.setQueryData(getAdminTicketQueryOptions(id).queryKey, ticket);
      void queryClient.invalidateQueries({ queryKey: ["admin", "tickets"] });
    },
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (job: { name: string; id: string }) =>
      api.post<unknown>(
        `/admin/queue/jobs/${encodeURIComponent(job.name)}/${encodeURIComponent(job.id)}/retry`,
      ),
    onSuccess: () => {
      notify.success("The job is queued again.");
      void queryClient.invalidateQueries({ queryKey: ["admin", "queue"] });
    },
  });
}

/** GET /api/admin/waitlist/export: the (searched) waitlist as a CSV file. */
export async function downloadWaitlistCsv(q: string): Promise<void> {
  const search = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : "";
  await downloadFile(`/admin/waitlist/export${search}`, "hirelens-waitlist.csv");
}
