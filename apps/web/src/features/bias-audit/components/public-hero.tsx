import type { ReactNode } from "react";

/** The top band of the audit's public pages, in the look of the other public pages. */
export function PublicHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-slate-100 bg-gradient-to-b from-brand-50/70 to-white px-4 py-14 sm:px-6 sm:py-20 dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {children ? (
          <div className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-300">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
