import { Download } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";
import { downloadWaitlistCsv } from "../api/admin-actions";
import { waitlistList } from "../api/admin-lists";
import {
  cellClass,
  ListPagination,
  ListState,
  ListToolbar,
  tableClass,
  theadClass,
} from "./list-toolbar";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function WaitlistTab() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const q = useDeferredValue(query);
  const list = waitlistList.useList({ q, page });
  const [isExporting, setIsExporting] = useState(false);
  return (
    <div>
      <ListToolbar
        label="Search name, e-mail, role or company"
        query={query}
        onQuery={(value) => {
          setQuery(value);
          setPage(1);
        }}
      >
        <Button
          size="sm"
          variant="outline"
          isLoading={isExporting}
          loadingText="Exporting..."
          leftIcon={<Download aria-hidden="true" className="size-4" />}
          onClick={async () => {
            setIsExporting(true);
            try {
              await downloadWaitlistCsv(query);
            } catch (error) {
              notify.error(error instanceof Error ? error.message : "Export failed");
            } finally {
              setIsExporting(false);
            }
          }}
        >
          Export CSV
        </Button>
      </ListToolbar>
      <div className="relative overflow-x-auto">
        <table className={tableClass}>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={cellClass}>
                #
              </th>
              <th scope="col" className={cellClass}>
                Name
              </th>
              <th scope="col" className={cellClass}>
                E-mail
              </th>
              <th scope="col" className={cellClass}>
                Role · company
              </th>
              <th scope="col" className={cellClass}>
                Offer
              </th>
              <th scope="col" className={cellClass}>
                Joined
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {(list.data?.items ?? []).map((entry) => (
              <tr key={entry.id}>
                <td className={`${cellClass} tabular-nums text-slate-500`}>{entry.position}</td>
                <td className={`${cellClass} font-medium text-slate-900 dark:text-white`}>
                  {entry.name}
                </td>
                <td className={cellClass}>{entry.email}</td>
                <td className={`${cellClass} text-slate-600 dark:text-slate-400`}>
                  {entry.role}
                  {entry.company ? ` · ${entry.company}` : ""}
                </td>
                <td className={cellClass}>
                  <span className="flex flex-wrap gap-1">
                    {entry.isEligibleForFreePro ? (
                      <Badge tone="brand">Pro month</Badge>
                    ) : (
                      <Badge>—</Badge>
                    )}
                    {entry.hasRegistered ? <Badge tone="success">Registered</Badge> : null}
                  </span>
                </td>
                <td className={`${cellClass} whitespace-nowrap text-slate-600 dark:text-slate-400`}>
                  {date.format(new Date(entry.createdAt))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          list={list}
          isFiltered={q.trim() !== ""}
          emptyText="Nobody has joined the waitlist yet."
          noMatchText="Nobody matches this search."
        />
      </div>
      <ListPagination page={list.data} onPage={setPage} />
    </div>
  );
}
