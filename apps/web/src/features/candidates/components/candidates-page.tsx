import {
  CANDIDATE_MESSAGES,
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGES,
  type CandidateStage,
} from "@hirelens/contracts";
import { useQuery } from "@tanstack/react-query";
import { Search, Upload, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { usePagedSearch } from "@/hooks/use-paged-search";
import { getJobDescriptions } from "@/lib/job-descriptions-api";
import { useCandidates } from "../api/get-candidates";
import { ImportCandidatesDialog } from "./import-candidates-dialog";
import { StageBadge } from "./stage-badge";

const PAGE_SIZE = 20;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export const candidatePath = (id: string) => paths.candidate.replace(":id", id);

/** The workspace's jobs for the filter (up to 100, newest first). */
function useJobOptions() {
  return useQuery({
    queryKey: ["job-descriptions", "options"],
    queryFn: () => getJobDescriptions({ page: 1, pageSize: 100 }),
    staleTime: 60_000,
  });
}

/** /candidates: everyone the workspace has seen, across batches: search, stage and job filters. */
export function CandidatesPage() {
  const { search, setSearch, query, page, setPage } = usePagedSearch();
  const [stage, setStage] = useState<CandidateStage | "">("");
  const [jobId, setJobId] = useState("");
  const [isImportOpen, setIsImportOpen] = useState(false);
  const jobs = useJobOptions();
  const candidates = useCandidates({
    q: query,
    stage: stage || undefined,
    jobDescriptionId: jobId || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const list = candidates.data?.items ?? [];
  const isFiltered = Boolean(query || stage || jobId);

  return (
    <>
      <PageHeader
        title="Candidates"
        description="Everyone your workspace has analysed or imported, once per person across batches, with their stage for each job."
        actions={
          <Button
            variant="outline"
            size="sm"
            leftIcon={<Upload aria-hidden="true" className="size-4" />}
            onClick={() => setIsImportOpen(true)}
          >
            Import CSV
          </Button>
        }
      />
      <div className="mb-5 flex flex-col gap-3 md:flex-row md:items-end">
        <Input
          label="Search candidates"
          hideLabel
          placeholder="Search by name, e-mail, title or skill"
          leftIcon={<Search />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          containerClassName="md:max-w-md md:flex-1"
          isLoading={candidates.isFetching && !candidates.isLoading}
        />
        <Select
          label="Stage"
          hideLabel
          value={stage}
          onChange={(event) => {
            setStage(event.target.value as CandidateStage | "");
            setPage(1);
          }}
          containerClassName="md:w-48"
        >
          <option value="">All stages</option>
          {CANDIDATE_STAGES.map((value) => (
            <option key={value} value={value}>
              {CANDIDATE_STAGE_LABELS[value]}
            </option>
          ))}
        </Select>
        <Select
          label="Job"
          hideLabel
          value={jobId}
          onChange={(event) => {
            setJobId(event.target.value);
            setPage(1);
          }}
          containerClassName="md:w-64"
        >
          <option value="">All jobs</option>
          {(jobs.data?.items ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </Select>
      </div>
      {candidates.isLoading ? (
        <p className="flex items-center gap-2 py-10 text-slate-500" role="status">
          <Spinner /> Loading candidates...
        </p>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={Users}
            title={isFiltered ? CANDIDATE_MESSAGES.noMatches : "No candidates yet"}
            description={
              isFiltered
                ? "Try another word, stage or job."
                : "Analyse resumes or import a CSV list: each person shows up here once, however many batches they are in."
            }
            action={
              isFiltered ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setSearch("");
                    setStage("");
                    setJobId("");
                  }}
                >
                  Clear filters
                </Button>
              ) : (
                <Link
                  to={paths.resumeAnalyzer}
                  className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  Analyse resumes
                </Link>
              )
            }
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Candidates</caption>
            <thead className="hidden bg-slate-50 text-xs font-semibold text-slate-600 uppercase md:table-header-group dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Candidate
                </th>
                <th scope="col" className="px-4 py-3">
                  Stages by job
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Analyses
                </th>
                <th scope="col" className="px-4 py-3">
                  Last activity
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {list.map((person) => (
                <tr
                  key={person.id}
                  data-testid="candidate-row"
                  className="flex flex-col gap-1.5 px-4 py-3 md:table-row md:px-0 md:py-0"
                >
                  <td className="md:px-4 md:py-3">
                    <Link
                      to={candidatePath(person.id)}
                      className="font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white dark:hover:text-brand-300"
                    >
                      {person.name ?? person.email ?? "Unnamed candidate"}
                    </Link>
                    <p className="text-slate-600 dark:text-slate-400">
                      {[person.lastTitle, person.email].filter(Boolean).join(" · ") || "—"}
                    </p>
                  </td>
                  <td className="md:px-4 md:py-3">
                    {person.stages.length ? (
                      <ul className="flex flex-col gap-1">
                        {person.stages.map((entry) => (
                          <li
                            key={entry.jobDescriptionId}
                            className="flex flex-wrap items-center gap-2"
                          >
                            <StageBadge stage={entry.stage} />
                            <span className="text-slate-700 dark:text-slate-300">
                              {entry.jobTitle}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-slate-500">No job yet</span>
                    )}
                  </td>
                  <td className="text-slate-700 md:px-4 md:py-3 md:text-right dark:text-slate-300">
                    <span className="md:hidden">Analyses: </span>
                    {person.resultCount}
                  </td>
                  <td className="text-slate-600 md:px-4 md:py-3 dark:text-slate-400">
                    <span className="md:hidden">Last activity: </span>
                    {dateFormat.format(new Date(person.updatedAt))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {candidates.data && list.length > 0 ? (
        <Pagination meta={candidates.data.meta} onPage={setPage} className="mt-6" />
      ) : null}
      <ImportCandidatesDialog isOpen={isImportOpen} onClose={() => setIsImportOpen(false)} />
    </>
  );
}
