import { PLAN_CREDITS, type PlanId } from "@hirelens/contracts";
import clsx from "clsx";
import {
  ArrowRight,
  BarChart3,
  Circle,
  CircleCheck,
  FileText,
  ScanSearch,
  Sparkles,
} from "lucide-react";
import { Link } from "react-router";
import { buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";

const planNames: Record<PlanId, string> = { free: "Free", pro: "Pro", enterprise: "Enterprise" };

function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/**
 * The dashboard until the analyzer lands: who you are, your plan, and the next steps. No invented
 * numbers: statistics and charts appear once analyses exist.
 */
export function DashboardOverview({ name, plan }: { name: string; plan: PlanId }) {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  const allowance = PLAN_CREDITS[plan];
  const steps = [
    { label: "Create your account and verify your email", isDone: true },
    { label: "Tell us about your hiring", isDone: true },
    {
      label: "Add a job description",
      isDone: false,
      to: paths.jobDescriptions,
      action: "Add job description",
    },
    {
      label: "Upload resumes and get them ranked",
      isDone: false,
      to: paths.resumeAnalyzer,
      action: "Analyze resumes",
    },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {greeting(new Date().getHours())}, {firstName}
          </h1>
          <p className="mt-1.5 text-sm text-slate-600 sm:text-base dark:text-slate-400">
            Rank candidates against a job, with the evidence behind every score.
          </p>
        </div>
        <Link
          to={paths.resumeAnalyzer}
          className={clsx(buttonBase, buttonVariants.primary, buttonSizes.md)}
        >
          <ScanSearch aria-hidden="true" className="size-4" /> Analyze resumes
        </Link>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="getting-started"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="getting-started"
            className="text-base font-semibold text-slate-900 dark:text-white"
          >
            Getting started
          </h2>
          <ol className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
            {steps.map((step) => (
              <li
                key={step.label}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <span className="flex items-center gap-3 text-sm">
                  {step.isDone ? (
                    <CircleCheck
                      aria-hidden="true"
                      className="size-5 text-emerald-600 dark:text-emerald-400"
                    />
                  ) : (
                    <Circle
                      aria-hidden="true"
                      className="size-5 text-slate-300 dark:text-slate-600"
                    />
                  )}
                  <span
                    className={
                      step.isDone
                        ? "text-slate-500 line-through dark:text-slate-400"
                        : "font-medium text-slate-900 dark:text-white"
                    }
                  >
                    {step.label}
                  </span>
                  <span className="sr-only">{step.isDone ? "(done)" : "(to do)"}</span>
                </span>
                {step.to ? (
                  <Link
                    to={step.to}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {step.action} <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="plan"
          className="rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-600 to-violet-700 p-5 text-white shadow-sm sm:p-6 dark:border-slate-800"
        >
          <h2 id="plan" className="flex items-center gap-2 text-base font-semibold">
            <Sparkles aria-hidden="true" className="size-4" /> {planNames[plan]} plan
          </h2>
          <p className="mt-3 text-3xl font-bold">{allowance < 0 ? "Unlimited" : allowance}</p>
          <p className="text-sm text-brand-100">
            {allowance < 0 ? "resume analyses" : "credits a month, one per resume analysed"}
          </p>
          <Link
            to={paths.credits}
            className={clsx(buttonBase, buttonVariants.inverse, buttonSizes.sm, "mt-5")}
          >
            See credits
          </Link>
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="recent"
          className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="recent"
            className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white"
          >
            Recent analyses
          </h2>
          <EmptyState
            icon={FileText}
            title="No analyses yet"
            description="Your latest screenings appear here, with the top candidates of each."
            action={
              <Link
                to={paths.resumeAnalyzer}
                className={clsx(buttonBase, buttonVariants.outline, buttonSizes.sm)}
              >
                Run your first analysis
              </Link>
            }
          />
        </section>
        <section
          aria-labelledby="activity"
          className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="activity"
            className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white"
          >
            Screening activity
          </h2>
          <EmptyState
            icon={BarChart3}
            title="Nothing to chart yet"
            description="Resumes screened over time and the spread of match scores show up after your first analysis."
          />
        </section>
      </div>
    </div>
  );
}
