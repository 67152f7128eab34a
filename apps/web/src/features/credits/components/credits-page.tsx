import type { CreditTransaction, CreditTransactionKind } from "@hirelens/contracts";
import clsx from "clsx";
import { Coins, History, RefreshCw, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useCredits } from "../hooks/use-credits";
import { useCreditsStore } from "../stores/credits-store";

const kindLabels: Record<CreditTransactionKind, { label: string; tone: BadgeTone }> = {
  grant: { label: "Grant", tone: "brand" },
  monthly: { label: "Monthly allowance", tone: "info" },
  charge: { label: "Analysis", tone: "neutral" },
  refund: { label: "Refund", tone: "success" },
  purchase: { label: "Purchase", tone: "brand" },
  adjustment: { label: "Adjustment", tone: "warning" },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function TransactionRow({ transaction }: { transaction: CreditTransaction }) {
  const kind = kindLabels[transaction.kind];
  return (
    // Under 768 px each row is a two-column card (details and amount, then date, type, balance).
    <tr
      data-testid="credit-transaction"
      className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0"
    >
      <td className="row-start-2 text-xs whitespace-nowrap text-slate-600 md:px-4 md:py-3 md:text-sm dark:text-slate-400">
        {dateFormat.format(new Date(transaction.createdAt))}
      </td>
      <td className="row-start-3 md:px-4 md:py-3">
        <Badge tone={kind.tone}>{kind.label}</Badge>
      </td>
      <td className="col-start-1 row-start-1 text-slate-800 md:px-4 md:py-3 dark:text-slate-200">
        {transaction.batchId ? (
          <Link
            to={`${paths.resumeAnalyzer}?batch=${transaction.batchId}`}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {transaction.reason}
          </Link>
        ) : (
          transaction.reason
        )}
      </td>
      <td
        className={clsx(
          "col-start-2 row-start-1 text-right font-semibold tabular-nums md:px-4 md:py-3",
          transaction.amount < 0
            ? "text-slate-900 dark:text-white"
            : "text-emerald-700 dark:text-emerald-400",
        )}
      >
        {transaction.amount > 0 ? `+${transaction.amount}` : transaction.amount}
      </td>
      <td className="col-start-2 row-start-2 text-right text-xs tabular-nums text-slate-600 md:px-4 md:py-3 md:text-sm dark:text-slate-400">
        <span className="md:hidden">Balance </span>
        {transaction.balanceAfter}
      </td>
    </tr>
  );
}

/** /credits: the balance and every ledger line, with the store behaviour of spec §4. */
export function CreditsPage() {
  const { balance, transactions, isLoadingBalance, isLoadingTransactions, error } = useCredits({
    withTransactions: true,
  });
  const refresh = () => {
    useCreditsStore
      .getState()
      .refresh()
      .catch(() => {});
  };
  const isRefreshing = isLoadingBalance || isLoadingTransactions;
  const used = balance?.usedCredits ?? 0;
  const allowance = balance?.monthlyAllowance ?? 0;
  const resets = balance ? new Date(balance.resetsAt) : null;
  return (
    <>
      <PageHeader
        title="Credits"
        description="One credit analyses one resume. Failed files are refunded automatically."
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={refresh}
            isLoading={isRefreshing}
            loadingText="Refreshing..."
            leftIcon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            Refresh
          </Button>
        }
      />
      {error ? (
        <p
          role="alert"
          className="mb-6 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="p-5 md:col-span-2">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
            Available credits
          </p>
          {balance ? (
            <>
              <p
                className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white"
                data-testid="available-credits"
              >
                {balance.isUnlimited ? "Unlimited" : balance.availableCredits}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {used} used this month
                {!balance.isUnlimited ? ` of ${allowance} included in your plan` : ""}
                {resets
                  ? ` · next allowance ${resets.toLocaleDateString(undefined, { dateStyle: "long" })}`
                  : ""}
              </p>
              {!balance.isUnlimited && allowance > 0 ? (
                <ProgressBar
                  className="mt-4"
                  value={Math.min(100, (used / allowance) * 100)}
                  tone={used >= allowance ? "danger" : used / allowance > 0.8 ? "warning" : "brand"}
                  label="Credits used this month"
                />
              ) : null}
            </>
          ) : (
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
              <Spinner /> Loading your balance...
            </p>
          )}
        </Card>
        <Card className="flex flex-col justify-between p-5">
          <div>
            <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Plan</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 capitalize dark:text-white">
              {balance?.plan ?? "—"}
            </p>
          </div>
          <Link
            to={paths.billing}
            className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            <Sparkles aria-hidden="true" className="size-4" /> Upgrade or buy credits
          </Link>
        </Card>
      </div>

      <Card className="mt-6">
        <CardHeader
          title="Transactions"
          description="Every credit granted, spent and refunded, newest first."
        />
        {isLoadingTransactions && transactions.length === 0 ? (
          <p className="flex items-center gap-2 px-5 py-8 text-sm text-slate-500">
            <Spinner /> Loading transactions...
          </p>
        ) : transactions.length === 0 ? (
          <EmptyState
            icon={History}
            title="No transactions yet"
            description="Your monthly allowance and every analysis will be listed here."
            action={
              <Link
                to={paths.resumeAnalyzer}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                <Coins aria-hidden="true" className="size-4" /> Analyse resumes
              </Link>
            }
          />
        ) : (
          <div className="md:overflow-x-auto">
            <table className="block w-full text-sm md:table md:min-w-[640px]">
              <caption className="sr-only">Credit transactions</caption>
              <thead className="hidden border-b border-slate-200 bg-slate-50/80 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-400 md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2.5 text-left">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-left">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-left">
                    Details
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-right">
                    Credits
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-right">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody className="block divide-y md:table-row-group divide-slate-100 dark:divide-slate-800">
                {transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
