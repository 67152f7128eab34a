import { insufficientCreditsMessage } from "@hirelens/contracts";
import { Coins, FileSearch, Sparkles } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiClientError } from "@/lib/api-client";
import { createJobDescription } from "@/lib/job-descriptions-api";
import { useBatch } from "../api/get-batch";
import { useJobDescriptions } from "../api/get-job-descriptions";
import { startAnalysis } from "../api/start-analysis";
import { useUploadQueue } from "../hooks/use-upload-queue";
import { BatchView } from "./batch-view";
import { FileDropzone } from "./file-dropzone";
import { type JobChoice, JobPicker } from "./job-picker";
import { UploadList } from "./upload-list";

export type AnalyzerCredits = { availableCredits: number; isUnlimited: boolean } | null;

type Phase = "idle" | "saving-job" | "uploading" | "starting";

function CostLine({ count, credits }: { count: number; credits: AnalyzerCredits }) {
  const isShort = credits !== null && !credits.isUnlimited && credits.availableCredits < count;
  return (
    <div
      data-testid="credit-cost"
      className={
        isShort
          ? "flex items-start gap-2 rounded-xl bg-rose-50 px-3 py-2.5 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
          : "flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
      }
    >
      <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        This analysis uses {count} {count === 1 ? "credit" : "credits"}; you have{" "}
        {credits === null
          ? "…"
          : credits.isUnlimited
            ? "unlimited credits"
            : credits.availableCredits}
        .
        {isShort && credits ? (
          <>
            {" "}
            <span className="font-semibold">
              {insufficientCreditsMessage(count, credits.availableCredits)}
            </span>{" "}
            <Link to={paths.billing} className="font-semibold underline">
              Get more credits
            </Link>
          </>
        ) : null}
      </span>
    </div>
  );
}

