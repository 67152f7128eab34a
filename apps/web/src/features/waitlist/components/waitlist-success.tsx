import { ArrowLeft, PartyPopper } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";

/** Spec §2: "You're In!" with the server's message and a way back to the page. */
export function WaitlistSuccess({
  message,
  headingRef,
  onBack,
}: {
  message: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
}) {
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-14 text-center shadow-xl shadow-brand-900/5 sm:px-12 dark:border-slate-800 dark:bg-slate-900"
      data-testid="waitlist-success"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50 dark:bg-emerald-500/15 dark:text-emerald-400 dark:ring-emerald-500/5">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <h2
        id="waitlist-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-3xl font-bold tracking-tight text-slate-900 outline-none dark:text-white"
      >
        You're In!
      </h2>
      <p role="status" className="mt-3 max-w-sm text-base text-slate-600 dark:text-slate-300">
        {message}
      </p>
      <p className="mt-2 max-w-sm text-sm text-slate-500 dark:text-slate-400">
        We will e-mail you as soon as your early access is ready.
      </p>
      <Button
        variant="outline"
        className="mt-8"
        onClick={onBack}
        leftIcon={<ArrowLeft aria-hidden="true" className="size-4" />}
      >
        Back to Page
      </Button>
    </div>
  );
}
