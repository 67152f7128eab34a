import { ArrowRight, CircleCheck, Sparkles } from "lucide-react";
import { anchors } from "@/config/paths";
import { scrollToWaitlist } from "./scroll-to-waitlist";

const candidates = [
  {
    initials: "AM",
    name: "Amara Mensah",
    title: "Senior Frontend Engineer",
    score: 94,
    bar: "w-[94%]",
    skills: ["React", "TypeScript", "GraphQL"],
  },
  {
    initials: "LK",
    name: "Lukas Keller",
    title: "Frontend Developer",
    score: 87,
    bar: "w-[87%]",
    skills: ["Next.js", "TypeScript"],
  },
  {
    initials: "PS",
    name: "Priya Sharma",
    title: "Full-Stack Engineer",
    score: 79,
    bar: "w-[79%]",
    skills: ["React", "Node.js"],
  },
];

function RankingPreview() {
  return (
    <figure
      aria-label="Example: HireLens ranks candidates for a job and explains each score"
      className="relative mx-auto w-full max-w-lg"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-brand-500/25 via-violet-500/20 to-sky-400/20 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="relative rounded-2xl border border-slate-200 bg-white/95 p-5 shadow-2xl shadow-brand-900/10 backdrop-blur sm:p-6 dark:border-slate-800 dark:bg-slate-900/95"
      >
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
              Job description
            </p>
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
              Senior Frontend Engineer
            </p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-600/15 dark:bg-emerald-500/10 dark:text-emerald-300">
            <CircleCheck className="size-3.5" /> 48 resumes ranked
          </span>
        </div>
        <ol className="mt-5 space-y-3">
          {candidates.map((candidate, index) => (
            <li
              key={candidate.name}
              className="rounded-xl border border-slate-100 bg-slate-50/80 p-3 dark:border-slate-800 dark:bg-slate-800/50"
            >
              <div className="flex items-center gap-3">
                <span className="w-4 text-xs font-bold text-slate-400">{index + 1}</span>
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-xs font-bold text-white">
                  {candidate.initials}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
                    {candidate.name}
                  </p>
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                    {candidate.title}
                  </p>
                </div>
                <span className="text-lg font-bold tabular-nums text-brand-700 dark:text-brand-300">
                  {candidate.score}
                </span>
              </div>
              <div className="mt-2.5 ml-7 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <div
                  className={`${candidate.bar} h-full origin-left animate-grow rounded-full bg-gradient-to-r from-brand-500 to-violet-500`}
                />
              </div>
              <div className="mt-2 ml-7 flex flex-wrap gap-1.5">
                {candidate.skills.map((skill) => (
                  <span
                    key={skill}
                    className="rounded-md bg-white px-1.5 py-0.5 text-[11px] font-medium text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700"
                  >
                    {skill}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-4 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-xs text-brand-900 dark:bg-brand-500/10 dark:text-brand-200">
          <Sparkles className="mt-0.5 size-3.5 shrink-0" />
          <p>
            <span className="font-semibold">Why 94?</span> 6 of 6 required skills with evidence, 7
            years of relevant experience, strong title fit.
          </p>
        </div>
      </div>
      <figcaption className="sr-only">Illustration with example candidates.</figcaption>
    </figure>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-gradient-to-b from-brand-200/60 to-transparent blur-3xl dark:from-brand-700/25"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-700 shadow-sm backdrop-blur dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-300">
            <Sparkles aria-hidden="true" className="size-4" />
            AI-Powered Talent Matching
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Find your best candidates{" "}
            <span className="bg-gradient-to-r from-brand-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-brand-400 dark:via-violet-400 dark:to-fuchsia-400">
              in minutes, not weeks
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-slate-600 lg:mx-0 dark:text-slate-300">
            HireLens reads every resume against your job description, ranks your candidates and
            explains every point of every score — so your team screens faster, fairer and the same
            way every time.
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <button
              type="button"
              onClick={scrollToWaitlist}
              className="group inline-flex h-13 w-full items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 px-7 text-base font-semibold text-white shadow-lg shadow-brand-600/30 transition hover:from-brand-700 hover:to-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto"
            >
              Join Waitlist
              <ArrowRight
                aria-hidden="true"
                className="size-5 transition group-hover:translate-x-0.5"
              />
            </button>
            <a
              href={`#${anchors.howItWorks}`}
              className="inline-flex h-13 w-full items-center justify-center rounded-xl border border-slate-300 bg-white px-7 text-base font-semibold text-slate-800 transition hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              See how it works
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start dark:text-slate-400">
            {[
              "First 100 users get Pro free for 1 month",
              "No credit card",
              "Free, secure and private",
            ].map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <CircleCheck
                  aria-hidden="true"
                  className="size-4 text-emerald-600 dark:text-emerald-400"
                />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <RankingPreview />
      </div>
    </section>
  );
}