/** /resume-analyzer: pick a job, drop resumes, watch them being scored, review the ranking. */
export function ResumeAnalyzer({
  credits,
  onBatchStarted,
  renderNotFound,
}: {
  credits: AnalyzerCredits;
  /** Called once the batch is accepted and charged (one credit per resume). */
  onBatchStarted: (resumeCount: number) => void;
  renderNotFound: () => ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const batchId = searchParams.get("batch");
  const [isAnonymised, setIsAnonymised] = useState(false);
  const batch = useBatch(batchId, { anonymised: isAnonymised ? "true" : "false" });
  const jobs = useJobDescriptions();
  const queue = useUploadQueue();
  const [choice, setChoice] = useState<JobChoice>({
    mode: "existing",
    jobId: searchParams.get("jd") ?? "",
  });
  const [phase, setPhase] = useState<Phase>("idle");
  const [formError, setFormError] = useState<string | null>(null);
  /** Off = "documents only": the batch is listed in upload order without scores (issue 13). */
  const [isRankingEnabled, setIsRankingEnabled] = useState(true);

  // Pick the newest job once the list arrives, unless one was chosen (or passed as ?jd=).
  useEffect(() => {
    const first = jobs.data?.[0];
    if (choice.mode === "existing" && !choice.jobId && first)
      setChoice({ mode: "existing", jobId: first.id });
  }, [jobs.data, choice]);

  if (batchId) {
    if (batch.isLoading) {
      return (
        <p className="flex items-center gap-2 py-16 text-slate-500">
          <Spinner /> Loading the analysis...
        </p>
      );
    }
    if (batch.error && isApiClientError(batch.error) && batch.error.status === 404)
      return renderNotFound();
    if (batch.data) {
      return (
        <>
          <PageHeader
            title="Resume Analyzer"
            description="Candidates ranked with the evidence behind every point."
          />
          <BatchView
            batch={batch.data}
            isAnonymised={isAnonymised}
            onAnonymisedChange={setIsAnonymised}
            onNewAnalysis={() => setSearchParams({})}
          />
        </>
      );
    }
    return (
      <div role="alert" className="py-16 text-center text-slate-600">
        {batch.error?.message ?? "The analysis could not be loaded."}
        <div className="mt-4">
          <Button variant="outline" onClick={() => void batch.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const count = queue.items.length;
  const isBusy = phase !== "idle";
  const isShort = credits !== null && !credits.isUnlimited && credits.availableCredits < count;
  const jobReady =
    choice.mode === "existing"
      ? Boolean(choice.jobId)
      : choice.title.trim().length > 0 && choice.text.trim().length >= 30;

  async function start() {
    setFormError(null);
    if (!jobReady) {
      setFormError(
        choice.mode === "paste"
          ? "Give the job a title and paste its description (at least 30 characters)."
          : "Choose a job description.",
      );
      return;
    }
    if (count === 0) {
      setFormError("Please upload at least one resume.");
      return;
    }
    try {
      let jobId = choice.mode === "existing" ? choice.jobId : "";
      if (choice.mode === "paste") {
        setPhase("saving-job");
        const job = await createJobDescription({ title: choice.title, text: choice.text });
        jobId = job.id;
        setChoice({ mode: "existing", jobId });
        void jobs.refetch();
      }
      setPhase("uploading");
      const fileIds = await queue.uploadAll();
      if (fileIds.length === 0) {
        setFormError("No resume could be uploaded. Check the messages next to each file.");
        return;
      }
      setPhase("starting");
      const started = await startAnalysis({
        jobDescriptionId: jobId,
        fileIds,
        rankingEnabled: isRankingEnabled,
      });
      onBatchStarted(started.totalFiles);
      queue.clear();
      setSearchParams({ batch: started.id });
    } catch (error) {
      setFormError(isApiClientError(error) ? error.message : "The analysis could not be started.");
    } finally {
      setPhase("idle");
    }
  }

  const startLabel =
    phase === "saving-job"
      ? "Saving the job..."
      : phase === "uploading"
        ? "Uploading..."
        : phase === "starting"
          ? "Starting..."
          : undefined;

  return (
    <>
      <PageHeader
        title="Resume Analyzer"
        description="Pick a job description, drop in one resume or fifty, and get them ranked with the evidence behind every point."
        actions={
          <Link
            to={paths.resumeHistory}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Past analyses
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card>
          <CardHeader
            title="1. Job description"
            description="What the resumes are ranked against."
          />
          <div className="px-4 py-4 sm:px-5">
            <JobPicker
              jobs={jobs.data ?? []}
              isLoading={jobs.isLoading}
              choice={choice}
              onChange={setChoice}
              isLocked={isBusy}
            />
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              No job description yet?{" "}
              <Link
                to={paths.jobDescriptionCreator}
                className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                <Sparkles aria-hidden="true" className="mr-1 inline size-4" />
                Write one with the creator
              </Link>
            </p>
          </div>
        </Card>
        <Card>
          <CardHeader
            title="2. Resumes"
            description={
              count > 0
                ? `${count} ready to analyse`
                : "Checked here before anything is sent or charged."
            }
            actions={
              count > 0 && !isBusy ? (
                <Button size="sm" variant="ghost" onClick={queue.clear}>
                  Clear all
                </Button>
              ) : null
            }
          />
          <div className="space-y-4 px-4 py-4 sm:px-5">
            <FileDropzone onFiles={(files) => void queue.addFiles(files)} isDisabled={isBusy} />
            {queue.isChecking ? (
              <p className="flex items-center gap-2 text-sm text-slate-500">
                <Spinner /> Checking files...
              </p>
            ) : null}
            {queue.refusals.length > 0 ? (
              <div
                role="alert"
                data-testid="file-refusals"
                className="rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
              >
                <p className="font-semibold">
                  {queue.refusals.length === 1
                    ? "1 file was not added"
                    : `${queue.refusals.length} files were not added`}
                </p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {queue.refusals.map((refusal) => (
                    <li key={`${refusal.name}-${refusal.message}`}>{refusal.message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {queue.duplicates.length > 0 ? (
              <div
                role="status"
                data-testid="file-duplicates"
                className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
              >
                <p className="font-semibold">Duplicates skipped (same content)</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {queue.duplicates.map((d) => (
                    <li key={d.name}>
                      "{d.name}" is the same file as "{d.duplicateOf}".
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <UploadList items={queue.items} onRemove={queue.remove} isLocked={isBusy} />
          </div>
        </Card>
      </div>

      <Card className="mt-6">
        <div className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          {count > 0 ? (
            <CostLine count={count} credits={credits} />
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <FileSearch aria-hidden="true" className="size-4" /> Add resumes to see what the
              analysis costs: one credit per resume.
            </p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
              <input
                type="checkbox"
                role="switch"
                aria-checked={isRankingEnabled}
                aria-describedby="ranking-choice-hint"
                checked={isRankingEnabled}
                disabled={isBusy}
                onChange={(event) => setIsRankingEnabled(event.target.checked)}
                className="size-4 accent-brand-600"
              />
              Automated ranking
              <span id="ranking-choice-hint" className="sr-only">
                When off, the resumes are listed in upload order without scores, bands or evidence.
              </span>
            </label>
            <Button
              size="lg"
              onClick={() => void start()}
              disabled={count === 0 || isShort || isBusy || queue.isChecking}
              isLoading={isBusy}
              loadingText={startLabel}
            >
              Analyse {count > 0 ? `${count} ${count === 1 ? "resume" : "resumes"}` : "resumes"}
            </Button>
          </div>
        </div>
        {formError ? (
          <p
            role="alert"
            className="border-t border-slate-100 px-5 py-3 text-sm text-rose-700 dark:border-slate-800 dark:text-rose-300"
          >
            {formError}
          </p>
        ) : null}
      </Card>
    </>
  );
}
