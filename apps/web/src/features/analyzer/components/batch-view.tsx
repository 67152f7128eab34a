import {
  type BatchDetail,
  type CandidateFilter,
  type CandidateSort,
  type CandidateSortKey,
  DEFAULT_CANDIDATE_FILTER,
  defaultSortDirection,
  type ExportFormat,
  PLAN_FEATURE_MESSAGES,
} from "@hirelens/contracts";
import { useQueryClient } from "@tanstack/react-query";
import {
  Columns3,
  EyeOff,
  FileDown,
  Lock,
  Plus,
  Search,
  SlidersHorizontal,
  Users,
} from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FitBandLegend } from "@/components/ui/fit-band";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Select } from "@/components/ui/select";
import { UpgradeHint } from "@/components/ui/upgrade-hint";
import { paths } from "@/config/paths";
import { usePlanAllows } from "@/hooks/use-plan";
import { isApiClientError } from "@/lib/api-client";
import { exportBatch } from "../api/export-batch";
import { useRerankBatch } from "../api/rerank-batch";
import { useBatchEvents } from "../hooks/use-batch-events";
import { arrangeCandidates } from "../lib/sort-candidates";
import { BatchProgress } from "./batch-progress";
import { CandidateDrawer } from "./candidate-drawer";
import { CompareDialog } from "./compare-dialog";
import { DecisionLogPanel } from "./decision-log-panel";
import { RankingSwitch } from "./ranking-switch";
import { EditRequirementsButton } from "./requirements-editor";
import { ResultsTable } from "./results-table";
import { WeightsPanel } from "./weights-panel";

function ExportButtons({ batchId, isAnonymised }: { batchId: string; isAnonymised: boolean }) {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const queryClient = useQueryClient();
  const canExportPdf = usePlanAllows("pdfReports");
  const run = async (format: ExportFormat) => {
    setPending(format);
    try {
      await exportBatch(batchId, format, isAnonymised);
      // The export is in the decision log now.
      void queryClient.invalidateQueries({ queryKey: ["decisions"] });
    } catch (error) {
      notify.error(isApiClientError(error) ? error.message : "Export failed");
    } finally {
      setPending(null);
    }
  };
  return (
    <fieldset className="inline-flex flex-wrap gap-1">
      <legend className="sr-only">Export</legend>
      {(canExportPdf ? (["csv", "json", "pdf"] as const) : (["csv", "json"] as const)).map(
        (format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            onClick={() => void run(format)}
            isLoading={pending === format}
            loadingText="Exporting..."
            leftIcon={<FileDown aria-hidden="true" className="size-4" />}
          >
            Export {format.toUpperCase()}
          </Button>
        ),
      )}
      {canExportPdf ? null : (
        <Link
          to={paths.pricing}
          title={PLAN_FEATURE_MESSAGES.pdfReports}
          aria-label={`Export PDF: ${PLAN_FEATURE_MESSAGES.pdfReports} See plans`}
          className={`${buttonBase} ${buttonVariants.outline} ${buttonSizes.sm}`}
        >
          <Lock aria-hidden="true" className="size-4" /> Export PDF · Pro
        </Link>
      )}
    </fieldset>
  );
}

