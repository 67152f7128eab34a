import type { JobDescription } from "@hirelens/contracts";
import { FileText, Pencil, Plus, ScanSearch, Search, Sparkles, Trash2 } from "lucide-react";
import { useContext, useState } from "react";
import { Link } from "react-router";
import {
  JobDescriptionCardSlot,
  JobDescriptionEditSlot,
  JobDescriptionsToolbarSlot,
} from "@/components/feature-slots";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Drawer } from "@/components/ui/drawer";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { usePagedSearch } from "@/hooks/use-paged-search";
import { useDeleteJobDescription } from "../api/delete-job-description";
import { useJobDescriptions } from "../api/get-job-descriptions";
import { JobDescriptionEditor } from "./job-description-editor";

const PAGE_SIZE = 12;

function JobCard({
  job,
  onEdit,
  onDelete,
}: {
  job: JobDescription;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const req = job.requirements;
  const CardActions = useContext(JobDescriptionCardSlot);
  return (
    <li>
      <Card className="flex h-full flex-col p-4" data-testid="job-card">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">
              {job.title}
            </h2>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {[job.company, job.location].filter(Boolean).join(" · ") || "No company or location"}
            </p>
          </div>
          <Badge>
            {job.analysesCount} {job.analysesCount === 1 ? "analysis" : "analyses"}
          </Badge>
        </div>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {req.requiredSkills.slice(0, 6).map((skill) => (
            <Badge key={skill} tone="brand">
              {skill}
            </Badge>
          ))}
          {req.requiredSkills.length > 6 ? <Badge>+{req.requiredSkills.length - 6}</Badge> : null}
          {req.minYears !== null ? <Badge tone="info">{req.minYears}+ years</Badge> : null}
          {req.education ? <Badge tone="info">{req.education}</Badge> : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link
            to={`${paths.resumeAnalyzer}?jd=${job.id}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ScanSearch aria-hidden="true" className="size-4" /> Analyse resumes
          </Link>
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            leftIcon={<Pencil aria-hidden="true" className="size-4" />}
          >
            Edit<span className="sr-only"> {job.title}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            leftIcon={<Trash2 aria-hidden="true" className="size-4" />}
          >
            Delete<span className="sr-only"> {job.title}</span>
          </Button>
          {CardActions ? <CardActions jobDescriptionId={job.id} title={job.title} /> : null}
        </div>
      </Card>
    </li>
  );
}

/** /job-descriptions: search, create, paste, edit and delete the jobs resumes are ranked against. */
export function JobDescriptionsPage() {
  const { search, setSearch, query, page, setPage } = usePagedSearch();
  const [editing, setEditing] = useState<JobDescription | "new" | null>(null);
  const [deleting, setDeleting] = useState<JobDescription | null>(null);
  const jobs = useJobDescriptions({ q: query, page, pageSize: PAGE_SIZE });
  const remove = useDeleteJobDescription();
  const Toolbar = useContext(JobDescriptionsToolbarSlot);
  const EditExtras = useContext(JobDescriptionEditSlot);

  const list = jobs.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Job Descriptions"
        description="The jobs resumes are ranked against. Edit what the engine read from each one, and how much each part counts."
        actions={
          <>
            <Link
              to={paths.jobDescriptionCreator}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              <Sparkles aria-hidden="true" className="size-4" /> Write with the creator
            </Link>
            <Button
              size="sm"
              onClick={() => setEditing("new")}
              leftIcon={<Plus aria-hidden="true" className="size-4" />}
            >
              New job description
            </Button>
            {Toolbar ? <Toolbar /> : null}
          </>
        }
      />
      <Input
        label="Search job descriptions"
        hideLabel
        placeholder="Search by title, company or text"
        leftIcon={<Search />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="mb-5 max-w-md"
        isLoading={jobs.isFetching && !jobs.isLoading}
      />
      {jobs.isLoading ? (
        <p className="flex items-center gap-2 py-10 text-slate-500">
          <Spinner /> Loading job descriptions...
        </p>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={FileText}
            title={query ? "No job description matches your search" : "No job descriptions yet"}
            description={
              query
                ? "Try another word, or clear the search."
                : "Paste one you already have, or let the creator write one from a title and a few skills."
            }
            action={
              query ? (
                <Button size="sm" variant="outline" onClick={() => setSearch("")}>
                  Clear search
                </Button>
              ) : (
                <Button size="sm" onClick={() => setEditing("new")}>
                  Paste a job description
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Job descriptions">
            {list.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                onEdit={() => setEditing(job)}
                onDelete={() => setDeleting(job)}
              />
            ))}
          </ul>
          {jobs.data ? (
            <Pagination meta={jobs.data.meta} onPage={setPage} className="mt-6" />
          ) : null}
        </>
      )}

      <Drawer
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New job description" : editing ? `Edit ${editing.title}` : ""}
      >
        {editing !== null ? (
          <JobDescriptionEditor
            key={editing === "new" ? "new" : editing.id}
            job={editing === "new" ? null : editing}
            onDone={(saved) => setEditing(editing === "new" ? saved : null)}
          />
        ) : null}
        {EditExtras && editing !== null && editing !== "new" ? (
          <EditExtras jobDescriptionId={editing.id} title={editing.title} />
        ) : null}
      </Drawer>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this job description?"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        “{deleting?.title}” will be deleted. Analyses already run against it keep their results.
      </ConfirmDialog>
    </>
  );
}
