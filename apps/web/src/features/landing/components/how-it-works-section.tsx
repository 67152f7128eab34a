import { BrainCircuit, FilePlus2, FileStack, Trophy } from "lucide-react";
import { anchors } from "@/config/paths";
import { SectionHeading } from "./section-heading";

const steps = [
  {
    icon: FilePlus2,
    title: "Add or create a job description",
    text: "Paste the job description you already have, or let HireLens write one from a title and a few notes.",
  },
  {
    icon: FileStack,
    title: "Upload resumes",
    text: "Drop in one resume or a whole batch — PDF, Word or plain text.",
  },
  {
    icon: BrainCircuit,
    title: "AI analysis",
    text: "HireLens extracts skills, experience and qualifications and compares them with the role.",
  },
  {
    icon: Trophy,
    title: "Smart matching",
    text: "Get a ranked shortlist with a score for every candidate and the evidence behind it.",
  },
];

/** Job description and resumes flow into the AI lens, which emits a ranked list. CSS-animated. */
function FlowDiagram() {
  return (
    <svg
      viewBox="0 0 800 280"
      role="img"
      aria-labelledby="flow-diagram-title"
      className="h-auto w-full"
    >
      <title id="flow-diagram-title">
        A job description and a stack of resumes flow into the HireLens AI, which returns candidates
        ranked by score.
      </title>
      <defs>
        <linearGradient id="flow-accent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>

      {/* Connectors */}
      <g
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-brand-400 dark:stroke-brand-500"
      >
        <path
          d="M196 78 C 280 78, 290 140, 352 140"
          strokeDasharray="6 6"
          className="animate-flow"
        />
        <path
          d="M196 202 C 280 202, 290 140, 352 140"
          strokeDasharray="6 6"
          className="animate-flow"
        />
        <path d="M448 140 L 584 140" strokeDasharray="6 6" className="animate-flow" />
      </g>

      {/* Job description */}
      <g className="animate-float">
        <rect
          x="40"
          y="28"
          width="156"
          height="100"
          rx="14"
          className="fill-white stroke-slate-200 dark:fill-slate-900 dark:stroke-slate-700"
          strokeWidth="2"
        />
        <rect x="58" y="46" width="70" height="10" rx="5" fill="url(#flow-accent)" />
        <rect
          x="58"
          y="68"
          width="118"
          height="7"
          rx="3.5"
          className="fill-slate-200 dark:fill-slate-700"
        />
        <rect
          x="58"
          y="84"
          width="100"
          height="7"
          rx="3.5"
          className="fill-slate-200 dark:fill-slate-700"
        />
        <rect
          x="58"
          y="100"
          width="110"
          height="7"
          rx="3.5"
          className="fill-slate-200 dark:fill-slate-700"
        />
      </g>

      {/* Resume stack */}
      <g>
        <rect
          x="52"
          y="160"
          width="144"
          height="92"
          rx="12"
          className="fill-brand-100 dark:fill-brand-900/60"
        />
        <rect
          x="46"
          y="156"
          width="144"
          height="92"
          rx="12"
          className="fill-brand-50 stroke-brand-200 dark:fill-brand-950 dark:stroke-brand-800"
          strokeWidth="2"
        />
        <rect
          x="40"
          y="152"
          width="150"
          height="96"
          rx="14"
          className="fill-white stroke-slate-200 dark:fill-slate-900 dark:stroke-slate-700"
          strokeWidth="2"
        />
        <circle cx="68" cy="180" r="12" className="fill-slate-200 dark:fill-slate-700" />
        <rect
          x="88"
          y="172"
          width="80"
          height="8"
          rx="4"
          className="fill-slate-300 dark:fill-slate-600"
        />
        <rect
          x="88"
          y="186"
          width="56"
          height="6"
          rx="3"
          className="fill-slate-200 dark:fill-slate-700"
        />
        <rect
          x="56"
          y="206"
          width="118"
          height="6"
          rx="3"
          className="fill-slate-200 dark:fill-slate-700"
        />
        <rect
          x="56"
          y="220"
          width="96"
          height="6"
          rx="3"
          className="fill-slate-200 dark:fill-slate-700"
        />
        <rect
          x="50"
          y="162"
          width="130"
          height="3"
          rx="1.5"
          className="animate-scan fill-violet-500/70"
        />
      </g>

      {/* AI lens */}
      <circle
        cx="400"
        cy="140"
        r="48"
        fill="url(#flow-accent)"
        opacity="0.25"
        className="origin-self animate-pulse-ring"
      />
      <circle cx="400" cy="140" r="48" fill="url(#flow-accent)" />
      <circle cx="394" cy="134" r="18" fill="none" stroke="#fff" strokeWidth="5" />
      <path d="M407 147 L 421 161" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M386 134 l6 6 l10 -11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* Ranked results */}
      <g>
        <rect
          x="584"
          y="52"
          width="180"
          height="176"
          rx="16"
          className="fill-white stroke-slate-200 dark:fill-slate-900 dark:stroke-slate-700"
          strokeWidth="2"
        />
        {[
          { y: 76, width: 120, tone: "fill-emerald-500" },
          { y: 120, width: 98, tone: "fill-brand-500" },
          { y: 164, width: 74, tone: "fill-violet-400" },
        ].map((row) => (
          <g key={row.y}>
            <circle
              cx="610"
              cy={row.y + 12}
              r="10"
              className="fill-slate-200 dark:fill-slate-700"
            />
            <rect
              x="628"
              y={row.y + 2}
              width="110"
              height="7"
              rx="3.5"
              className="fill-slate-200 dark:fill-slate-700"
            />
            <rect
              x="628"
              y={row.y + 16}
              width={row.width}
              height="8"
              rx="4"
              className={`origin-left-self animate-grow ${row.tone}`}
            />
          </g>
        ))}
      </g>
    </svg>
  );
}

export function HowItWorksSection() {
  return (
    <section
      id={anchors.howItWorks}
      aria-labelledby="how-it-works-title"
      className="bg-slate-50 py-20 sm:py-28 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From job description to shortlist in four steps"
          description="No setup project, no integrations to wait for. Bring a role and your resumes."
        />
        <div className="mx-auto mt-12 max-w-4xl rounded-3xl border border-slate-200 bg-white/70 p-4 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900/60">
          <FlowDiagram />
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl p-2">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white shadow-md shadow-brand-600/30 dark:bg-brand-500">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
