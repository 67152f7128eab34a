import { Hourglass, Puzzle, Scale, SearchX } from "lucide-react";
import { SectionHeading } from "./section-heading";

const problems = [
  {
    icon: Hourglass,
    title: "Slow manual screening",
    problem:
      "Recruiters spend hours reading resumes one by one while good candidates accept other offers.",
    solution: "Every resume in a batch is read and scored in seconds.",
  },
  {
    icon: SearchX,
    title: "Keyword bias",
    problem:
      "Keyword filters reward whoever copies the job ad and miss people who describe the same skill differently.",
    solution: "Skills are matched by meaning, with aliases and related skills.",
  },
  {
    icon: Scale,
    title: "Inconsistent recruiter criteria",
    problem: "Two recruiters read the same resume and reach two different conclusions.",
    solution: "One set of weighted criteria per job, applied to every candidate.",
  },
  {
    icon: Puzzle,
    title: "Hard skill matching",
    problem:
      "Telling whether years of experience and adjacent skills really cover a role takes expertise and time.",
    solution: "Each score shows the evidence line it came from.",
  },
];

export function ProblemsSection() {
  return (
    <section
      aria-labelledby="problems-title"
      className="bg-slate-50 py-20 sm:py-28 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="problems-title"
          eyebrow="Problems we solve"
          title="Screening is where great hires get lost"
          description="Resume screening is slow, inconsistent and easy to game. HireLens fixes the four problems that cost hiring teams the most."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {problems.map(({ icon: Icon, title, problem, solution }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-rose-50 text-rose-600 ring-1 ring-rose-100 dark:bg-rose-500/10 dark:text-rose-400 dark:ring-rose-500/20">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {problem}
              </p>
              <p className="mt-4 border-t border-slate-100 pt-4 text-sm font-medium text-brand-700 dark:border-slate-800 dark:text-brand-300">
                {solution}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
