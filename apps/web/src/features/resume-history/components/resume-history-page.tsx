import { type BatchSummary, type ExportFormat, PLAN_FEATURE_MESSAGES } from "@hirelens/contracts";
import { Download, FolderOpen, History, ScanSearch, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FitBandChip } from "@/components/ui/fit-band";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { ScoreBar } from "@/components/ui/score-bar";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { usePagedSearch } from "@/hooks/use-paged-search";
import { usePlanAllows } from "@/hooks/use-plan";
import { isApiClientError } from "@/lib/api-client";
import { useDeleteBatch } from "../api/delete-batch";
import { exportBatch } from "../api/export-batch";
import { useBatches } from "../api/get-batches";
import { LegalHoldToggle } from "./legal-hold-toggle";

const PAGE_SIZE = 10;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function StatusBadge({ batch }: { batch: BatchSummary }) {
  if (batch.status === "completed") return <Badge tone="success">Completed</Badge>;
  if (batch.status === "processing") return <Badge tone="info">Processing</Badge>;
  return <Badge>Queued</Badge>;
}

function ExportSelect({ batchId, name }: { batchId: string; name: string }) {
  const [isPending, setIsPending] = useState(false);
  const canExportPdf = usePlanAllows("pdfReports");
  const navigate = useNavigate();
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">Export {name}</span>
      <Download
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-slate-500"
      />
      <select
        value=""
        disabled={isPending}
        onChange={async (event) => {
          const format = event.target.value as ExportFormat;
          if (!format) return;
          if (format === "pdf" && !canExportPdf) {
            notify.info(PLAN_FEATURE_MESSAGES.pdfReports);
            navigate(paths.pricing);
            return;
          }
          setIsPending(true);
          try {
            await exportBatch(batchId, format);
          } catch (error) {
            notify.error(isApiClientError(error) ? error.message : "Export failed");
          } finally {
            setIsPending(false);
          }
        }}
        className="h-9 appearance-none rounded-lg border border-slate-300 bg-white pr-3 pl-8 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <option value="">{isPending ? "Exporting..." : "Export"}</option>
        <option value="csv">CSV</option>
        <option value="json">JSON</option>
        <option value="pdf">{canExportPdf ? "PDF report" : "PDF report (Pro: see plans)"}</option>
      </select>
    </label>
  );
}

/** /resume-history: every batch, searchable and paginated; reopen, export, delete (files included). */
export function ResumeHistoryPage() {
  const { search, setSearch, query, page, setPage } = usePagedSearch();
  const [deleting, setDeleting] = useState<BatchSummary | null>(null);
  const batches = useBatches({ q: query, page, pageSize: PAGE_SIZE });
  const remove = useDeleteBatch();

  const list = batches.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Resume History"
        description="Every batch you have analysed. Reopen one to review candidates, export it, or delete it with its files."
        actions={
          <Link
            to={paths.resumeAnalyzer}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand-600 px-3.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ScanSearch aria-hidden="true" className="size-4" /> New analysis
          </Link>
        }
      />
      <Input
        label="Search analyses"
        hideLabel
        placeholder="Search by batch or job title"
        leftIcon={<Search />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="mb-5 max-w-md"
        isLoading={batches.isFetching && !batches.isLoading}
      />
      {batches.isLoading ? (
        <p className="flex items-center gap-2 py-10 text-slate-500">
          <Spinner /> Loading your analyses...
        </p>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={History}
            title={query ? "No analysis matches your search" : "No analyses yet"}
            description={
              query
                ? "Try another word."
                : "Analyse a few resumes against a job and the batch shows up here."
            }
            action={
              query ? (
                <Button size="sm" variant="outline" onClick={() => setSearch("")}>
                  Clear search
                </Button>
              ) : (
                <Link
                  to={paths.resumeAnalyzer}
                  className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  Analyse resumes
                </Link>
              )
            }
          />
        </Card>
      ) : (
        <Card>
          <ul aria-label="Analyses" className="divide-y divide-slate-100 dark:divide-slate-800">
            {list.map((batch) => (
              <li
                key={batch.id}
                data-testid="history-item"
                className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-center"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`${paths.resumeAnalyzer}?batch=${batch.id}`}
                      className="truncate text-base font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white dark:hover:text-brand-300"
                    >
                      {batch.name}
                    </Link>
                    <StatusBadge batch={batch} />
                  </div>
                  <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                    {batch.jobTitle} · {dateFormat.format(new Date(batch.createdAt))} ·{" "}
                    {batch.totalFiles} resumes
                    {batch.failedFiles > 0 ? ` · ${batch.failedFiles} failed` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 lg:w-56">
                  <span className="text-xs text-slate-500">Top</span>
                  {batch.topScore !== null ? (
                    <>
                      <ScoreBar
                        score={batch.topScore}
                        band={batch.topBand?.id}
                        className="flex-1"
                      />
                      {batch.topBand ? (
                        <FitBandChip band={batch.topBand} className="ml-auto" />
                      ) : null}
                    </>
                  ) : (
                    <span className="text-sm text-slate-400">—</span>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`${paths.resumeAnalyzer}?batch=${batch.id}`}
                    className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
                  >
                    <FolderOpen aria-hidden="true" className="size-4" /> Reopen
                    <span className="sr-only"> {batch.name}</span>
                  </Link>
                  <ExportSelect batchId={batch.id} name={batch.name} />
                  <LegalHoldToggle batchId={batch.id} name={batch.name} />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(batch)}
                    leftIcon={<Trash2 aria-hidden="true" className="size-4" />}
                  >
                    Delete<span className="sr-only"> {batch.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {batches.data && list.length > 0 ? (
        <Pagination meta={batches.data.meta} onPage={setPage} className="mt-6" />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this analysis?"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        “{deleting?.name}” will be deleted with its {deleting?.totalFiles} resume files and every
        result. This cannot be undone. Credits already used are not returned.
      </ConfirmDialog>
    </>
  );
}
