import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { usePublicAuditSummary } from "../api/bias-audit-api";
import { AUDIT_METHOD_TEXT, AuditResultTables } from "./audit-tables";
import { PublicHero } from "./public-hero";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeZone: "UTC" });

/** /audit-summary/:publicId: the published summary of a bias audit; counts and ratios only. */
export function PublicAuditSummary({ publicId }: { publicId: string }) {
  const summary = usePublicAuditSummary(publicId);
  if (summary.isLoading)
    return (
      <p className="flex items-center justify-center gap-2 py-24 text-slate-500">
        <Spinner /> Loading the audit summary...
      </p>
    );
  const data = summary.data;
  if (!data)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          icon={SearchX}
          title="This audit summary is not published"
          description="The employer may have withdrawn it, or the address is not complete."
        />
      </div>
    );
  const result = data.overall;
  return (
    <>
      <PublicHero
        eyebrow="Bias audit summary"
        title={data.employer ? `${data.employer}: ${data.title}` : data.title}
      >
        <p>
          An audit of the scores HireLens gave applicants, by the method of New York City's Local
          Law 144 for automated employment decision tools.
        </p>
      </PublicHero>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
        <dl className="grid gap-4 rounded-2xl border border-slate-200 p-5 text-sm sm:grid-cols-2 dark:border-slate-800">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Date of the audit</dt>
            <dd>{dateFormat.format(new Date(data.auditDate))}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Data source</dt>
            <dd>{data.dataSource}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Jobs</dt>
            <dd>
              {data.jobTitles.join(", ")}
              {data.dateFrom && data.dateTo
                ? ` (applications of ${data.dateFrom} to ${data.dateTo})`
                : ""}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Applicants</dt>
            <dd>
              {result.applicants} with a score
              {result.medianScore === null ? "" : `; median score ${result.medianScore}`}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Engine version</dt>
            <dd>{data.engineVersion}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600 dark:text-slate-400">{AUDIT_METHOD_TEXT}</p>
        <AuditResultTables result={result} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Link
            to={paths.howScoringWorks}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            How HireLens scores
          </Link>
        </p>
      </div>
    </>
  );
}
