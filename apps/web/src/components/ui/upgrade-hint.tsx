import { PLAN_FEATURE_MESSAGES, type PlanFeature } from "@hirelens/contracts";
import clsx from "clsx";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/**
 * Shown instead of a control the user's plan does not include (issue 10): what unlocks it and a
 * link to /pricing, so the recruiter learns why before trying, never from a refusal.
 */
export function UpgradeHint({ feature, className }: { feature: PlanFeature; className?: string }) {
  return (
    <p
      className={clsx(
        "flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-brand-200 bg-brand-50/70 px-3 py-2 text-sm text-brand-900 dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-100",
        className,
      )}
      data-testid={`upgrade-hint-${feature}`}
    >
      <Sparkles aria-hidden="true" className="size-4 shrink-0" />
      <span>{PLAN_FEATURE_MESSAGES[feature]}</span>
      <Link
        to={paths.pricing}
        className="font-semibold underline underline-offset-2 hover:text-brand-700 dark:hover:text-brand-200"
      >
        See plans
      </Link>
    </p>
  );
}
