import { anchors } from "@/config/paths";
import { WaitlistForm } from "./waitlist-form";

export function WaitlistSection() {
  return (
    <section
      id={anchors.waitlistForm}
      aria-labelledby="waitlist-title"
      className="relative overflow-hidden bg-gradient-to-b from-slate-50 to-brand-50/60 py-20 sm:py-28 dark:from-slate-900/40 dark:to-brand-950/40"
    >
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <WaitlistForm />
      </div>
    </section>
  );
}
