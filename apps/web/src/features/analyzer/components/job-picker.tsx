import type { JobDescription } from "@hirelens/contracts";
import { ClipboardPaste, ListChecks } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

export type JobChoice =
  | { mode: "existing"; jobId: string }
  | { mode: "paste"; title: string; text: string };

/** Step 1: the job the resumes are ranked against, picked from the saved ones or pasted. */
export function JobPicker({
  jobs,
  isLoading,
  choice,
  onChange,
  isLocked,
}: {
  jobs: JobDescription[];
  isLoading: boolean;
  choice: JobChoice;
  onChange: (choice: JobChoice) => void;
  isLocked: boolean;
}) {
  const selected = choice.mode === "existing" ? jobs.find((j) => j.id === choice.jobId) : undefined;
  const tabClass = (isActive: boolean) =>
    `inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
      isActive
        ? "bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white"
        : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
    }`;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">How to give the job description</legend>
        <div className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          <button
            type="button"
            aria-pressed={choice.mode === "existing"}
            disabled={isLocked}
            className={tabClass(choice.mode === "existing")}
            onClick={() => onChange({ mode: "existing", jobId: jobs[0]?.id ?? "" })}
          >
            <ListChecks aria-hidden="true" className="size-4" /> Saved job
          </button>
          <button
            type="button"
            aria-pressed={choice.mode === "paste"}
            disabled={isLocked}
            className={tabClass(choice.mode === "paste")}
            onClick={() => onChange({ mode: "paste", title: "", text: "" })}
          >
            <ClipboardPaste aria-hidden="true" className="size-4" /> Paste a new one
          </button>
        </div>
      </fieldset>

      {choice.mode === "existing" ? (
        <div className="space-y-3">
          <Select
            label="Job description"
            value={choice.jobId}
            disabled={isLocked || isLoading}
            onChange={(event) => onChange({ mode: "existing", jobId: event.target.value })}
            helperText={
              !isLoading && jobs.length === 0
                ? "You have no saved job descriptions yet: paste one, or write one with the creator."
                : undefined
            }
          >
            {isLoading ? <option value="">Loading job descriptions...</option> : null}
            {!isLoading && jobs.length === 0 ? <option value="">No saved jobs</option> : null}
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
                {job.company ? ` · ${job.company}` : ""}
              </option>
            ))}
          </Select>
          {selected ? (
            <div className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/50">
              <p className="font-medium text-slate-700 dark:text-slate-200">
                What the ranking uses
              </p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {selected.requirements.requiredSkills.slice(0, 12).map((skill) => (
                  <Badge key={skill} tone="brand">
                    {skill}
                  </Badge>
                ))}
                {selected.requirements.preferredSkills.slice(0, 6).map((skill) => (
                  <Badge key={skill}>{skill}</Badge>
                ))}
                {selected.requirements.minYears !== null ? (
                  <Badge tone="info">{selected.requirements.minYears}+ years</Badge>
                ) : null}
                {selected.requirements.education ? (
                  <Badge tone="info">{selected.requirements.education}</Badge>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="space-y-3">
          <Input
            label="Job title"
            isRequired
            value={choice.title}
            disabled={isLocked}
            maxLength={200}
            onChange={(event) => onChange({ ...choice, title: event.target.value })}
            placeholder="e.g. Senior Backend Engineer"
          />
          <Textarea
            label="Job description"
            isRequired
            value={choice.text}
            disabled={isLocked}
            rows={8}
            onChange={(event) => onChange({ ...choice, text: event.target.value })}
            placeholder="Paste the full job description: responsibilities, required and preferred skills, years of experience, education."
            helperText="It is saved to your job descriptions, so you can reuse and fine-tune it."
          />
        </div>
      )}
    </div>
  );
}
