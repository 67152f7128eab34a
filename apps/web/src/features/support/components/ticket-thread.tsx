import {
  MESSAGE_MAX_LENGTH,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGES,
  type TicketReplyInput,
  ticketReplySchema,
} from "@hirelens/contracts";
import clsx from "clsx";
import { CheckCircle2, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useReplyToTicket, useResolveTicket, useTicket } from "../api/tickets";
import { TicketStatusBadge } from "./ticket-status-badge";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** One ticket's conversation, with a reply box; replying reopens a resolved ticket. */
export function TicketThread({
  ticketId,
  onClose,
}: {
  ticketId: string | null;
  onClose: () => void;
}) {
  const ticket = useTicket(ticketId);
  const reply = useReplyToTicket(ticketId ?? "");
  const resolve = useResolveTicket(ticketId ?? "");
  const form = useSchemaForm(ticketReplySchema, { defaultValues: { message: "" } });
  const data = ticket.data;

  async function submit({ message }: TicketReplyInput) {
    await reply.mutateAsync(message);
    form.reset({ message: "" });
  }

  return (
    <Drawer
      isOpen={ticketId !== null}
      onClose={onClose}
      title={data ? `#${data.number} ${data.subject}` : "Ticket"}
      subtitle={
        data
          ? `${SUPPORT_CATEGORY_LABELS[data.category]} · opened ${dateTime.format(new Date(data.createdAt))}`
          : undefined
      }
      actions={data ? <TicketStatusBadge status={data.status} /> : null}
      widthClass="md:max-w-2xl"
    >
      {!data ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : (
        <div className="flex flex-col gap-5 p-4 md:p-6">
          {data.respondBy ? (
            <p className="flex items-center gap-2 rounded-xl bg-sky-50 px-3.5 py-2.5 text-sm text-sky-900 dark:bg-sky-500/10 dark:text-sky-100">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              {SUPPORT_MESSAGES.responsePromise} Expect an answer by{" "}
              {dateTime.format(new Date(data.respondBy))}.
            </p>
          ) : null}
          <ol className="flex flex-col gap-4" aria-label="Conversation">
            {data.messages.map((item) => (
              <li
                key={item.id}
                className={clsx(
                  "max-w-[90%] rounded-2xl px-4 py-3 text-sm",
                  item.author === "support"
                    ? "self-start bg-brand-50 text-slate-800 ring-1 ring-brand-100 dark:bg-brand-500/10 dark:text-slate-100 dark:ring-brand-500/20"
                    : "self-end bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
                )}
              >
                <p className="mb-1 text-xs font-semibold text-slate-500 dark:text-slate-400">
                  {item.author === "support" ? item.authorName : "You"} ·{" "}
                  {dateTime.format(new Date(item.createdAt))}
                </p>
                <p className="whitespace-pre-wrap">{item.body}</p>
              </li>
            ))}
          </ol>
          <Form
            form={form}
            onSubmit={submit}
            className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800"
          >
            <Textarea
              label={data.status === "resolved" ? "Reply to reopen this ticket" : "Your reply"}
              rows={4}
              maxLength={MESSAGE_MAX_LENGTH}
              error={form.formState.errors.message?.message}
              {...form.register("message")}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" isLoading={reply.isPending} loadingText="Sending...">
                Send reply
              </Button>
              {data.status !== "resolved" ? (
                <Button
                  variant="outline"
                  onClick={() => resolve.mutate()}
                  isLoading={resolve.isPending}
                  leftIcon={<CheckCircle2 aria-hidden="true" className="size-4" />}
                >
                  Mark as resolved
                </Button>
              ) : null}
            </div>
          </Form>
        </div>
      )}
    </Drawer>
  );
}
