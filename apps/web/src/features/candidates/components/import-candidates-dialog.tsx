import { CANDIDATE_MESSAGES, type CandidateImportResult } from "@hirelens/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notifications/notifications-store";
import { ProgressBar } from "@/components/ui/progress-bar";
import { isApiClientError } from "@/lib/api-client";
import { importCandidates } from "../api/import-candidates";

/** "Import CSV": a candidate list, all rows or none, with upload progress and errors by line. */
export function ImportCandidatesDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<CandidateImportResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

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
      const imported = await importCandidates(file, (ratio) => setProgress(ratio * 100));
      setResult(imported);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      notify.success(CANDIDATE_MESSAGES.imported, { duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: ["candidates"] });
      void queryClient.invalidateQueries({ queryKey: ["batches"] });
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
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Import candidates from CSV"
      className="max-w-xl"
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 px-4 py-5 md:px-6"
        aria-label="Import candidates"
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
          One candidate per line with the columns <code>name</code>, <code>email</code>, and
          optionally <code>phone</code>, <code>job</code> (a job description's title or id) and{" "}
          <code>stage</code> (new, shortlisted, interviewing, offered, hired or rejected). A person
          your workspace already has (same e-mail) is updated, not added twice.
        </p>
        <div>
          <label
            htmlFor={fileId}
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Candidate CSV file
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
            Up to 1 MB. UTF-8 (with or without BOM), UTF-16 or Windows-1252. Every line is checked
            first: the file is imported whole or not at all.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            isLoading={progress !== null}
            loadingText="Importing..."
            leftIcon={<Upload aria-hidden="true" className="size-4" />}
          >
            Import candidates
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
        {progress !== null ? <ProgressBar value={progress} label="Import progress" /> : null}
        <div aria-live="polite">
          {result ? (
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              Imported {result.rows} line{result.rows === 1 ? "" : "s"}: {result.created} new
              candidate{result.created === 1 ? "" : "s"}, {result.merged} already known,{" "}
              {result.stagesChanged} stage{result.stagesChanged === 1 ? "" : "s"} changed.
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
    </Modal>
  );
}
