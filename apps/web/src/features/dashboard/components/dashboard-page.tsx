import type { Dashboard } from "@hirelens/contracts";
import type { LucideIcon } from "lucide-react";
import {
  BarChart3,
  Coins,
  FilePlus2,
  FileText,
  Gauge,
  History,
  ScanSearch,
  Sparkles,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { BarChart } from "@/components/ui/bar-chart";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FitBandChip } from "@/components/ui/fit-band";
import { PageHeader } from "@/components/ui/page-header";
import { ScoreBar } from "@/components/ui/score-bar";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useDashboard } from "../api/get-dashboard";

function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p
        className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white"
        data-testid={`stat-${label}`}
      >
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </Card>
  );
}

const quickActions: Array<{ to: string; label: string; description: string; icon: LucideIcon }> = [
  {
    to: paths.resumeAnalyzer,
    label: "Analyse resumes",
    description: "Rank up to 50 against a job",
    icon: ScanSearch,
  },
  {
    to: paths.jobDescriptionCreator,
    label: "Write a job description",
    description: "From a title and skills",
    icon: Sparkles,
  },
  {
    to: paths.jobDescriptions,
    label: "Job descriptions",
    description: "Edit requirements and weights",
    icon: FileText,
  },
  {
    to: paths.resumeHistory,
    label: "History",
    description: "Reopen or export a batch",
    icon: History,
  },
];

function shortDate(iso: string): string {
  const [, month, day] = iso.split("-");
  return `${Number(day)}/${Number(month)}`;
}

function DashboardBody({ data }: { data: Dashboard }) {
  const screenings = data.screeningsOverTime.map((d) => ({
    label: shortDate(d.date),
    value: d.count,
  }));
  const hasScreenings = data.screeningsOverTime.some((d) => d.count > 0);
  const hasScores = data.scoreDistribution.some((d) => d.count > 0);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Credits left"
          value={data.isUnlimited ? "∞" : String(data.creditsLeft)}
          hint={data.isUnlimited ? "Unlimited plan" : "One credit per resume"}
          icon={Coins}
        />
        <StatCard label="Resumes screened" value={String(data.resumesScreened)} icon={Users} />
        <StatCard label="Analyses run" value={String(data.analysesRun)} icon={BarChart3} />
        <StatCard
          label="Average match"
          value={data.averageMatch === null ? "—" : data.averageMatch.toFixed(1)}
          hint={
            data.averageMatch === null ? "After your first analysis" : "Across every scored resume"
          }
          icon={Gauge}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader
            title="Screenings over time"
            description="Resumes analysed per day, last 30 days."
          />
          <div className="px-4 py-4 sm:px-5">
            {hasScreenings ? (
              <BarChart data={screenings} title="Resumes screened per day" valueLabel="resumes" />
            ) : (
              <EmptyState
                icon={BarChart3}
                title="No screenings in the last 30 days"
                description="Each resume you analyse adds to this chart."
              />
            )}
          </div>
        </Card>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader
            title="Fit bands"
            description="How well resumes matched their jobs, in the bands shown beside each score."
          />
          <div className="px-4 py-4 sm:px-5">
            {hasScores ? (
              <BarChart
                data={data.scoreDistribution.map((d) => ({ label: d.label, value: d.count }))}
                title="Resumes per fit band"
                valueLabel="resumes"
                colorClass="fill-emerald-500 dark:fill-emerald-400"
              />
            ) : (
              <EmptyState
                icon={Gauge}
                title="No scores yet"
                description="Scores of analysed resumes will be grouped here."
              />
            )}
          </div>
        </Card>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader
            title="Recent analyses"
            actions={
              <Link
                to={paths.resumeHistory}
                className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                See all
              </Link>
            }
          />
          {data.recentAnalyses.length === 0 ? (
            <EmptyState
              icon={ScanSearch}
              title="No analyses yet"
              description="Pick a job, drop in resumes, and the ranked results appear in seconds."
              action={
                <Link
                  to={paths.resumeAnalyzer}
                  className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-3.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  Start your first analysis
                </Link>
              }
            />
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.recentAnalyses.map((batch) => (
                <li key={batch.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`${paths.resumeAnalyzer}?batch=${batch.id}`}
                      className="block truncate text-sm font-semibold text-slate-900 hover:underline dark:text-white"
                    >
                      {batch.name}
                    </Link>
                    <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                      {batch.jobTitle} · {batch.totalFiles} resumes ·{" "}
                      {new Date(batch.createdAt).toLocaleDateString()}
                    </p>
                  </div>
                  {batch.status !== "completed" ? <Badge tone="info">Processing</Badge> : null}
                  {batch.topScore !== null ? (
                    <div className="hidden items-center gap-2 sm:flex">
                      <ScoreBar score={batch.topScore} band={batch.topBand?.id} className="w-40" />
                      {batch.topBand ? <FitBandChip band={batch.topBand} /> : null}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader title="Quick actions" />
          <ul className="grid gap-2 p-3">
            {quickActions.map((action) => (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className="flex items-center gap-3 rounded-xl px-3 py-2.5 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
                >
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                    <action.icon aria-hidden="true" className="size-[18px]" />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                      {action.label}
                    </span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {action.description}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}

/** /dashboard: credits left, resumes screened, analyses run, average match, charts, recent analyses. */
export function DashboardPage({ greeting }: { greeting?: string }) {
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader
        title={greeting ?? "Dashboard"}
        description="Your credits, screenings and recent analyses at a glance."
        actions={
          <Link
            to={paths.resumeAnalyzer}
            className="inline-flex h-10 items-center gap-1.5 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm shadow-brand-600/30 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <FilePlus2 aria-hidden="true" className="size-4" /> New analysis
          </Link>
        }
      />
      {dashboard.isLoading ? (
        <p className="flex items-center gap-2 py-10 text-slate-500">
          <Spinner /> Loading your dashboard...
        </p>
      ) : dashboard.data ? (
        <DashboardBody data={dashboard.data} />
      ) : (
        <p role="alert" className="py-10 text-slate-600">
          The dashboard could not be loaded. {dashboard.error?.message}
        </p>
      )}
    </>
  );
}