/** A batch: live progress while it runs, then the ranked table with everything around it. */
export function BatchView({
  batch,
  isAnonymised,
  onAnonymisedChange,
  onNewAnalysis,
}: {
  batch: BatchDetail;
  isAnonymised: boolean;
  onAnonymisedChange: (value: boolean) => void;
  onNewAnalysis: () => void;
}) {
  const isRunning = batch.status !== "completed";
  const events = useBatchEvents(batch.id, isRunning, isAnonymised);
  const [sort, setSort] = useState<CandidateSort>({ key: "rank", direction: "asc" });
  const [filter, setFilter] = useState<CandidateFilter>(DEFAULT_CANDIDATE_FILTER);
  // A mailed link (an @mention) names the candidate to open: ?batch=…&candidate=<result id>.
  const [openId, setOpenId] = useState<string | null>(() => {
    const wanted = new URLSearchParams(window.location.search).get("candidate");
    return batch.candidates.some((c) => c.id === wanted) ? wanted : null;
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [isComparing, setIsComparing] = useState(false);
  const [isWeightsOpen, setIsWeightsOpen] = useState(false);
  const rerank = useRerankBatch(batch.id);
  const canSetWeights = usePlanAllows("customWeights");

  // While the batch runs, a file's live state (from the realtime channel) is newer than the last fetch.
  const candidates = useMemo(
    () =>
      batch.candidates.map((candidate) => {
        const live = events.files[candidate.id];
        const isFinal = candidate.status === "scored" || candidate.status === "failed";
        return live && !isFinal && live.status !== "scored" && live.status !== "failed"
          ? { ...candidate, status: live.status }
          : candidate;
      }),
    [batch.candidates, events.files],
  );
  const rows = useMemo(
    () => arrangeCandidates(candidates, filter, sort, isAnonymised),
    [candidates, filter, sort, isAnonymised],
  );
  const onSort = (key: CandidateSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === "asc" ? "desc" : "asc" }
        : { key, direction: defaultSortDirection(key) },
    );
  const hasScored = batch.scoredFiles > 0;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={batch.name}
          description={
            <>
              Ranked against <span className="font-medium">{batch.jobTitle}</span> ·{" "}
              {batch.totalFiles} resumes · {batch.creditsCharged - batch.creditsRefunded} credits
              used
              {batch.creditsRefunded > 0 ? ` (${batch.creditsRefunded} refunded)` : ""}
            </>
          }
          actions={
            <Button
              variant="outline"
              size="sm"
              onClick={onNewAnalysis}
              leftIcon={<Plus aria-hidden="true" className="size-4" />}
            >
              New analysis
            </Button>
          }
        />
        <div className="px-4 py-4 sm:px-5">
          <BatchProgress
            batch={batch}
            live={events.files}
            connection={events.status}
            retryInMs={events.retryInMs}
          />
        </div>
      </Card>

      <Card>
        <CardHeader
          title={batch.rankingEnabled === false ? "Documents in upload order" : "Ranked candidates"}
          description={
            isRunning
              ? "The table fills in as each resume is scored."
              : `${batch.scoredFiles} scored · average ${batch.averageScore?.toFixed(1) ?? "—"}`
          }
          actions={
            hasScored ? <ExportButtons batchId={batch.id} isAnonymised={isAnonymised} /> : null
          }
        />
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5 dark:border-slate-800">
          <Input
            label="Search candidates"
            hideLabel
            size="sm"
            placeholder="Search name or title"
            leftIcon={<Search />}
            value={filter.query}
            onChange={(event) => setFilter({ ...filter, query: event.target.value })}
            containerClassName="w-full sm:w-56"
          />
          <Select
            label="Status"
            hideLabel
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as CandidateFilter["status"] })
            }
            className="h-9"
            containerClassName="w-[calc(50%-0.375rem)] sm:w-36"
          >
            <option value="all">All statuses</option>
            <option value="scored">Scored</option>
            <option value="failed">Failed</option>
            <option value="parsing">Parsing</option>
            <option value="queued">Queued</option>
          </Select>
          <Select
            label="Review"
            hideLabel
            value={filter.review}
            onChange={(event) =>
              setFilter({ ...filter, review: event.target.value as CandidateFilter["review"] })
            }
            className="h-9"
            containerClassName="w-[calc(50%-0.375rem)] sm:w-36"
          >
            <option value="all">All decisions</option>
            <option value="shortlisted">Shortlisted</option>
            <option value="rejected">Rejected</option>
            <option value="none">Undecided</option>
          </Select>
          <Select
            label="Fit band"
            hideLabel
            value={filter.minBand}
            onChange={(event) =>
              setFilter({ ...filter, minBand: event.target.value as CandidateFilter["minBand"] })
            }
            className="h-9"
            containerClassName="w-[calc(50%-0.375rem)] sm:w-44"
          >
            <option value="all">Any fit</option>
            {batch.bands.slice(0, -1).map((band, index) => (
              <option key={band.id} value={band.id}>
                {index === 0 ? `${band.label} only` : `${band.label} or better`}
              </option>
            ))}
          </Select>
          <Input
            label="Has skill"
            hideLabel
            size="sm"
            placeholder="Has skill…"
            value={filter.skill}
            onChange={(event) => setFilter({ ...filter, skill: event.target.value })}
            containerClassName="w-[calc(50%-0.375rem)] sm:w-36"
          />
          <div className="flex w-full flex-wrap items-center gap-2 lg:ml-auto lg:w-auto">
            <RankingSwitch batchId={batch.id} rankingEnabled={batch.rankingEnabled !== false} />
            <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
              <input
                type="checkbox"
                role="switch"
                aria-checked={isAnonymised}
                checked={isAnonymised}
                onChange={(event) => onAnonymisedChange(event.target.checked)}
                className="size-4 accent-brand-600"
              />
              <EyeOff aria-hidden="true" className="size-4" /> Anonymised review
            </label>
            <EditRequirementsButton batch={batch} disabled={isRunning} />
            <Button
              size="sm"
              variant="outline"
              disabled={!hasScored || isRunning}
              onClick={() => setIsWeightsOpen(true)}
              leftIcon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
            >
              Weights
            </Button>
            <Button
              size="sm"
              variant={selected.length >= 2 ? "primary" : "outline"}
              disabled={selected.length < 2}
              onClick={() => setIsComparing(true)}
              leftIcon={<Columns3 aria-hidden="true" className="size-4" />}
            >
              Compare{selected.length > 0 ? ` (${selected.length})` : ""}
            </Button>
          </div>
        </div>
        {isAnonymised ? (
          <p className="flex items-center gap-2 border-b border-slate-100 bg-amber-50/60 px-5 py-2 text-xs text-amber-900 dark:border-slate-800 dark:bg-amber-500/10 dark:text-amber-200">
            <Badge tone="warning">Anonymised</Badge> Names, contact details, photos and schools are
            hidden until you switch this off. Scores never use them.
          </p>
        ) : null}
        {batch.candidates.length === 0 ? (
          <EmptyState icon={Users} title="No resumes in this batch" />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Search}
            title="No candidate matches these filters"
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => setFilter(DEFAULT_CANDIDATE_FILTER)}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <ResultsTable
            candidates={rows}
            isAnonymised={isAnonymised}
            sort={sort}
            onSort={onSort}
            selectedIds={selected}
            onToggleSelect={(id) =>
              setSelected((current) =>
                current.includes(id)
                  ? current.filter((x) => x !== id)
                  : [...current, id].slice(0, 3),
              )
            }
            onOpen={setOpenId}
          />
        )}
        {hasScored ? (
          <FitBandLegend
            bands={batch.bands}
            className="border-t border-slate-100 px-4 py-3 sm:px-5 dark:border-slate-800"
          />
        ) : null}
      </Card>

      <Card>
        <div className="px-4 py-4 sm:px-5">
          <DecisionLogPanel scope={{ kind: "batch", id: batch.id }} />
        </div>
      </Card>

      <CandidateDrawer
        candidateId={openId}
        bands={batch.bands}
        batchId={batch.id}
        isAnonymised={isAnonymised}
        onClose={() => setOpenId(null)}
      />
      <CompareDialog
        ids={selected}
        isAnonymised={isAnonymised}
        isOpen={isComparing}
        onClose={() => setIsComparing(false)}
      />
      <Modal
        isOpen={isWeightsOpen}
        onClose={() => setIsWeightsOpen(false)}
        title="Score weights"
        className="max-w-2xl"
      >
        <div className="px-4 py-4 md:px-6">
          {canSetWeights ? (
            <WeightsPanel
              key={JSON.stringify(batch.weights)}
              initial={batch.weights}
              isPending={rerank.isPending}
              onApply={(weights) =>
                rerank.mutate(weights, { onSuccess: () => setIsWeightsOpen(false) })
              }
            />
          ) : (
            <UpgradeHint feature="customWeights" />
          )}
        </div>
      </Modal>
    </div>
  );
}
