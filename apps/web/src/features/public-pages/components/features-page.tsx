import { MARKETING_STATS, MAX_BULK_RESUMES, MAX_FILE_SIZE_BYTES } from "@hirelens/contracts";
import clsx from "clsx";
import {
  BarChart3,
  Brain,
  EyeOff,
  FileSearch,
  Layers,
  ListChecks,
  Lock,
  Scale,
  Sparkles,
  Target,
  Timer,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { PageHero } from "./public-layout";

const MB = MAX_FILE_SIZE_BYTES / (1024 * 1024);

const FEATURES = [
  {
    icon: Brain,
    title: "AI-powered analysis",
    text: "Every resume is read into a structured profile: contact, experience with dates and months, education, certifications and skills. PDF, DOCX, DOC, RTF, TXT and Markdown.",
  },
  {
    icon: Target,
    title: "Precision matching",
    text: "A skills taxonomy with aliases and related skills: “k8s” is Kubernetes, Next.js earns partial credit for React, and keyword stuffing does not win.",
  },
  {
    icon: Timer,
    title: "Speed",
    text: `Drop up to ${MAX_BULK_RESUMES} resumes and watch each one being read and scored live. The ranking is ready in seconds, not an afternoon.`,
  },
  {
    icon: BarChart3,
    title: "Detailed analytics",
    text: "A score from 0 to 100 built from visible parts: required and preferred skills, experience, education, title fit and overall relevance, each with the resume line it came from.",
  },
  {
    icon: Lock,
    title: "Secure and private",
    text: "Your candidates' data stays in your account. Delete a batch and it is gone; delete your account and nothing is left behind.",
  },
  {
    icon: Layers,
    title: "Bulk processing",
    text: `Up to ${MAX_BULK_RESUMES} resumes of up to ${MB} MB each per batch, checked by content before upload, processed in the background so you can keep working.`,
  },
];

const MORE = [
  {
    icon: Scale,
    title: "Consistent criteria",
    text: "On Pro and Enterprise, set the weights once per job; every recruiter on the role screens against the same yardstick.",
  },
  {
    icon: EyeOff,
    title: "Anonymised review",
    text: "Hide names, photos, contact details, age signals and school names. The score never uses them.",
  },
  {
    icon: ListChecks,
    title: "Interview questions",
    text: "Gaps become questions to ask, so interviews start where the resume left off.",
  },
  {
    icon: FileSearch,
    title: "Job description reader",
    text: "Paste a job ad: required and preferred skills, minimum years and seniority are pulled out for you to confirm.",
  },
  {
    icon: Sparkles,
    title: "Job description creator",
    text: "Title, seniority, skills and a few notes in; a complete, inclusive job description out.",
  },
  {
    icon: Users,
    title: "Built for teams",
    text: "For HR teams and recruiters, talent acquisition leaders, startup founders and small businesses.",
  },
];

/** /features: what HireLens does, in more depth than the landing page. */
export function FeaturesPage() {
  return (
    <div>
      <PageHero eyebrow="Features" title="Screen every resume like it is the only one">
        HireLens reads each resume, matches it to your job with a taxonomy of thousands of skills,
        and explains every point of the score.
      </PageHero>
      <section
        aria-label="Key numbers"
        className="mx-auto grid max-w-5xl grid-cols-2 gap-4 px-4 py-12 sm:grid-cols-4 sm:px-6"
      >
        {(
          [
            [MARKETING_STATS.accuracy, "match accuracy"],
            [MARKETING_STATS.speed, "faster screening"],
            [MARKETING_STATS.costReduction, "cost reduction"],
            [MARKETING_STATS.availability, "availability"],
          ] as const
        ).map(([value, label]) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 p-5 text-center dark:border-slate-800"
          >
            <p className="text-3xl font-extrabold text-brand-700 dark:text-brand-300">{value}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{label}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="core-heading" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        <h2
          id="core-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          The core
        </h2>
        <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <article
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
                <feature.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {feature.text}
              </p>
            </article>
          ))}
        </div>
      </section>
      <section
        aria-labelledby="more-heading"
        className="bg-slate-50 px-4 py-14 sm:px-6 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-6xl">
          <h2
            id="more-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            Fair, consistent, explainable
          </h2>
          <div className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {MORE.map((item) => (
              <div key={item.title} className="flex gap-3">
                <item.icon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400"
                />
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">{item.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                    {item.text}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="px-4 py-16 text-center sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Try it on your next opening
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Ten free analyses every month. No card needed.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.register}
            className={clsx(buttonBase, buttonVariants.primary, buttonSizes.lg)}
          >
            Create a free account
          </Link>
          <Link
            to={paths.pricing}
            className={clsx(buttonBase, buttonVariants.outline, buttonSizes.lg)}
          >
            See pricing
          </Link>
        </div>
      </section>
    </div>
  );
}
