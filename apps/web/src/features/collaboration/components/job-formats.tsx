import { COLLABORATION_MESSAGES, SCORECARD_MAX_CRITERIA } from "@hirelens/contracts";
import { FileDown, FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { JobDescriptionSlotProps } from "@/components/feature-slots";
import { Button } from "@/components/ui/button";
import { ChipsInput } from "@/components/ui/chips-input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { Spinner } from "@/components/ui/spinner";
import { isApiClientError } from "@/lib/api-client";
import {
  exportJob,
  readJobFile,
  useImportJob,
  useSaveScorecardCriteria,
  useScorecardCriteria,
} from "../api/collaboration-api";

/** On a job card: the job as JSON in the JSON Resume job schema. */
export function ExportJobButton({ jobDescriptionId, title }: JobDescriptionSlotProps) {
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      isLoading={isPending}
      loadingText="Exporting..."
      leftIcon={<FileDown aria-hidden="true" className="size-4" />}
      onClick={async () => {
        setIsPending(true);
        try {
          await exportJob(jobDescriptionId);
        } catch (error) {
          notify.error(isApiClientError(error) ? error.message : "The job could not be exported");
        } finally {
          setIsPending(false);
        }
      }}
    >
      Export JSON<span className="sr-only"> of {title}</span>
    </Button>
  );
}

/** In the page header: a file picker that imports a JSON Resume job (at most 1 MB). */
export function ImportJobButton() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importJob = useImportJob();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="JSON job file to import"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          setError(null);
          try {
            await importJob.mutateAsync(await readJobFile(file));
          } catch (cause) {
            const message = isApiClientError(cause)
              ? cause.message
              : cause instanceof Error
                ? cause.message
                : COLLABORATION_MESSAGES.jobFileWrongSchema;
            setError(message);
            notify.error(message);
          }
        }}
      />
      <Button
        size="sm"
        variant="outline"
        isLoading={importJob.isPending}
        loadingText="Importing..."
        leftIcon={<FileUp aria-hidden="true" className="size-4" />}
        onClick={() => input.current?.click()}
      >
        Import JSON
      </Button>
      {error ? (
        <p role="alert" className="mt-1 max-w-xs text-right text-xs text-rose-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CriteriaForm({
  jobDescriptionId,
  initial,
}: {
  jobDescriptionId: string;
  initial: string[];
}) {
  const save = useSaveScorecardCriteria(jobDescriptionId);
  const [criteria, setCriteria] = useState(initial);
  const changed = criteria.join("\u0000") !== initial.join("\u0000");
  return (
    <div className="space-y-2">
      <ChipsInput
        label="Scorecard criteria"
        values={criteria}
        onChange={(next) => setCriteria(next.slice(0, SCORECARD_MAX_CRITERIA))}
        placeholder="e.g. Communication, then Enter"
        helperText={`Up to ${SCORECARD_MAX_CRITERIA}. Reviewers rate each from strong no to strong yes; the match score never changes.`}
      />
      <div className="flex justify-end">
        <Button
          size="sm"
          variant="outline"
          disabled={!changed}
          isLoading={save.isPending}
          loadingText="Saving..."
          onClick={() => save.mutate(criteria)}
        >
          Save criteria
        </Button>
      </div>
    </div>
  );
}

/** In a job's edit drawer: the criteria its reviewers' scorecards rate (none by default). */
export function ScorecardCriteriaEditor({ jobDescriptionId }: JobDescriptionSlotProps) {
  const criteria = useScorecardCriteria(jobDescriptionId);
  return (
    <section
      aria-labelledby="criteria-title"
      className="space-y-2 border-t border-slate-200 px-4 py-5 md:px-6 dark:border-slate-800"
    >
      <h3 id="criteria-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        Scorecard
      </h3>
      {criteria.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading the criteria...
        </p>
      ) : criteria.data ? (
        <CriteriaForm
          key={criteria.data.criteria.join("|")}
          jobDescriptionId={jobDescriptionId}
          initial={criteria.data.criteria}
        />
      ) : (
        <p className="text-sm text-slate-500">The criteria could not be loaded.</p>
      )}
    </section>
  );
}
