import type { AuditImportResult } from "@hirelens/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Download, ScanSearch, Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/notifications/notifications-store";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiClientError } from "@/lib/api-client";
import { downloadTemplate, importCategories, useAuditBatches } from "../api/bias-audit-api";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** Step 1: the template of the chosen analyses, then the filled CSV imported with progress and per-line errors. */
export function CategoryImport() {
  const batches = useAuditBatches();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<AuditImportResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  if (batches.isLoading)
    return (
      <p className="flex items-center gap-2 py-6 text-slate-500">
        <Spinner /> Loading your analyses...
      </p>
    );
  const list = batches.data ?? [];
  if (!list.length)
    return (
      <EmptyState
        icon={ScanSearch}
        title="No analyses to audit yet"
        description="An audit compares the scores of an analysis by the demographic categories of its candidates. Analyse resumes first."
        action={
          <Link
            to={paths.resumeAnalyzer}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Analyse resumes
          </Link>
        }
      />
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFailure({ message: "Choose the CSV file to import.", lines: [] });
      return;
    }
    setFailure(null);
    setResult(null);
    setProgress(0);
    try {
      const imported = await importCategories(file, (ratio) => setProgress(ratio * 100));
      setResult(imported);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      void queryClient.invalidateQueries({ queryKey: ["bias-audit", "batches"] });
    } catch (error) {
      if (isApiClientError(error))
        setFailure({
          message: error.message,
          lines: Object.entries(error.errors ?? {}).flatMap(([line, messages]) =>
            messages.map((message) => `${line.replace(/^line/, "Line")}: ${message}`),
          ),
        });
      else setFailure({ message: "The import failed. Please try again.", lines: [] });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          Analyses to list in the template
        </legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The template has one row per candidate, keyed by candidate_id. Fill in sex and
          race_ethnicity (EEO-1 categories; leave a cell blank when unknown) and import it below.
        </p>
        <ul className="mt-3 flex max-h-64 flex-col gap-1 overflow-y-auto">
          {list.map((batch) => (
            <li key={batch.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-brand-600"
                  checked={chosen.includes(batch.id)}
                  onChange={(event) =>
                    setChosen((ids) =>
                      event.target.checked
                        ? [...ids, batch.id]
                        : ids.filter((id) => id !== batch.id),
                    )
                  }
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {batch.name}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {batch.jobTitle} · {dateFormat.format(new Date(batch.createdAt))} ·{" "}
                    {batch.scored} scored · {batch.withCategories} with categories
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <Button
          className="mt-3"
          variant="outline"
          size="sm"
          disabled={!chosen.length}
          isLoading={isDownloading}
          loadingText="Preparing..."
          leftIcon={<Download aria-hidden="true" className="size-4" />}
          onClick={async () => {
            setIsDownloading(true);
            try {
              await downloadTemplate(chosen);
            } catch (error) {
              notify.error(isApiClientError(error) ? error.message : "Download failed");
            } finally {
              setIsDownloading(false);
            }
          }}
        >
          Download template
        </Button>
      </fieldset>

      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
        aria-label="Import categories"
      >
        <div>
          <label
            htmlFor={fileId}
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Category CSV file
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-help`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFailure(null);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-brand-500/15 dark:file:text-brand-200"
          />
          <p id={`${fileId}-help`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            Up to 1 MB. UTF-8 (with or without BOM), UTF-16 or Windows-1252. Every row is checked
            first: the file is imported whole or not at all. The categories are kept apart and never
            used in scoring.
          </p>
        </div>
        <div>
          <Button
            type="submit"
            isLoading={progress !== null}
            loadingText="Importing..."
            leftIcon={<Upload aria-hidden="true" className="size-4" />}
          >
            Import categories
          </Button>
        </div>
        {progress !== null ? (
          <ProgressBar value={progress} label="Import progress" className="max-w-md" />
        ) : null}
        <div aria-live="polite">
          {result ? (
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Imported {result.rows} row{result.rows === 1 ? "" : "s"}: {result.withSex} with sex,{" "}
              {result.withRaceEthnicity} with race/ethnicity
              {result.encoding === "utf-8" ? "" : ` (read as ${result.encoding})`}.
            </p>
          ) : null}
        </div>
        {failure ? (
          <div
            role="alert"
            className="rounded-xl bg-rose-50 px-3.5 py-2.5 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
          >
            <p className="font-semibold">{failure.message}</p>
            {failure.lines.length ? (
              <ul
                className="mt-2 max-h-60 list-disc overflow-y-auto pl-5"
                aria-label="Errors by line"
              >
                {failure.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </form>
    </div>
  );
}
