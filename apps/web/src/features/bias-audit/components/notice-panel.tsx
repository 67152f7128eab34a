import { type CandidateNoticeView, type NoticeForm, noticeFormSchema } from "@hirelens/contracts";
import { Copy, FileText, ScrollText } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiClientError } from "@/lib/api-client";
import {
  downloadNotice,
  type NoticeInput,
  useAuditBatches,
  useCandidateNotice,
  useJobDescriptionChoices,
  useNoticeDefaults,
} from "../api/bias-audit-api";
import { DownloadButtons } from "./download-buttons";

const toInput = (values: NoticeForm): NoticeInput => {
  const [kind, id = ""] = values.source.split(":");
  return {
    source: kind === "jd" ? { jobDescriptionId: id } : { batchId: id },
    employer: values.employer,
    contact: values.contact,
  };
};

const NOTICE_FORMATS = [
  ["txt", "Download text"],
  ["pdf", "Download PDF"],
] as const;

/** The candidate notice kit: the notice of one job, shown, copied, downloaded as text or PDF. */
export function NoticePanel() {
  const jobs = useJobDescriptionChoices();
  const batches = useAuditBatches();
  const defaults = useNoticeDefaults();
  const notice = useCandidateNotice();
  const [shown, setShown] = useState<{ notice: CandidateNoticeView; input: NoticeInput } | null>(
    null,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(noticeFormSchema, {
    defaultValues: { source: "", employer: "", contact: "" },
  });
  const employer = defaults.data?.employer;
  useEffect(() => {
    if (employer && !form.getValues("employer")) form.setValue("employer", employer);
  }, [employer, form]);
  const errors = form.formState.errors;

  if (jobs.isLoading || batches.isLoading)
    return (
      <p className="flex items-center gap-2 py-6 text-slate-500">
        <Spinner /> Loading your jobs...
      </p>
    );
  const jobList = jobs.data ?? [];
  const batchList = batches.data ?? [];
  if (!jobList.length && !batchList.length)
    return (
      <EmptyState
        icon={ScrollText}
        title="No job to write a notice for"
        description="The notice says what a job's ranking assesses, so it is written from a saved job description or an analysis."
        action={
          <Link
            to={paths.jobDescriptions}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Add a job description
          </Link>
        }
      />
    );

  async function submit(values: NoticeForm) {
    setFormError(null);
    const input = toInput(values);
    try {
      setShown({ notice: await notice.mutateAsync(input), input });
    } catch (error) {
      setFormError(isApiClientError(error) ? error.message : "The notice could not be written.");
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Form
        form={form}
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label="Candidate notice"
      >
        {formError ? (
          <p
            role="alert"
            className="rounded-xl bg-rose-50 px-3.5 py-2.5 text-sm font-medium text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
          >
            {formError}
          </p>
        ) : null}
        <div>
          <Select label="Job" {...form.register("source")}>
            <option value="">Choose a job description or an analysis</option>
            {jobList.length ? (
              <optgroup label="Job descriptions">
                {jobList.map((job) => (
                  <option key={job.id} value={`jd:${job.id}`}>
                    {job.title}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {batchList.length ? (
              <optgroup label="Analyses">
                {batchList.map((batch) => (
                  <option key={batch.id} value={`batch:${batch.id}`}>
                    {batch.jobTitle} — {batch.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </Select>
          {errors.source?.message ? (
            <p role="alert" className="mt-1.5 text-xs text-rose-700 dark:text-rose-300">
              {errors.source.message}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Employer"
            isRequired
            error={errors.employer?.message}
            placeholder="Acme Health"
            {...form.register("employer")}
          />
          <Input
            label="Contact for an alternative process or accommodation"
            isRequired
            error={errors.contact?.message}
            placeholder="accommodations@acme.example"
            {...form.register("contact")}
          />
        </div>
        <div>
          <Button
            type="submit"
            isLoading={notice.isPending}
            loadingText="Writing..."
            leftIcon={<FileText aria-hidden="true" className="size-4" />}
          >
            Show notice
          </Button>
        </div>
      </Form>

      {shown ? (
        <section
          aria-labelledby="notice-subject"
          className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <div className="mb-4 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              leftIcon={<Copy aria-hidden="true" className="size-4" />}
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(shown.notice.text);
                  notify.success("Notice copied");
                } catch {
                  notify.error("The browser refused the clipboard: select the text and copy it.");
                }
              }}
            >
              Copy text
            </Button>
            <DownloadButtons
              formats={NOTICE_FORMATS}
              download={(format) => downloadNotice(shown.input, format)}
              loadingText="Preparing..."
              failureText="Download failed"
            />
          </div>
          <h3 id="notice-subject" className="text-lg font-semibold text-slate-900 dark:text-white">
            {shown.notice.subject}
          </h3>
          {shown.notice.sections.map((section) => (
            <div key={section.heading} className="mt-4">
              <h4 className="font-semibold text-slate-900 dark:text-white">{section.heading}</h4>
              {section.lines.some((line) => line.startsWith("- ")) ? (
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
                  {section.lines.map((line) => (
                    <li key={line}>{line.replace(/^- /, "")}</li>
                  ))}
                </ul>
              ) : (
                section.lines.map((line) => (
                  <p key={line} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {line.includes(shown.notice.howItWorksUrl) ? (
                      <>
                        {line.slice(0, line.indexOf(shown.notice.howItWorksUrl))}
                        <a
                          href={paths.howScoringWorks}
                          target="_blank"
                          rel="noreferrer"
                          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {shown.notice.howItWorksUrl}
                        </a>
                      </>
                    ) : (
                      line
                    )}
                  </p>
                ))
              )}
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
