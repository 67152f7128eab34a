import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useRetryJob } from "../api/admin-actions";
import { useQueueHealth } from "../api/admin-lists";
import { cellClass, tableClass, theadClass } from "./list-toolbar";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Queue health: waiting, running and failed jobs, with retry. Refreshed every 10 s. */
export function QueueTab() {
  const health = useQueueHealth();
  const retry = useRetryJob();
  const data = health.data;
  if (data && !data.isAvailable) {
    return (
      <p className="px-5 py-8 text-center text-sm text-slate-500">
        The job queue is not running in this process.
      </p>
    );
  }
  const counts = data?.counts ?? { waiting: 0, running: 0, failed: 0, completed: 0 };
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-4 sm:p-5">
        {(
          [
            ["Waiting", counts.waiting, "text-sky-700 dark:text-sky-300"],
            ["Running", counts.running, "text-brand-700 dark:text-brand-300"],
            ["Failed", counts.failed, "text-rose-700 dark:text-rose-300"],
            ["Completed (recent)", counts.completed, "text-emerald-700 dark:text-emerald-300"],
          ] as const
        ).map(([label, value, tone]) => (
          <div key={label} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="relative overflow-x-auto">
        <table className={tableClass}>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={cellClass}>
                Failed job
              </th>
              <th scope="col" className={cellClass}>
                Retries
              </th>
              <th scope="col" className={cellClass}>
                Failed at
              </th>
              <th scope="col" className={cellClass}>
                Error
              </th>
              <th scope="col" className={cellClass}>
                <span className="sr-only">Retry</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {(data?.failedJobs ?? []).map((job) => (
              <tr key={job.id}>
                <td className={cellClass}>
                  <p className="font-medium text-slate-900 dark:text-white">{job.name}</p>
                  <p className="font-mono text-xs text-slate-500">{job.id}</p>
                </td>
                <td className={`${cellClass} tabular-nums`}>{job.retryCount}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {job.completedAt ? dateTime.format(new Date(job.completedAt)) : "—"}
                </td>
                <td
                  className={`${cellClass} max-w-xs truncate text-xs text-slate-600 dark:text-slate-400`}
                  title={job.output ?? ""}
                >
                  {job.output ?? "—"}
                </td>
                <td className={`${cellClass} text-right`}>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => retry.mutate({ name: job.name, id: job.id })}
                    disabled={retry.isPending}
                    leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
                  >
                    Retry
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.failedJobs.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-500">No failed jobs. All good.</p>
        ) : null}
      </div>
    </div>
  );
}
