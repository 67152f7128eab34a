import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a list shows when it has nothing yet: what would be here, and how to get it there. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold text-slate-900 dark:text-white">{title}</p>
      {description ? (
        <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
