import { BarChart3, BrainCircuit, Crosshair, Layers, ShieldCheck, Zap } from "lucide-react";
import { anchors } from "@/config/paths";
import { SectionHeading } from "./section-heading";

const features = [
  {
    icon: BrainCircuit,
    title: "AI-powered analysis",
    text: "Extracts skills, experience, education and certifications from every resume, whatever its layout.",
  },
  {
    icon: Crosshair,
    title: "Precision matching",
    text: "Understands that “k8s” is Kubernetes and that Next.js experience says something about React.",
  },
  {
    icon: Zap,
    title: "Lightning speed",
    text: "A batch that takes a recruiter a day to read is ranked before your coffee cools.",
  },
  {
    icon: BarChart3,
    title: "Detailed analytics",
    text: "Score breakdowns, matched and missing skills, strengths, gaps and interview questions per candidate.",
  },
  {
    icon: ShieldCheck,
    title: "Secure and private",
    text: "Your candidates' data stays yours: never sold or shared, and deleted for good when you delete it.",
  },
  {
    icon: Layers,
    title: "Bulk processing",
    text: "Upload up to 50 resumes at once and follow the progress of each file live.",
  },
];

export function FeaturesSection() {
  return (
    <section id={anchors.features} aria-labelledby="features-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to screen with confidence"
          description="Purpose-built for hiring teams who want speed without giving up judgement."
        />
        <ul className="mt-14 grid gap-px overflow-hidden rounded-3xl border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-800">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group bg-white p-7 transition hover:bg-slate-50 sm:p-8 dark:bg-slate-950 dark:hover:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition group-hover:bg-brand-600 group-hover:text-white dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-500/20">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
