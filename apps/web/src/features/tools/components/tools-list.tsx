import { ArrowRight, ScanSearch, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

export const TOOLS = [
  {
    to: paths.resumeAnalyzer,
    name: "Resume Analyzer",
    icon: ScanSearch,
    description:
      "Drop in one resume or fifty; get them ranked against a job with a 0-100 score, and the resume line behind every point.",
    points: [
      "PDF, DOCX, DOC, RTF and TXT",
      "Evidence for every score component",
      "Compare, shortlist, export CSV / JSON / PDF",
    ],
  },
  {
    to: paths.jobDescriptionCreator,
    name: "Job Description Creator",
    icon: Sparkles,
    description:
      "Write a complete job description from a title, the level and the skills that matter, with gender-coded and exclusionary wording flagged.",
    points: [
      "Summary, responsibilities, requirements, benefits",
      "Inclusive-language suggestions",
      "Saved as a job, ready to rank resumes",
    ],
  },
] as const;

/** The tools as cards; `linkTo` lets a public page send visitors to sign up instead. */
export function ToolsList({ linkTo }: { linkTo?: (tool: (typeof TOOLS)[number]) => string }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {TOOLS.map((tool) => (
        <li key={tool.to}>
          <Link
            to={linkTo ? linkTo(tool) : tool.to}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500/50"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
              <tool.icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              {tool.name}
            </h2>
            <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{tool.description}</p>
            <ul className="mt-4 space-y-1 text-sm text-slate-700 dark:text-slate-300">
              {tool.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-500">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
            <span className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 dark:text-brand-300">
              Open {tool.name}{" "}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition group-hover:translate-x-0.5"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
