import {
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGES,
  type CandidateJobStageDetail,
  type CandidatePerson,
  type CandidateStage,
} from "@hirelens/contracts";
import { ArrowLeft, Download, FileText, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FitBandChip } from "@/components/ui/fit-band";
import { notify } from "@/components/ui/notifications/notifications-store";
import { PageHeader } from "@/components/ui/page-header";
import { ScoreBar } from "@/components/ui/score-bar";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiClientError } from "@/lib/api-client";
import { downloadFile } from "@/lib/fetch-file";
import { useChangeStage } from "../api/change-stage";
import { useCandidate } from "../api/get-candidate";
import { StageBadge } from "./stage-badge";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function StageRow({ candidateId, entry }: { candidateId: string; entry: CandidateJobStageDetail }) {
  const change = useChangeStage(candidateId);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5" data-testid="stage-row">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900 dark:text-white">{entry.jobTitle}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Since {dateFormat.format(new Date(entry.updatedAt))}
          </p>
        </div>
        <Select
          label={`Stage for ${entry.jobTitle}`}
          hideLabel
          value={entry.stage}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate({
              jobDescriptionId: entry.jobDescriptionId,
              stage: event.target.value as CandidateStage,
            })
          }
          containerClassName="w-44"
        >
          {CANDIDATE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {CANDIDATE_STAGE_LABELS[stage]}
            </option>
          ))}
        </Select>
      </div>
      {entry.history.length ? (
        <ol
          aria-label={`Stage history for ${entry.jobTitle}`}
          className="flex flex-col gap-1 text-sm"
        >
          {[...entry.history].reverse().map((change) => (
            <li
              key={`${change.createdAt}-${change.to}`}
              className="flex flex-wrap items-center gap-x-2 text-slate-600 dark:text-slate-400"
            >
              {change.from ? <StageBadge stage={change.from} /> : null}
              <span aria-hidden="true">→</span>
              <span className="sr-only">to</span>
              <StageBadge stage={change.to} />
              <span>
                by {change.actorLabel}, {dateFormat.format(new Date(change.createdAt))}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-500">No moves yet.</p>
      )}
    </li>
  );
}

/** The stored resume, fetched with the session's token (a plain link would not send it). */
function DownloadLink({ url, fileName }: { url: string; fileName: string }) {
  const [isPending, setIsPending] = useState(false);
  return (
    <button
      type="button"
      disabled={isPending}
      onClick={async () => {
        setIsPending(true);
        try {
          await downloadFile(url.replace(/^\/api/, ""), fileName);
        } catch (error) {
          notify.error(isApiClientError(error) ? error.message : "Download failed");
        } finally {
          setIsPending(false);
        }
      }}
      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline disabled:opacity-60 dark:text-brand-300"
    >
      <Download aria-hidden="true" className="size-3.5" />
      {isPending ? "Downloading..." : fileName}
    </button>
  );
}

function Scores({ person }: { person: CandidatePerson }) {
  if (!person.scores.length)
    return (
      <EmptyState
        icon={FileText}
        title="No analyses yet"
        description="This candidate came from an imported list. Analyse their resume to see a score."
      />
    );
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Scores by job">
      {person.scores.map((score) => (
        <li
          key={score.resultId}
          data-testid="score-row"
          className="flex flex-col gap-2 px-4 py-4 sm:px-5"
        >
          <div className="min-w-0 flex-1">
            <Link
              to={`${paths.resumeAnalyzer}?batch=${score.batchId}`}
              className="font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
            >
              {score.jobTitle}
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {score.batchName} · {dateFormat.format(new Date(score.scoredAt ?? score.createdAt))}
              {score.engineVersion ? ` · engine ${score.engineVersion}` : ""}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {score.downloadUrl ? (
                <DownloadLink url={score.downloadUrl} fileName={score.fileName} />
              ) : (
                score.fileName
              )}
            </p>
          </div>
          <div className="flex max-w-md flex-wrap items-center gap-3">
            {!score.isRanked ? (
              <span className="text-sm text-slate-500">Documents only: no score</span>
            ) : score.score !== null ? (
              <>
                <ScoreBar score={score.score} band={score.band?.id} className="flex-1" />
                {score.band ? <FitBandChip band={score.band} /> : null}
              </>
            ) : (
              <span className="text-sm text-slate-500">
                {score.status === "failed" ? "Could not be read" : "Not scored yet"}
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /candidates/:id: one person's scores per job, stage per job with its history, and files. */
export function CandidatePage({ id }: { id: string }) {
  const candidate = useCandidate(id);
  const back = (
    <Link
      to={paths.candidates}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> All candidates
    </Link>
  );
  if (candidate.isLoading)
    return (
      <p className="flex items-center gap-2 py-10 text-slate-500" role="status">
        <Spinner /> Loading the candidate...
      </p>
    );
  const person = candidate.data;
  if (!person)
    return (
      <>
        {back}
        <Card>
          <EmptyState
            icon={UserRound}
            title="Candidate not found"
            description="This candidate does not exist in this workspace, or was erased."
          />
        </Card>
      </>
    );
  return (
    <>
      {back}
      <PageHeader
        title={person.name ?? person.email ?? "Unnamed candidate"}
        description={[person.lastTitle, person.email, person.phone].filter(Boolean).join(" · ")}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title="Scores by job" />
          <Scores person={person} />
        </Card>
        <Card>
          <CardHeader
            title="Stages"
            description="Where this person is for each job, and who moved them."
          />
          {person.stages.length ? (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {person.stages.map((entry) => (
                <StageRow key={entry.jobDescriptionId} candidateId={person.id} entry={entry} />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={UserRound}
              title="No stage yet"
              description="A stage starts at New when the person is analysed for a job, or when an imported list names the job."
            />
          )}
        </Card>
      </div>
    </>
  );
}
