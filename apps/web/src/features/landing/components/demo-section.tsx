import { DEMO_LENGTH_MINUTES } from "@hirelens/contracts/constants";
import { Clock, Play } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { anchors } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";
import { SectionHeading } from "./section-heading";

export const DEMO_TITLE = `${DEMO_LENGTH_MINUTES}-Minute Demo: Resume Analysis Workflow`;

// The dialog (and the walkthrough or video in it) loads on the first click: the landing page's
// first load does not carry it (decision 159).
const DemoDialog = lazy(async () => ({ default: (await import("./demo-dialog")).DemoDialog }));

export function DemoSection() {
  const { demoVideoUrl } = useRuntimeConfig();
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own focus return.
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <section id={anchors.demo} aria-labelledby="demo-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="demo-title"
          eyebrow="See it in action"
          title="Watch a batch of resumes become a shortlist"
          description="A short walkthrough of the whole workflow, from job description to ranked candidates."
        />
        <button
          type="button"
          onClick={() => {
            setHasOpened(true);
            setIsOpen(true);
          }}
          aria-haspopup="dialog"
          className="group relative mx-auto mt-12 block w-full max-w-4xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-violet-700 to-slate-900 p-1 text-left shadow-2xl shadow-brand-900/20 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        >
          <span className="relative flex min-h-80 flex-col justify-between gap-6 overflow-hidden rounded-[1.3rem] bg-slate-950/30 p-5 sm:aspect-video sm:min-h-0 sm:p-8">
            <span aria-hidden="true" className="bg-grid absolute inset-0 opacity-60" />
            <span
              aria-hidden="true"
              className="absolute -top-24 -right-24 size-72 rounded-full bg-fuchsia-500/30 blur-3xl"
            />
            <span
              aria-hidden="true"
              className="absolute -bottom-24 -left-24 size-72 rounded-full bg-sky-400/20 blur-3xl"
            />
            <span className="relative inline-flex w-fit items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
              <Clock aria-hidden="true" className="size-3.5" /> {DEMO_LENGTH_MINUTES} min
            </span>
            <span className="relative flex items-center justify-center">
              <span
                aria-hidden="true"
                className="absolute size-16 animate-pulse-ring rounded-full bg-white/40 md:size-24"
              />
              <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-xl transition group-hover:scale-105 md:size-24">
                <Play aria-hidden="true" className="ml-1 size-7 fill-current md:size-10" />
              </span>
            </span>
            <span className="relative">
              <span className="block text-lg font-bold text-white sm:text-2xl">{DEMO_TITLE}</span>
              <span className="mt-1 block text-sm text-brand-100 sm:text-base">
                Job description, upload, AI analysis, ranked results.
              </span>
            </span>
          </span>
        </button>
      </div>
      {hasOpened ? (
        <Suspense fallback={null}>
          <DemoDialog
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            title={DEMO_TITLE}
            demoVideoUrl={demoVideoUrl}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
