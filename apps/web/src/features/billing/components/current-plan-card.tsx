import { type CreditBalance, findPlan, formatPrice, type Subscription } from "@hirelens/contracts";
import { CalendarClock, Gift, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatDate } from "./format";

function statusOf(subscription: Subscription): { label: string; textClass: string } {
  if (subscription.isTrial) return { label: "Free Pro month", textClass: "text-brand-700" };
  if (subscription.plan === "free") return { label: "Free plan", textClass: "text-slate-700" };
  if (subscription.cancelAtPeriodEnd)
    return { label: "Cancels at period end", textClass: "text-amber-800" };
  if (subscription.status === "past_due")
    return { label: "Payment due", textClass: "text-rose-700" };
  return { label: "Active", textClass: "text-emerald-700" };
}

/**
 * The status sits on the brand gradient, so it is a white pill in both themes: the shared Badge's
 * dark tones (dark fill, light text) would need a white frame and lose their contrast inside it.
 */
function StatusPill({ subscription }: { subscription: Subscription }) {
  const { label, textClass } = statusOf(subscription);
  return (
    <span
      data-testid="plan-status"
      className={`inline-flex items-center rounded-full bg-white px-2.5 py-1 text-xs font-semibold whitespace-nowrap shadow-sm ${textClass}`}
    >
      {label}
    </span>
  );
}

/** What the user has now, until when, and what comes next. */
export function renewalLine(subscription: Subscription): string {
  const end = formatDate(subscription.currentPeriodEnd);
  if (subscription.isTrial) {
    return `Your free Pro month ends on ${end}. After that your account returns to the Free plan unless you subscribe.`;
  }
  if (subscription.plan === "free") return `Your free credits are renewed on ${end}.`;
  if (subscription.cancelAtPeriodEnd) {
    return `You keep Pro until ${end}. Then your account moves to the Free plan.`;
  }
  return `Renews on ${end}.`;
}

export function CurrentPlanCard({
  subscription,
  balance,
  actions,
}: {
  subscription: Subscription;
  balance: CreditBalance | undefined;
  actions: ReactNode;
}) {
  const plan = findPlan(subscription.plan);
  const isUnlimited = subscription.monthlyCredits < 0;
  const available = balance?.availableCredits ?? null;
  return (
    <Card className="overflow-hidden" data-testid="current-plan">
      <div className="bg-gradient-to-br from-brand-600 to-violet-600 px-5 py-5 text-white sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-medium text-white/80">Current plan</p>
            <h2 className="mt-1 flex items-center gap-2 text-2xl font-bold tracking-tight">
              {subscription.isTrial ? (
                <Gift aria-hidden="true" className="size-6" />
              ) : (
                <Sparkles aria-hidden="true" className="size-6" />
              )}
              <span data-testid="plan-name">{plan.name}</span>
            </h2>
          </div>
          <StatusPill subscription={subscription} />
        </div>
        <p className="mt-3 text-sm text-white/90">
          {subscription.isTrial
            ? "Free for one month, no card needed"
            : plan.priceCents === null
              ? "Custom pricing"
              : plan.priceCents === 0
                ? "$0 a month"
                : `${formatPrice(plan.priceCents)} a month`}
        </p>
      </div>
      <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
        <div className="flex items-start gap-3">
          <CalendarClock
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400"
          />
          <div>
            <p className="text-sm font-semibold text-slate-900 dark:text-white">
              {subscription.isTrial
                ? "Trial ends"
                : subscription.plan === "free"
                  ? "Next renewal"
                  : subscription.cancelAtPeriodEnd
                    ? "Ends on"
                    : "Renewal date"}
            </p>
            <p
              className="mt-0.5 text-sm text-slate-600 dark:text-slate-400"
              data-testid="renewal-line"
            >
              {renewalLine(subscription)}
            </p>
          </div>
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">
              Credits this period
            </p>
            <p
              className="text-sm tabular-nums text-slate-600 dark:text-slate-400"
              data-testid="credits-left"
            >
              {isUnlimited
                ? "Unlimited"
                : available === null
                  ? "…"
                  : `${available} left · ${subscription.monthlyCredits} a month`}
            </p>
          </div>
          {!isUnlimited ? (
            <ProgressBar
              className="mt-2"
              label="Credits left this period"
              value={
                available === null
                  ? 0
                  : Math.min(100, (available / Math.max(1, subscription.monthlyCredits)) * 100)
              }
              tone={
                available !== null && available <= Math.ceil(subscription.monthlyCredits * 0.1)
                  ? "warning"
                  : "brand"
              }
            />
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 px-5 py-4 sm:px-6 dark:border-slate-800">
        {actions}
      </div>
    </Card>
  );
}
