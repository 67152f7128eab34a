import { MARKETING_STATS } from "@hirelens/contracts";
import { ArrowRight, CheckCircle2, EyeOff, FileSearch, Gauge, Layers, Quote } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { ScoreBar } from "@/components/ui/score-bar";
import { paths } from "@/config/paths";

const steps = [
  {
    icon: FileSearch,
    title: "Add the job",
    text: "Paste a job description or write one with the creator. Required and preferred skills, years and education are read from it.",
  },
  {
    icon: Layers,
    title: "Drop in resumes",
    text: "One resume or fifty — PDF, Word, RTF or text. Each is read, structured and checked in seconds.",
  },
  {
    icon: Gauge,
    title: "See the ranking",
    text: "Every candidate gets a 0-100 score made of six parts you can weigh, and the resume line behind each point.",
  },
];

const sample = [
  { name: "Candidate 1", score: 91, matched: ["TypeScript", "React", "Node.js"] },
  { name: "Candidate 2", score: 78, matched: ["React", "GraphQL"] },
  { name: "Candidate 3", score: 54, matched: ["JavaScript"] },
];

/** Public /resume-matcher: what the matcher does, and a way in. */
export function ResumeMatcherPage() {
  return (
    <div className="min-h-dvh bg-white dark:bg-slate-950">
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
          <nav
            aria-label="Resume matcher"
            className="flex items-center gap-3 text-sm font-semibold"
          >
            <Link
              to={paths.login}
              className="rounded-lg px-3 py-2 text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            >
              Sign in
            </Link>
            <Link
              to={paths.register}
              className="rounded-lg bg-brand-600 px-3.5 py-2 text-white hover:bg-brand-700"
            >
              Try it free
            </Link>
          </nav>
        </div>
      </header>
      <main id="main-content" data-scroll-container>
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-500/10 dark:text-brand-300">
              Resume Matcher
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              Rank every resume against the job — and see why.
            </h1>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
              HireLens reads each resume, matches it to your requirements and explains every point
              of its score with the line it came from. No keyword games, no black box.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={paths.register}
                className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand-600 px-6 text-base font-semibold text-white shadow-sm shadow-brand-600/30 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Match your first resumes <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link
                to={paths.toolsListing}
                className="inline-flex h-12 items-center rounded-xl border border-slate-300 px-6 text-base font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-900"
              >
                All tools
              </Link>
            </div>
            <p className="mt-4 text-sm text-slate-500">
              10 free analyses every month · no credit card
            </p>
          </div>
          <div className="rounded-3xl border border-slate-200 bg-slate-50 p-5 shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">
              Senior Frontend Engineer · 3 resumes
            </p>
            <ul className="mt-4 space-y-3">
              {sample.map((row, index) => (
                <li
                  key={row.name}
                  className="rounded-2xl bg-white p-3 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
                >
                  <div className="flex items-center justify-between gap-3">
                    <span className="text-sm font-semibold text-slate-900 dark:text-white">
                      #{index + 1} {row.name}
                    </span>
                    <ScoreBar score={row.score} className="w-40" />
                  </div>
                  <p className="mt-1.5 flex flex-wrap gap-1 text-xs text-emerald-700 dark:text-emerald-400">
                    {row.matched.map((skill) => (
                      <span key={skill} className="inline-flex items-center gap-1">
                        <CheckCircle2 aria-hidden="true" className="size-3" /> {skill}
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-xs text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
              <Quote aria-hidden="true" className="size-4 shrink-0" />
              “Built the design system in React and TypeScript used by 40 engineers” — evidence for
              React, TypeScript.
            </p>
          </div>
        </section>
        <section
          aria-labelledby="how-title"
          className="border-t border-slate-200 bg-slate-50 py-14 dark:border-slate-800 dark:bg-slate-900/40"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="how-title" className="text-2xl font-bold text-slate-900 dark:text-white">
              How the matcher works
            </h2>
            <ol className="mt-8 grid gap-6 md:grid-cols-3">
              {steps.map((step, index) => (
                <li
                  key={step.title}
                  className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
                >
                  <step.icon
                    aria-hidden="true"
                    className="size-6 text-brand-600 dark:text-brand-300"
                  />
                  <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">
                    {index + 1}. {step.title}
                  </h3>
                  <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
                </li>
              ))}
            </ol>
            <div className="mt-10 grid gap-4 sm:grid-cols-3">
              <p className="rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800">
                <span className="block text-3xl font-bold text-brand-600 dark:text-brand-300">
                  {MARKETING_STATS.speed}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">faster screening</span>
              </p>
              <p className="rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800">
                <span className="block text-3xl font-bold text-brand-600 dark:text-brand-300">
                  50
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  resumes per batch
                </span>
              </p>
              <p className="flex flex-col items-center rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800">
                <EyeOff aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-300" />
                <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  anonymised review mode
                </span>
              </p>
            </div>
            <div className="mt-10 text-center">
              <Link
                to={paths.register}
                className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand-600 px-6 text-base font-semibold text-white hover:bg-brand-700"
              >
                Create a free account <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>
          </div>
        </section>
      </main>
    </div>
  );
}
