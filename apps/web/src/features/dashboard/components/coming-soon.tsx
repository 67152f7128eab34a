import clsx from "clsx";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

/** An app page whose tools are not built yet: what it will hold, and where to go meanwhile. */
export function ComingSoonPage({
  title,
  description,
  icon,
  emptyTitle,
  emptyDescription,
  action,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyDescription: string;
  action: { to: string; label: string };
}) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900">
        <EmptyState
          icon={icon}
          title={emptyTitle}
          description={emptyDescription}
          action={
            <Link
              to={action.to}
              className={clsx(buttonBase, buttonVariants.primary, buttonSizes.sm)}
            >
              {action.label}
            </Link>
          }
        />
      </div>
    </div>
  );
}
