import clsx from "clsx";
import {
  BrainCircuit,
  CircleCheck,
  FilePlus2,
  FileStack,
  FileText,
  Pause,
  Play,
  Trophy,
} from "lucide-react";
import { useEffect, useState } from "react";

const SCENE_MS = 6000;
const DELAYS = [
  "[animation-delay:100ms]",
  "[animation-delay:350ms]",
  "[animation-delay:600ms]",
  "[animation-delay:850ms]",
  "[animation-delay:1100ms]",
  "[animation-delay:1350ms]",
];

const scenes = [
  {
    icon: FilePlus2,
    title: "Add the job description",
    caption: "Paste a job description or generate one from a title and a few notes.",
  },
  {
    icon: FileStack,
    title: "Upload resumes",
    caption: "Drop up to 50 resumes at once: PDF, Word or plain text.",
  },
  {
    icon: BrainCircuit,
    title: "AI analysis",
    caption: "Skills, experience and qualifications are extracted from every resume.",
  },
  {
    icon: Trophy,
    title: "Smart matching",
    caption: "Candidates come back ranked, each score explained with evidence.",
  },
] as const;

function JobScene() {
  return (
    <div className="space-y-3">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Job description
      </p>
      <p className="text-lg font-semibold text-slate-900 dark:text-white">
        Senior Frontend Engineer
      </p>
      {[
        "5+ years building web applications",
        "Expert in React and TypeScript",
        "Experience with GraphQL APIs",
        "Nice to have: design systems",
      ].map((line, index) => (
        <p
          key={line}
          className={clsx(
            "animate-fade-up rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300",
            DELAYS[index],
          )}
        >
          {line}
        </p>
      ))}
    </div>
  );
}

function UploadScene() {
  const files = ["amara-mensah.pdf", "lukas-keller.docx", "priya-sharma.pdf", "tom-becker.pdf"];
  return (
    <ul className="space-y-2.5">
      {files.map((file, index) => (
        <li
          key={file}
          className={clsx(
            "animate-fade-up flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 dark:border-slate-700 dark:bg-slate-900",
            DELAYS[index],
          )}
        >
          <FileText
            aria-hidden="true"
            className="size-5 shrink-0 text-brand-600 dark:text-brand-400"
          />
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800 dark:text-slate-200">
            {file}
          </span>
          <span className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <span className="block h-full origin-left animate-grow rounded-full bg-emerald-500 [animation-duration:1.8s]" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function AnalysisScene() {
  const skills = [
    "React",
    "TypeScript",
    "GraphQL",
    "7 yrs experience",
    "Design systems",
    "B.Sc. Computer Science",
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_1.2fr]">
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <div className="space-y-2">
          <div className="h-3 w-2/3 rounded bg-slate-300 dark:bg-slate-600" />
          {["w-full", "w-5/6", "w-full", "w-4/6", "w-5/6", "w-3/6"].map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static decorative lines
            <div key={index} className={`h-2 rounded bg-slate-200 dark:bg-slate-700 ${width}`} />
          ))}
        </div>
        <div className="absolute inset-x-2 top-4 h-0.5 animate-scan rounded bg-violet-500 shadow-[0_0_12px_2px] shadow-violet-500/50" />
      </div>
      <ul className="flex flex-wrap content-start gap-2">
        {skills.map((skill, index) => (
          <li
            key={skill}
            className={clsx(
              "animate-fade-up inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-500/10 dark:text-brand-200 dark:ring-brand-500/30",
              DELAYS[index],
            )}
          >
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MatchScene() {
  const rows = [
    { name: "Amara Mensah", score: 94, width: "w-[94%]" },
    { name: "Lukas Keller", score: 87, width: "w-[87%]" },
    { name: "Priya Sharma", score: 79, width: "w-[79%]" },
    { name: "Tom Becker", score: 61, width: "w-[61%]" },
  ];
  return (
    <ol className="space-y-3">
      {rows.map((row, index) => (
        <li key={row.name} className="flex items-center gap-3">
          <span className="w-5 text-sm font-bold text-slate-400">{index + 1}</span>
          <span className="w-28 truncate text-sm font-medium text-slate-800 sm:w-36 dark:text-slate-200">
            {row.name}
          </span>
          <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <span
              className={`block h-full ${row.width} origin-left animate-grow rounded-full bg-gradient-to-r from-brand-500 to-violet-500`}
            />
          </span>
          <span className="w-8 text-right text-sm font-bold tabular-nums text-brand-700 dark:text-brand-300">
            {row.score}
          </span>
        </li>
      ))}
    </ol>
  );
}

const sceneViews = [JobScene, UploadScene, AnalysisScene, MatchScene];

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** The bundled walkthrough shown when no demo video is configured: no network, no media files. */
export function DemoWalkthrough() {
  const [scene, setScene] = useState(0);
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => setScene((current) => (current + 1) % scenes.length), SCENE_MS);
    return () => clearInterval(timer);
  }, [isPlaying]);

  const current = scenes[scene] ?? scenes[0];
  const SceneView = sceneViews[scene] ?? JobScene;

  return (
    <div className="flex flex-col" data-testid="demo-walkthrough">
      <div className="grid gap-0 md:grid-cols-[15rem_1fr]">
        <div
          role="tablist"
          aria-label="Demo steps"
          className="flex gap-1 overflow-x-auto border-b border-slate-200 p-2 md:flex-col md:border-r md:border-b-0 dark:border-slate-800"
        >
          {scenes.map(({ icon: Icon, title }, index) => (
            <button
              key={title}
              type="button"
              role="tab"
              aria-selected={index === scene}
              aria-controls="demo-scene"
              onClick={() => {
                setScene(index);
                setIsPlaying(false);
              }}
              className={clsx(
                "flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600",
                index === scene
                  ? "bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200"
                  : "text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800",
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </span>
            </button>
          ))}
        </div>
        <div
          id="demo-scene"
          role="tabpanel"
          aria-label={current.title}
          className="flex min-h-80 flex-col bg-slate-50 p-5 sm:p-8 dark:bg-slate-950"
        >
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            Step {scene + 1} of {scenes.length}
          </p>
          <p className="mt-1 text-base font-semibold text-slate-900 dark:text-white">
            {current.caption}
          </p>
          <div key={scene} className="mt-6 flex-1">
            <SceneView />
          </div>
        </div>
      </div>
      <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
        <button
          type="button"
          onClick={() => setIsPlaying((playing) => !playing)}
          aria-label={isPlaying ? "Pause walkthrough" : "Play walkthrough"}
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {isPlaying ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
        <div className="flex flex-1 gap-1.5" aria-hidden="true">
          {scenes.map(({ title }, index) => (
            <span
              key={`${title}-${scene}`}
              className="h-1 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <span
                className={clsx(
                  "block h-full rounded-full bg-brand-500",
                  index < scene && "w-full",
                  index > scene && "w-0",
                  index === scene &&
                    (isPlaying
                      ? "w-full origin-left animate-grow [animation-duration:6s] [animation-timing-function:linear]"
                      : "w-full"),
                )}
              />
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
