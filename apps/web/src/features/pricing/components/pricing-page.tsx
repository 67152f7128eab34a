import {
  CREDIT_PACKS,
  formatPrice,
  formatRetentionPeriod,
  MAX_BULK_RESUMES,
  PLANS,
  type PlanFeature,
  planAllows,
  RETENTION_CUSTOM_RANGE,
  RETENTION_OPTIONS_DAYS,
  SUPPORT_RESPONSE_HOURS,
  WAITLIST_FREE_PRO_SLOTS,
} from "@hirelens/contracts";
import clsx from "clsx";
import { Check, Gift, Minus } from "lucide-react";
import { Link } from "react-router";
import { buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";

type Cell = boolean | string;
/** A row of what the server enforces (issue 10): read from the plans' feature list, never typed here. */
const enforced = (...features: PlanFeature[]) => ({
  free: features.every((feature) => planAllows("free", feature)),
  pro: features.every((feature) => planAllows("pro", feature)),
  enterprise: features.every((feature) => planAllows("enterprise", feature)),
});
const standardRetention = `${formatRetentionPeriod(RETENTION_OPTIONS_DAYS[0])} to ${formatRetentionPeriod(RETENTION_OPTIONS_DAYS.at(-1) ?? 730)}`;
const COMPARISON: Array<{ label: string; free: Cell; pro: Cell; enterprise: Cell }> = [
  { label: "Resume analyses a month", free: "10", pro: "100", enterprise: "Unlimited" },
  {
    label: "Resumes per batch",
    free: String(MAX_BULK_RESUMES),
    pro: String(MAX_BULK_RESUMES),
    enterprise: String(MAX_BULK_RESUMES),
  },
  { label: "Explained scores with evidence", free: true, pro: true, enterprise: true },
  { label: "Job description creator", free: true, pro: true, enterprise: true },
  { label: "Anonymised review mode", free: true, pro: true, enterprise: true },
  { label: "Custom score weights per job", ...enforced("customWeights") },
  { label: "Side-by-side comparison and PDF reports", ...enforced("compare", "pdfReports") },
  { label: "Top-up credit packs", free: true, pro: true, enterprise: "Not needed" },
  {
    label: "Support",
    free: `${SUPPORT_RESPONSE_HOURS} h e-mail`,
    pro: "Priority",
    enterprise: "Named manager",
  },
  {
    label: "Data retention period",
    free: standardRetention,
    pro: standardRetention,
    enterprise: `Any, ${RETENTION_CUSTOM_RANGE.min} to ${RETENTION_CUSTOM_RANGE.max} days`,
  },
  { label: "Data processing agreement (DPA)", free: false, pro: false, enterprise: true },
];

function CellValue({ value }: { value: Cell }) {
  if (value === true)
    return <Check aria-label="Included" className="mx-auto size-5 text-emerald-600" />;
  if (value === false)
    return (
      <Minus
        aria-label="Not included"
        className="mx-auto size-5 text-slate-300 dark:text-slate-600"
      />
    );
  return <span className="font-medium text-slate-900 dark:text-white">{value}</span>;
}

/** /pricing: the three plans side by side, a feature comparison and the top-up packs. */
export function PricingPage() {
  const { contactEmail, siteMode } = useRuntimeConfig();
  return (
    <div>
      <section className="border-b border-slate-100 bg-gradient-to-b from-brand-50/70 to-white px-4 py-14 sm:px-6 sm:py-20 dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Pricing
          </h1>
          <p className="mt-4 text-2xl font-semibold tracking-tight text-brand-700 dark:text-brand-300">
            Pay for the resumes you screen
          </p>
          <p className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-300">
            One credit analyses one resume against one job. Start free, move to Pro when screening
            becomes weekly work, and talk to us when it becomes a team's.
          </p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-200 dark:bg-slate-900 dark:text-brand-200 dark:ring-brand-500/30">
            <Gift aria-hidden="true" className="size-4 shrink-0" /> The first{" "}
            {WAITLIST_FREE_PRO_SLOTS} people on the waitlist get Pro free for 1 month. No credit
            card.
          </p>
        </div>
      </section>

      <section aria-label="Plans" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const isFeatured = plan.id === "pro";
            return (
              <div
                key={plan.id}
                className={clsx(
                  "relative flex flex-col rounded-3xl border bg-white p-7 shadow-sm dark:bg-slate-900",
                  isFeatured
                    ? "border-brand-500 shadow-xl shadow-brand-600/10 ring-1 ring-brand-500"
                    : "border-slate-200 dark:border-slate-800",
                )}
              >
                {isFeatured ? (
                  <span className="absolute -top-3 left-7 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                    Most popular
                  </span>
                ) : null}
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {plan.name}
                </h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.tagline}</p>
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">
                    {plan.priceCents === null
                      ? "Custom"
                      : formatPrice(plan.priceCents).replace(".00", "")}
                  </span>
                  {plan.priceCents !== null ? (
                    <span className="text-sm text-slate-500">/ month</span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-300">
                  {plan.monthlyCredits < 0
                    ? "Unlimited credits"
                    : `${plan.monthlyCredits} credits a month`}
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5 text-slate-700 dark:text-slate-300">
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-emerald-600"
                      />{" "}
                      {feature}
                    </li>
                  ))}
                </ul>
                {plan.isSelfServe ? (
                  <Link
                    to={siteMode === "app" ? paths.register : "/"}
                    className={clsx(
                      buttonBase,
                      isFeatured ? buttonVariants.primary : buttonVariants.outline,
                      buttonSizes.md,
                      "mt-8",
                    )}
                  >
                    {plan.id === "free" ? "Start free" : "Start with Pro"}
                  </Link>
                ) : (
                  <a
                    href={`mailto:${contactEmail}?subject=${encodeURIComponent("HireLens Enterprise")}`}
                    className={clsx(buttonBase, buttonVariants.secondary, buttonSizes.md, "mt-8")}
                  >
                    Contact sales
                  </a>
                )}
              </div>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="compare-heading" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        <h2
          id="compare-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          Compare the plans
        </h2>
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th
                  scope="col"
                  className="px-4 py-3 text-left font-semibold text-slate-900 dark:text-white"
                >
                  Feature
                </th>
                {PLANS.map((plan) => (
                  <th
                    key={plan.id}
                    scope="col"
                    className="px-4 py-3 text-center font-semibold text-slate-900 dark:text-white"
                  >
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {COMPARISON.map((row) => (
                <tr key={row.label}>
                  <th
                    scope="row"
                    className="px-4 py-3 text-left font-normal text-slate-700 dark:text-slate-300"
                  >
                    {row.label}
                  </th>
                  <td className="px-4 py-3 text-center">
                    <CellValue value={row.free} />
                  </td>
                  <td className="px-4 py-3 text-center">
                    <CellValue value={row.pro} />
                  </td>
                  <td className="px-4 py-3 text-center">
                    <CellValue value={row.enterprise} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="packs-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2
          id="packs-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          Need more this month?
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          Top-up packs add credits on top of any plan. They never expire, and each purchase comes
          with an invoice.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {CREDIT_PACKS.map((pack) => (
            <li
              key={pack.id}
              className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
            >
              <p className="text-lg font-semibold text-slate-900 dark:text-white">
                {pack.credits} credits
              </p>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {formatPrice(pack.priceCents)} ·{" "}
                {formatPrice(Math.round(pack.priceCents / pack.credits))} per resume
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-slate-500 dark:text-slate-400">
          Prices in US dollars, excluding taxes where they apply. Cancel any time: Pro stays until
          the end of the month you paid for.
        </p>
      </section>
    </div>
  );
}
