import {
  type AuditRun,
  type AuditRunSummary,
  type CreateAuditRun,
  createAuditRunSchema,
} from "@hirelens/contracts";
import { ClipboardList, Copy, ExternalLink, Play } from "lucide-react";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiClientError } from "@/lib/api-client";
import {
  type AuditExportFormat,
  exportAuditRun,
  useAuditBatches,
  useAuditRun,
  useAuditRuns,
  useCreateAuditRun,
  usePublishAuditRun,
} from "../api/bias-audit-api";
import { AUDIT_METHOD_TEXT, AuditResultTables } from "./audit-tables";
import { DownloadButtons } from "./download-buttons";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Step 2: run an audit of one analysis or of every analysis in a date range. */
export function RunAuditForm({ onCreated }: { onCreated: (run: AuditRun) => void }) {
  const batches = useAuditBatches();
  const create = useCreateAuditRun();
  const [formError, setFormError] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const form = useSchemaForm(createAuditRunSchema, {
    defaultValues: {
      scope: "batch",
      batchId: undefined,
      dateFrom: `${today.slice(0, 4)}-01-01`,
      dateTo: today,
      dataSource: "",
    },
  });
  const scope = useWatch({ control: form.control, name: "scope" });
  const errors = form.formState.errors;
  const list = batches.data ?? [];
  if (!list.length) return null;

  async function submit(values: CreateAuditRun) {
    setFormError(null);
    try {
      const run = await create.mutateAsync(
        values.scope === "batch"
          ? { scope: "batch", batchId: values.batchId, dataSource: values.dataSource }
          : {
              scope: "range",
              dateFrom: values.dateFrom,
              dateTo: values.dateTo,
              dataSource: values.dataSource,
            },
      );
      onCreated(run);
      notify.success("Audit saved");
    } catch (error) {
      setFormError(isApiClientError(error) ? error.message : "The audit could not be run.");
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" aria-label="Run an audit">
      {formError ? (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 px-3.5 py-2.5 text-sm font-medium text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {formError}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          What to audit
        </legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            value="batch"
            className="size-4 accent-brand-600"
            {...form.register("scope")}
          />
          One analysis (one job)
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            value="range"
            className="size-4 accent-brand-600"
            {...form.register("scope")}
          />
          All analyses in a date range (across jobs)
        </label>
      </fieldset>
      {scope === "batch" ? (
        <div>
          <Select
            label="Analysis"
            defaultValue=""
            {...form.register("batchId", { setValueAs: (v) => v || undefined })}
          >
            <option value="">Choose an analysis</option>
            {list.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {batch.name} — {batch.jobTitle} ({batch.withCategories}/{batch.scored} with
                categories)
              </option>
            ))}
          </Select>
          {errors.batchId?.message ? (
            <p role="alert" className="mt-1.5 text-xs text-rose-700 dark:text-rose-300">
              {errors.batchId.message}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            type="date"
            label="From"
            error={errors.dateFrom?.message}
            {...form.register("dateFrom")}
          />
          <Input
            type="date"
            label="To"
            error={errors.dateTo?.message}
            {...form.register("dateTo")}
          />
        </div>
      )}
      <Textarea
        label="Data source"
        isRequired
        rows={2}
        maxLength={500}
        helperText="Where the demographic categories came from; it is printed on the report and the public summary."
        placeholder="Voluntary EEO-1 self-identification form, applicants of 2026"
        error={errors.dataSource?.message}
        {...form.register("dataSource")}
      />
      <div>
        <Button
          type="submit"
          isLoading={create.isPending}
          loadingText="Running..."
          leftIcon={<Play aria-hidden="true" className="size-4" />}
        >
          Run audit
        </Button>
      </div>
    </Form>
  );
}

function ExportButtons({ run }: { run: AuditRun }) {
  const formats: Array<[AuditExportFormat, string]> = [
    ["applicants-csv", "Applicants CSV"],
    ["aggregate-csv", "Aggregate CSV"],
    ["pdf", "PDF report"],
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Export for an auditor</legend>
      <DownloadButtons
        formats={formats}
        download={(format) => exportAuditRun(run.id, format)}
        loadingText="Exporting..."
        failureText="Export failed"
      />
    </fieldset>
  );
}

function PublishSwitch({ run }: { run: AuditRun }) {
  const publish = usePublishAuditRun();
  const switchId = useId();
  const url = run.publicPath ? `${window.location.origin}${run.publicPath}` : null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-describedby={switchId}
          aria-checked={run.isPublished}
          disabled={publish.isPending}
          onClick={() => publish.mutate({ id: run.id, isPublished: !run.isPublished })}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${run.isPublished ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-700"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition ${run.isPublished ? "translate-x-6" : "translate-x-1"}`}
          />
          <span className="sr-only">Publish the summary page</span>
        </button>
        <span id={switchId} className="text-sm font-medium text-slate-900 dark:text-white">
          Public summary page: {run.isPublished ? "published" : "not published"}
        </span>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        The page shows the audit date, data source, counts and ratios; no candidate data. Anyone
        with the link can open it while it is published.
      </p>
      {url && run.publicPath ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <a
            href={run.publicPath}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 hover:underline dark:text-brand-300"
          >
            {url} <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Button
            size="sm"
            variant="ghost"
            leftIcon={<Copy aria-hidden="true" className="size-4" />}
            onClick={async () => {
              await navigator.clipboard?.writeText(url).catch(() => undefined);
              notify.success("Link copied");
            }}
          >
            Copy link
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** One stored audit: its facts, exports, publication and the tables (a job or all jobs). */
export function AuditRunView({ run }: { run: AuditRun }) {
  const [jobId, setJobId] = useState<string>("all");
  const result =
    run.scope === "batch"
      ? (run.report.jobs[0] ?? run.report.overall)
      : jobId === "all"
        ? run.report.overall
        : (run.report.jobs.find((job) => job.jobId === jobId) ?? run.report.overall);
  return (
    <article aria-labelledby={`run-${run.id}`} className="flex flex-col gap-4">
      <div>
        <h3 id={`run-${run.id}`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {run.title}
        </h3>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline text-slate-500">Audit date: </dt>
            <dd className="inline">{dateTime.format(new Date(run.createdAt))}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Engine version: </dt>
            <dd className="inline">{run.engineVersion}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Applicants with a score: </dt>
            <dd className="inline">{run.applicants}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Median score: </dt>
            <dd className="inline">
              {result.medianScore === null ? "per job" : result.medianScore}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="inline text-slate-500">Data source: </dt>
            <dd className="inline">{run.dataSource}</dd>
          </div>
        </dl>
      </div>
      <ExportButtons run={run} />
      <PublishSwitch run={run} />
      {run.scope === "range" ? (
        <Select
          label="Show"
          value={jobId}
          onChange={(event) => setJobId(event.target.value)}
          containerClassName="max-w-md"
        >
          <option value="all">All jobs ({run.applicants} applicants)</option>
          {run.jobs.map((job) => (
            <option key={job.batchId} value={job.batchId}>
              {job.jobTitle} — {job.name} ({job.applicants})
            </option>
          ))}
        </Select>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">{AUDIT_METHOD_TEXT}</p>
      <AuditResultTables result={result} />
    </article>
  );
}

/** Step 3: the stored audits, newest first, and the chosen one in full. */
export function AuditRuns({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const runs = useAuditRuns();
  const list: AuditRunSummary[] = runs.data ?? [];
  const current = selectedId ?? list[0]?.id ?? null;
  const run = useAuditRun(current);
  if (runs.isLoading)
    return (
      <p className="flex items-center gap-2 py-6 text-slate-500">
        <Spinner /> Loading audits...
      </p>
    );
  if (!list.length)
    return (
      <EmptyState
        icon={ClipboardList}
        title="No audits yet"
        description="Import the categories, then run an audit: it is saved here with its date, so you can export it and publish its summary."
      />
    );
  return (
    <div className="flex flex-col gap-5">
      <ul aria-label="Audits" className="flex flex-col gap-1">
        {list.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === current ? "true" : undefined}
              onClick={() => onSelect(item.id)}
              className={`flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${item.id === current ? "bg-brand-50 dark:bg-brand-500/10" : "hover:bg-slate-50 dark:hover:bg-slate-800/60"}`}
            >
              <span className="font-medium text-slate-900 dark:text-white">{item.title}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {dateTime.format(new Date(item.createdAt))} · {item.applicants} applicants
              </span>
              {item.isPublished ? <Badge tone="success">Published</Badge> : null}
            </button>
          </li>
        ))}
      </ul>
      {run.data ? (
        <AuditRunView key={run.data.id} run={run.data} />
      ) : (
        <p className="flex items-center gap-2 text-slate-500">
          <Spinner /> Loading the audit...
        </p>
      )}
    </div>
  );
}
