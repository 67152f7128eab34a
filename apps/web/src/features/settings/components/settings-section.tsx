import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One block of the settings page: an icon, a title, what it does, then its controls. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={
        tone === "danger"
          ? "rounded-2xl border border-rose-200 bg-white p-5 shadow-sm sm:p-6 dark:border-rose-500/30 dark:bg-slate-900"
          : "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      }
    >
      <div className="flex items-start gap-3">
        <span
          className={
            tone === "danger"
              ? "inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-500/10 dark:text-rose-400"
              : "inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300"
          }
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
