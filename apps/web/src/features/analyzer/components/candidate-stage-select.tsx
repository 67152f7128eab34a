import {
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGES,
  type CandidateStage,
  type ReviewStatus,
} from "@hirelens/contracts";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { isApiClientError } from "@/lib/api-client";
import { useChangeResultStage, useResultStage } from "../api/candidate-stage";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The hiring stage of this person for the batch's job (issue 14): the same stage on every result
 * of theirs for the job and on the Candidates page; Shortlist / Reject move it too.
 */
export function CandidateStageSelect({
  resultId,
  batchId,
  reviewStatus,
}: {
  resultId: string;
  batchId: string;
  reviewStatus: ReviewStatus;
}) {
  const stage = useResultStage(resultId, reviewStatus);
  const change = useChangeResultStage(resultId, batchId);
  if (stage.isLoading)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
        <Spinner /> Loading the stage...
      </p>
    );
  if (!stage.data)
    return isApiClientError(stage.error) && stage.error.status === 409 ? (
      <p className="text-sm text-slate-500">{stage.error.message}</p>
    ) : null;
  const last = stage.data.history.at(-1);
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="candidate-stage">
      <Select
        label="Stage for this job"
        value={stage.data.stage}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as CandidateStage)}
        containerClassName="w-48"
      >
        {CANDIDATE_STAGES.map((value) => (
          <option key={value} value={value}>
            {CANDIDATE_STAGE_LABELS[value]}
          </option>
        ))}
      </Select>
      {last ? (
        <p className="pb-3 text-xs text-slate-500 dark:text-slate-400">
          Moved by {last.actorLabel}, {dateFormat.format(new Date(last.createdAt))}
        </p>
      ) : null}
    </div>
  );
}
