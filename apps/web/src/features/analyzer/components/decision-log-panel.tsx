import {
  DECISION_ACTION_LABELS,
  DECISION_MESSAGES,
  type DecisionEntry,
  type DecisionExportFormat,
} from "@hirelens/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Bot, FileDown, History, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { isApiClientError } from "@/lib/api-client";
import { exportDecisions } from "../api/export-decisions";
import { type DecisionScope, useDecisions } from "../api/get-decisions";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function DecisionDownloads({ scope }: { scope: DecisionScope }) {
  const [pending, setPending] = useState<DecisionExportFormat | null>(null);
  const queryClient = useQueryClient();
  const run = async (format: DecisionExportFormat) => {
    setPending(format);
    try {
      await exportDecisions(scope, format);
      // The download itself is logged.
      void queryClient.invalidateQueries({ queryKey: ["decisions", scope.kind, scope.id] });
    } catch (error) {
      notify.error(isApiClientError(error) ? error.message : "The log could not be downloaded");
    } finally {
      setPending(null);
    }
  };
  return (
    <fieldset className="inline-flex flex-wrap gap-1">
      <legend className="sr-only">Download the decision log</legend>
      {(["csv", "json"] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          isLoading={pending === format}
          loadingText="Downloading..."
          onClick={() => void run(format)}
          leftIcon={<FileDown aria-hidden="true" className="size-4" />}
        >
          Log {format.toUpperCase()}
        </Button>
      ))}
    </fieldset>
  );
}

function DecisionItem({ entry, showCandidate }: { entry: DecisionEntry; showCandidate: boolean }) {
  const Icon = entry.isEngine ? Bot : UserRound;
  const versions = [
    entry.engineVersion ? `engine ${entry.engineVersion}` : null,
    entry.requirementsVersion !== null ? `requirements v${entry.requirementsVersion}` : null,
    entry.fileSha256 ? `file ${entry.fileSha256.slice(0, 12)}…` : null,
  ].filter(Boolean);
  return (
    <li className="flex gap-3 py-2.5" data-testid="decision-entry" data-action={entry.action}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-slate-800 dark:text-slate-100">
          <span className="font-semibold">{DECISION_ACTION_LABELS[entry.action]}</span>
          {showCandidate && entry.candidateLabel ? (
            <span className="text-slate-600 dark:text-slate-300"> · {entry.candidateLabel}</span>
          ) : null}
        </p>
        <p className="break-words text-slate-700 dark:text-slate-300">{entry.result}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time> ·{" "}
          {entry.actorLabel}
          {versions.length > 0 ? (
            <span title={entry.fileSha256 ?? undefined}> · {versions.join(" · ")}</span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/**
 * The decision log of a batch or a candidate: who did what, when, with which engine and
 * requirements version, newest first, page by page, and the whole log as CSV or JSON.
 */
export function DecisionLogPanel({
  scope,
  className,
}: {
  scope: DecisionScope;
  className?: string;
}) {
  const [page, setPage] = useState(1);
  const decisions = useDecisions(scope, page);
  const headingId = useId();
  const data = decisions.data;
  return (
    <section aria-labelledby={headingId} className={className} data-testid="decision-log">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          Decision log
        </h3>
        {data && data.meta.total > 0 ? <DecisionDownloads scope={scope} /> : null}
      </div>
      {decisions.isLoading ? (
        <p className="flex items-center gap-2 py-4 text-sm text-slate-500" role="status">
          <Spinner /> Loading the decision log...
        </p>
      ) : decisions.isError ? (
        <p className="py-4 text-sm text-rose-600" role="alert">
          The decision log could not be loaded.
        </p>
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          icon={History}
          title={DECISION_MESSAGES.emptyLog}
          description="Scores and every shortlist, rejection, band override, note, export and ranking switch appear here."
        />
      ) : (
        <>
          <ol
            aria-label="Decisions, newest first"
            aria-busy={decisions.isFetching}
            className="divide-y divide-slate-100 dark:divide-slate-800"
          >
            {data.items.map((entry) => (
              <DecisionItem key={entry.id} entry={entry} showCandidate={scope.kind === "batch"} />
            ))}
          </ol>
          {data.meta.totalPages > 1 ? (
            <Pagination meta={data.meta} onPage={setPage} className="mt-2" />
          ) : null}
        </>
      )}
    </section>
  );
}
