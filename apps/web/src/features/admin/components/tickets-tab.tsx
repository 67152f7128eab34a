import {
  SUPPORT_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketStatus,
  ticketReplySchema,
  ticketStatusSchema,
} from "@hirelens/contracts";
import clsx from "clsx";
import { useDeferredValue, useState } from "react";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useAdminTicket, useReplyAsSupport, useSetTicketStatus } from "../api/admin-actions";
import { ticketsList } from "../api/admin-lists";
import {
  cellClass,
  ListPagination,
  ListState,
  ListToolbar,
  tableClass,
  theadClass,
} from "./list-toolbar";

/** Support's reply: the user's reply rules (ticketReplySchema) and the status the ticket moves to. */
const supportReplySchema = ticketReplySchema.extend({ status: ticketStatusSchema });
type SupportReply = z.infer<typeof supportReplySchema>;

const TONES = { open: "info", pending: "warning", resolved: "success" } as const;
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function TicketDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const ticket = useAdminTicket(id);
  const reply = useReplyAsSupport(id ?? "");
  const setStatus = useSetTicketStatus(id ?? "");
  const form = useSchemaForm(supportReplySchema, {
    defaultValues: { message: "", status: "pending" },
  });
  const data = ticket.data;
  async function submit(values: SupportReply) {
    await reply.mutateAsync(values);
    form.reset({ message: "", status: values.status });
  }
  return (
    <Drawer
      isOpen={id !== null}
      onClose={onClose}
      title={data ? `#${data.number} ${data.subject}` : "Ticket"}
      subtitle={data ? SUPPORT_CATEGORY_LABELS[data.category] : undefined}
      actions={
        data ? <Badge tone={TONES[data.status]}>{TICKET_STATUS_LABELS[data.status]}</Badge> : null
      }
      widthClass="md:max-w-2xl"
    >
      {!data ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : (
        <div className="flex flex-col gap-5 p-4 md:p-6">
          <ol className="flex flex-col gap-4" aria-label="Conversation">
            {data.messages.map((item) => (
              <li
                key={item.id}
                className={clsx(
                  "max-w-[90%] rounded-2xl px-4 py-3 text-sm",
                  item.author === "support"
                    ? "self-end bg-brand-50 dark:bg-brand-500/10"
                    : "self-start bg-slate-100 dark:bg-slate-800",
                )}
              >
                <p className="mb-1 text-xs font-semibold text-slate-500 dark:text-slate-400">
                  {item.authorName} · {dateTime.format(new Date(item.createdAt))}
                </p>
                <p className="whitespace-pre-wrap text-slate-800 dark:text-slate-100">
                  {item.body}
                </p>
              </li>
            ))}
          </ol>
          <Form
            form={form}
            onSubmit={submit}
            className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800"
          >
            <Textarea
              label="Reply as support"
              rows={5}
              error={form.formState.errors.message?.message}
              {...form.register("message")}
              helperText="The user gets this by e-mail unless they turned support e-mails off."
            />
            <div className="flex flex-wrap items-end gap-3">
              <Select
                label="Then set the status to"
                {...form.register("status")}
                containerClassName="w-56"
              >
                {ticketStatusSchema.options.map((status) => (
                  <option key={status} value={status}>
                    {TICKET_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
              <Button type="submit" isLoading={reply.isPending} loadingText="Sending...">
                Send reply
              </Button>
              {data.status !== "resolved" ? (
                <Button
                  variant="outline"
                  onClick={() => setStatus.mutate("resolved")}
                  isLoading={setStatus.isPending}
                >
                  Resolve without reply
                </Button>
              ) : (
                <Button
                  variant="outline"
                  onClick={() => setStatus.mutate("open")}
                  isLoading={setStatus.isPending}
                >
                  Reopen
                </Button>
              )}
            </div>
          </Form>
        </div>
      )}
    </Drawer>
  );
}

export function TicketsTab() {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<TicketStatus | "">("");
  const [page, setPage] = useState(1);
  const q = useDeferredValue(query);
  const list = ticketsList.useList({ q, page, status });
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div>
      <ListToolbar
        label="Search subject, name or e-mail"
        query={query}
        onQuery={(value) => {
          setQuery(value);
          setPage(1);
        }}
      >
        <Select
          label="Status"
          hideLabel
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TicketStatus | "");
            setPage(1);
          }}
          className="h-9"
        >
          <option value="">All statuses</option>
          {ticketStatusSchema.options.map((option) => (
            <option key={option} value={option}>
              {TICKET_STATUS_LABELS[option]}
            </option>
          ))}
        </Select>
      </ListToolbar>
      <div className="relative overflow-x-auto">
        <table className={tableClass}>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={cellClass}>
                Ticket
              </th>
              <th scope="col" className={cellClass}>
                From
              </th>
              <th scope="col" className={cellClass}>
                Status
              </th>
              <th scope="col" className={cellClass}>
                Updated
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {(list.data?.items ?? []).map((ticket) => (
              <tr key={ticket.id}>
                <td className={cellClass}>
                  <button
                    type="button"
                    onClick={() => setOpenId(ticket.id)}
                    className="text-left font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
                  >
                    #{ticket.number} {ticket.subject}
                  </button>
                  <p className="text-xs text-slate-500">
                    {SUPPORT_CATEGORY_LABELS[ticket.category]} · {ticket.messageCount} messages
                  </p>
                </td>
                <td className={cellClass}>
                  <p className="text-slate-900 dark:text-white">{ticket.userName}</p>
                  <p className="text-xs text-slate-500">{ticket.userEmail}</p>
                </td>
                <td className={cellClass}>
                  <Badge tone={TONES[ticket.status]}>{TICKET_STATUS_LABELS[ticket.status]}</Badge>
                </td>
                <td className={`${cellClass} whitespace-nowrap text-slate-600 dark:text-slate-400`}>
                  {dateTime.format(new Date(ticket.updatedAt))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          list={list}
          isFiltered={q.trim() !== "" || status !== ""}
          emptyText="No support tickets yet."
          noMatchText="No tickets match this search or status."
        />
      </div>
      <ListPagination page={list.data} onPage={setPage} />
      <TicketDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
