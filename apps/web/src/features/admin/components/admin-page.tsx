import clsx from "clsx";
import { Inbox, ListOrdered, Mail, Server, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useAdminOverview } from "../api/admin-lists";
import { OutboxTab } from "./outbox-tab";
import { QueueTab } from "./queue-tab";
import { TicketsTab } from "./tickets-tab";
import { UsersTab } from "./users-tab";
import { WaitlistTab } from "./waitlist-tab";

const TABS = [
  { id: "waitlist", label: "Waitlist", icon: ListOrdered },
  { id: "users", label: "Users & credits", icon: Users },
  { id: "tickets", label: "Support tickets", icon: Inbox },
  { id: "outbox", label: "Mail outbox", icon: Mail },
  { id: "queue", label: "Queue", icon: Server },
] as const;
type TabId = (typeof TABS)[number]["id"];

const PANELS: Record<TabId, () => ReactNode> = {
  waitlist: () => <WaitlistTab />,
  users: () => <UsersTab />,
  tickets: () => <TicketsTab />,
  outbox: () => <OutboxTab />,
  queue: () => <QueueTab />,
};

/** /admin (admins only): waitlist, users and grants, tickets, the mail outbox and queue health. */
export function AdminPage() {
  const overview = useAdminOverview();
  const [tab, setTab] = useState<TabId>("waitlist");
  const stats = overview.data;
  return (
    <div>
      <PageHeader
        title="Admin"
        description="Waitlist, users and credits, support tickets, the mail outbox and the job queue."
      />
      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ["Users", stats?.users],
            ["On the waitlist", stats?.waitlist],
            ["Open tickets", stats?.openTickets],
            ["Pro accounts", stats?.proSubscribers],
          ] as const
        ).map(([label, value]) => (
          <Card key={label} className="px-4 py-3">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 dark:text-white">
              {value ?? "…"}
            </dd>
          </Card>
        ))}
      </dl>
      <Card className="overflow-hidden">
        <div
          role="tablist"
          aria-label="Admin sections"
          className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2 dark:border-slate-800"
        >
          {TABS.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`admin-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={`admin-panel-${item.id}`}
              onClick={() => setTab(item.id)}
              className={clsx(
                "-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-brand-600",
                tab === item.id
                  ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
              )}
            >
              <item.icon aria-hidden="true" className="size-4" /> {item.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
          {PANELS[tab]()}
        </div>
      </Card>
    </div>
  );
}
