import type { BatchDetail, CandidateStatus } from "@hirelens/contracts";
import {
  AlertTriangle,
  CheckCircle2,
  ChevronDown,
  Clock,
  FileSearch,
  Loader2,
  RotateCcw,
  Wifi,
  WifiOff,
} from "lucide-react";
import { memo, useState } from "react";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { LiveFile } from "../hooks/use-batch-events";
import type { RealtimeStatus } from "../lib/realtime-client";
import { CandidateStatusBadge } from "./status-badge";

function ConnectionNote({ status, retryInMs }: { status: RealtimeStatus; retryInMs?: number }) {
  if (status === "open")
    return (
      <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
        <Wifi aria-hidden="true" className="size-4" /> Live
      </span>
    );
  if (status === "reconnecting")
    return (
      <span className="inline-flex items-center gap-1.5 text-amber-700 dark:text-amber-400">
        <WifiOff aria-hidden="true" className="size-4" /> Reconnecting
        {retryInMs ? ` in ${Math.round(retryInMs / 1000)} s` : ""}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1.5 text-slate-500">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Connecting
    </span>
  );
}

/**
 * One file of the running batch. Memoised: a group of live events re-renders the files whose
 * state changed, not all fifty.
 */
const ProgressItem = memo(function ProgressItem({
  fileName,
  status,
  message,
}: {
  fileName: string;
  status: CandidateStatus;
  message: string | null;
}) {
  return (
    <li
      data-testid="progress-item"
      data-status={status}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="mt-0.5">
        {status === "scored" ? (
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-500" />
        ) : status === "failed" ? (
          <AlertTriangle aria-hidden="true" className="size-4 text-rose-500" />
        ) : status === "parsing" ? (
          // No spinner: any endless animation makes the browser draw a frame 60 times a second
          // for the whole run (about 0.1 core); the bar and the count above show the progress.
          <FileSearch aria-hidden="true" className="size-4 text-brand-500" />
        ) : (
          <Clock aria-hidden="true" className="size-4 text-slate-400" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium text-slate-800 dark:text-slate-100">
            {fileName}
          </span>
          <CandidateStatusBadge status={status} />
        </div>
        {status === "failed" ? (
          <p className="mt-1 text-xs text-rose-700 dark:text-rose-300">
            {message ?? "This file could not be read."}{" "}
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-700 dark:text-emerald-400">
              <RotateCcw aria-hidden="true" className="size-3" /> credit refunded
            </span>
          </p>
        ) : null}
      </div>
    </li>
  );
});

/** Live progress of a running batch: overall bar and every file with its state. */
export function BatchProgress({
  batch,
  live,
  connection,
  retryInMs,
}: {
  batch: BatchDetail;
  live: Record<string, LiveFile>;
  connection: RealtimeStatus;
  retryInMs?: number;
}) {
  const rows = batch.candidates.map((candidate) => {
    const event = live[candidate.id];
    // The durable state wins once it is final; the live event is newer while it is not.
    const isFinal = candidate.status === "scored" || candidate.status === "failed";
    const status = isFinal ? candidate.status : (event?.status ?? candidate.status);
    const message = candidate.failureMessage ?? event?.message ?? null;
    return { candidate, status, message };
  });
  const done = rows.filter((r) => r.status === "scored" || r.status === "failed").length;
  const failed = rows.filter((r) => r.status === "failed").length;
  const total = batch.totalFiles || rows.length;
  const percent = total === 0 ? 0 : (done / total) * 100;
  const isComplete = batch.status === "completed";
  const [isExpanded, setIsExpanded] = useState(false);
  // Once done, the files that worked fold away; failures stay in sight with their reason.
  const shown = isComplete && !isExpanded ? rows.filter((r) => r.status === "failed") : rows;
  return (
    <section aria-labelledby="progress-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="progress-title" className="text-base font-semibold text-slate-900 dark:text-white">
          {isComplete ? "Analysis complete" : "Analysing resumes"}
        </h2>
        <div className="flex items-center gap-4 text-sm">
          {!isComplete ? <ConnectionNote status={connection} retryInMs={retryInMs} /> : null}
          <span
            aria-live="polite"
            className="font-medium text-slate-700 tabular-nums dark:text-slate-200"
            data-testid="progress-count"
          >
            {done} of {total} done{failed > 0 ? ` · ${failed} failed` : ""}
          </span>
        </div>
      </div>
      {/* Not animated: a file finishes every few hundred ms, so a transition would run all along. */}
      <ProgressBar
        value={percent}
        label="Batch progress"
        tone={isComplete ? "success" : "brand"}
        isAnimated={false}
      />
      {isComplete ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={() => setIsExpanded((v) => !v)}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
        >
          <ChevronDown aria-hidden="true" className={isExpanded ? "size-4 rotate-180" : "size-4"} />
          {isExpanded ? "Hide the files" : `Show all ${rows.length} files`}
        </button>
      ) : null}
      <ul aria-label="Files in this batch" className="grid gap-2 sm:grid-cols-2">
        {shown.map(({ candidate, status, message }) => (
          <ProgressItem
            key={candidate.id}
            fileName={candidate.fileName}
            status={status}
            message={message}
          />
        ))}
      </ul>
    </section>
  );
}
