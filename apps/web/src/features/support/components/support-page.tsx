import { SUPPORT_CATEGORY_LABELS, SUPPORT_RESPONSE_HOURS } from "@hirelens/contracts";
import { CircleAlert, Clock, Inbox, MessageSquare } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { useTickets } from "../api/tickets";
import { ContactForm } from "./contact-form";
import { FaqList } from "./faq-list";
import { TicketStatusBadge } from "./ticket-status-badge";
import { TicketThread } from "./ticket-thread";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** /support: contact form, my tickets with their threads, and the searchable FAQ. */
export function SupportPage() {
  const tickets = useTickets();
  const [searchParams, setSearchParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);

  // Links in reply e-mails carry ?ticket=<number>.
  const wanted = searchParams.get("ticket");
  useEffect(() => {
    if (!wanted || !tickets.data) return;
    const match = tickets.data.find((ticket) => String(ticket.number) === wanted);
    if (match) setOpenId(match.id);
  }, [wanted, tickets.data]);

  return (
    <div>
      <PageHeader
        title="Support"
        description="Contact us, follow your tickets and read the FAQ."
        actions={
          <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-500/10 dark:text-emerald-200 dark:ring-emerald-500/30">
            <Clock aria-hidden="true" className="size-4" /> We respond within{" "}
            {SUPPORT_RESPONSE_HOURS} hours
          </p>
        }
      />
      {/* Under lg the tickets come right after the form, before the long FAQ. */}
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Card>
            <CardHeader
              title="Contact us"
              description={`Every message opens a ticket. A person answers within ${SUPPORT_RESPONSE_HOURS} hours, by e-mail and here.`}
            />
            <div className="p-4 sm:p-5">
              <ContactForm onOpened={(ticket) => setOpenId(ticket.id)} />
            </div>
          </Card>
        </div>
        <Card className="lg:col-span-2 lg:row-span-2">
          <CardHeader
            title="My tickets"
            description="Open a ticket to read the replies and answer."
          />
          {tickets.data && tickets.data.length > 0 ? (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="My tickets">
              {tickets.data.map((ticket) => (
                <li key={ticket.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(ticket.id)}
                    className="flex w-full flex-col gap-1.5 px-4 py-3 text-left transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none sm:px-5 dark:hover:bg-slate-800/60"
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="text-sm font-medium text-slate-900 dark:text-white">
                        #{ticket.number} {ticket.subject}
                      </span>
                      <TicketStatusBadge status={ticket.status} />
                    </span>
                    <span className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
                      <span>{SUPPORT_CATEGORY_LABELS[ticket.category]}</span>
                      <span className="inline-flex items-center gap-1">
                        <MessageSquare aria-hidden="true" className="size-3.5" />{" "}
                        {ticket.messageCount}
                      </span>
                      <span>Updated {date.format(new Date(ticket.updatedAt))}</span>
                      {ticket.lastAuthor === "support" && ticket.status !== "resolved" ? (
                        <span className="font-semibold text-brand-700 dark:text-brand-300">
                          New reply
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : tickets.isError ? (
            <EmptyState
              icon={CircleAlert}
              title="Your tickets could not be loaded"
              description="Check your connection and try again."
              action={
                <Button size="sm" variant="outline" onClick={() => void tickets.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Inbox}
              title={tickets.isPending ? "Loading your tickets…" : "No tickets yet"}
              description="Messages you send us and our replies appear here."
            />
          )}
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader title="Frequently asked questions" />
          <div className="p-4 sm:p-5">
            <FaqList />
          </div>
        </Card>
      </div>
      <p className="mt-8 text-center text-sm text-slate-500 dark:text-slate-400">
        How we handle your data and your candidates':{" "}
        <Link
          to={paths.privacyPolicy}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Privacy Policy
        </Link>{" "}
        ·{" "}
        <Link
          to={paths.termsOfService}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Terms of Service
        </Link>
      </p>
      <TicketThread
        ticketId={openId}
        onClose={() => {
          setOpenId(null);
          if (wanted) setSearchParams({}, { replace: true });
        }}
      />
    </div>
  );
}
