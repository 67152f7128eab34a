import { Building2, Rocket, Users } from "lucide-react";
import { SectionHeading } from "./section-heading";

const audiences = [
  {
    icon: Users,
    title: "HR teams and recruiters",
    text: "Screen a full pipeline in one pass and spend your time talking to the people worth talking to.",
    points: ["Bulk resume analysis", "Shortlists in minutes"],
  },
  {
    icon: Building2,
    title: "Talent acquisition leaders",
    text: "Give every recruiter the same criteria and see, with evidence, why each candidate was ranked.",
    points: ["Consistent scoring", "Explainable decisions"],
  },
  {
    icon: Rocket,
    title: "Startup founders and small businesses",
    text: "Hire like a team with a dedicated recruiter, without one — and without an enterprise budget.",
    points: ["Set up in minutes", "Start on the free plan"],
  },
];

export function AudienceSection() {
  return (
    <section aria-labelledby="audience-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="audience-title"
          eyebrow="Who it is for"
          title="Built for the people who hire"
          description="Whether you fill five roles a year or five hundred, HireLens fits the way you already work."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {audiences.map(({ icon: Icon, title, text, points }) => (
            <li
              key={title}
              className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-7 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div
                aria-hidden="true"
                className="absolute -top-16 -right-16 size-40 rounded-full bg-brand-100/70 blur-2xl dark:bg-brand-500/10"
              />
              <span className="relative inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-violet-600 text-white shadow-md shadow-brand-600/25">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="relative mt-6 text-xl font-semibold text-slate-900 dark:text-white">
                {title}
              </h3>
              <p className="relative mt-3 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {text}
              </p>
              <ul className="relative mt-5 space-y-2">
                {points.map((point) => (
                  <li
                    key={point}
                    className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300"
                  >
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
