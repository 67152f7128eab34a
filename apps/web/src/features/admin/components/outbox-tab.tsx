import { useDeferredValue, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { outboxList } from "../api/admin-lists";
import { ListPagination, ListState, ListToolbar } from "./list-toolbar";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const TONES = { sent: "success", outbox: "info", failed: "danger" } as const;

/** Every mail the product sent; without SMTP_URL this is where they are delivered. */
export function OutboxTab() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const q = useDeferredValue(query);
  const list = outboxList.useList({ q, page });
  return (
    <div>
      <ListToolbar
        label="Search recipient or subject"
        query={query}
        onQuery={(value) => {
          setQuery(value);
          setPage(1);
        }}
      />
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Mail outbox">
        {(list.data?.items ?? []).map((mail) => (
          <li key={mail.id}>
            <details className="group px-4 py-3 sm:px-5">
              <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
                    {mail.subject}
                  </span>
                  <span className="text-xs text-slate-500">
                    to {mail.to} · {mail.kind} · {dateTime.format(new Date(mail.createdAt))}
                  </span>
                </span>
                <Badge tone={TONES[mail.status as keyof typeof TONES] ?? "neutral"}>
                  {mail.status}
                </Badge>
              </summary>
              <pre className="mt-3 max-h-72 overflow-auto rounded-xl bg-slate-50 p-3 text-xs leading-5 whitespace-pre-wrap text-slate-700 dark:bg-slate-950 dark:text-slate-300">
                {mail.text}
              </pre>
              {mail.error ? (
                <p className="mt-2 text-xs text-rose-600">Delivery error: {mail.error}</p>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      <ListState
        list={list}
        isFiltered={q.trim() !== ""}
        emptyText="No mail yet."
        noMatchText="No mail matches this search."
      />
      <ListPagination page={list.data} onPage={setPage} />
    </div>
  );
}
