import {
  BILLING_MESSAGES,
  type CreditPack,
  findPlan,
  formatPrice,
  PLANS,
  type Subscription,
} from "@hirelens/contracts";
import { useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { Check, CircleAlert, Coins, ExternalLink, Mail, RotateCcw, Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonBase, buttonSizes, buttonVariants } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/notifications/notifications-store";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";
import { useBuyCredits } from "../api/buy-credits";
import {
  openBillingPortal,
  refreshBilling,
  subscribe,
  useCancelSubscription,
  useResumeSubscription,
  useSubscribe,
} from "../api/change-subscription";
import { useBalance } from "../api/get-balance";
import { useBillingPlans } from "../api/get-billing-plans";
import { useInvoices } from "../api/get-invoices";
import { useSubscription } from "../api/get-subscription";
import { addPaymentMethod, usePaymentMethods } from "../api/payment-methods";
import { CurrentPlanCard } from "./current-plan-card";
import { formatDate } from "./format";
import { InvoicesCard } from "./invoices-card";
import { PaymentMethodsCard } from "./payment-methods-card";
import { PaymentModal } from "./payment-modal";

type Dialog =
  | { kind: "upgrade" }
  | { kind: "add-card" }
  | { kind: "pack"; pack: CreditPack }
  | null;

function PlanOptions({
  subscription,
  onUpgrade,
  onDowngrade,
  isBusy,
}: {
  subscription: Subscription;
  onUpgrade: () => void;
  onDowngrade: () => void;
  isBusy: boolean;
}) {
  const { contactEmail } = useRuntimeConfig();
  const isPaidPro = subscription.plan === "pro" && !subscription.isTrial;
  return (
    <Card>
      <CardHeader
        title="Change plan"
        description="Upgrade at any time; a downgrade takes effect at the end of the paid period."
      />
      <div className="grid gap-4 p-4 sm:p-5 md:grid-cols-3">
        {PLANS.map((plan) => {
          const isCurrent =
            plan.id === subscription.plan && !(plan.id === "pro" && subscription.isTrial);
          return (
            <div
              key={plan.id}
              className={clsx(
                "flex flex-col rounded-xl border p-4",
                isCurrent
                  ? "border-brand-500 ring-1 ring-brand-500"
                  : "border-slate-200 dark:border-slate-700",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
                {isCurrent ? <Badge tone="brand">Current</Badge> : null}
              </div>
              <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
                {plan.priceCents === null ? "Custom" : formatPrice(plan.priceCents)}
                {plan.priceCents ? (
                  <span className="text-sm font-normal text-slate-500"> / month</span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {plan.monthlyCredits < 0
                  ? "Unlimited credits"
                  : `${plan.monthlyCredits} credits a month`}
              </p>
              <div className="mt-4 flex-1" />
              {plan.id === "pro" && !isPaidPro ? (
                <Button
                  onClick={onUpgrade}
                  disabled={isBusy}
                  leftIcon={<Sparkles aria-hidden="true" className="size-4" />}
                >
                  {subscription.isTrial ? "Subscribe to Pro" : "Upgrade to Pro"}
                </Button>
              ) : plan.id === "pro" && isPaidPro && subscription.cancelAtPeriodEnd ? (
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  Resume above to keep Pro.
                </p>
              ) : plan.id === "free" && isPaidPro && !subscription.cancelAtPeriodEnd ? (
                <Button variant="outline" onClick={onDowngrade} disabled={isBusy}>
                  Downgrade to Free
                </Button>
              ) : plan.id === "enterprise" ? (
                <a
                  href={`mailto:${contactEmail}?subject=${encodeURIComponent("HireLens Enterprise")}`}
                  className={clsx(buttonBase, buttonVariants.outline, buttonSizes.md)}
                >
                  <Mail aria-hidden="true" className="size-4" /> Contact sales
                </a>
              ) : null}
            </div>
          );
        })}
      </div>
    </Card>
  );
}

function CreditPacksCard({
  packs,
  onBuy,
}: {
  packs: CreditPack[];
  onBuy: (pack: CreditPack) => void;
}) {
  return (
    <Card>
      <CardHeader
        title="Top-up credits"
        description="Extra credits on top of your plan. They never expire."
      />
      <ul className="grid gap-3 p-4 sm:grid-cols-3 sm:p-5">
        {packs.map((pack) => (
          <li
            key={pack.id}
            className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Coins aria-hidden="true" className="size-4 text-amber-500" /> {pack.credits} credits
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {formatPrice(pack.priceCents)} ·{" "}
              {formatPrice(Math.round(pack.priceCents / pack.credits))} per resume
            </p>
            <Button className="mt-3" size="sm" variant="outline" onClick={() => onBuy(pack)}>
              Buy {pack.credits} credits
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /billing: the plan and its renewal, changing plan, cards, invoices and credit packs. */
export function BillingPage({ onCreditsChanged }: { onCreditsChanged?: () => void }) {
  const queryClient = useQueryClient();
  const plans = useBillingPlans();
  const subscription = useSubscription();
  const balance = useBalance();
  const methods = usePaymentMethods();
  const invoices = useInvoices();
  const subscribeMutation = useSubscribe();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const buy = useBuyCredits();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [isOpeningPortal, setIsOpeningPortal] = useState(false);

  const provider = plans.data?.provider ?? "sandbox";
  const isSandbox = provider === "sandbox";
  const sub = subscription.data;
  const pro = findPlan("pro");

  if (subscription.isPending || plans.isPending) {
    return (
      <div className="flex justify-center py-20" aria-busy="true">
        <Spinner className="size-6 text-brand-600" />
        <span className="sr-only">Loading billing…</span>
      </div>
    );
  }
  if (!sub) {
    return (
      <div className="flex flex-col items-center gap-3 py-20 text-center" role="alert">
        <CircleAlert aria-hidden="true" className="size-8 text-rose-500" />
        <p className="text-slate-700 dark:text-slate-300">
          We could not load your billing details.
        </p>
        <Button
          variant="outline"
          onClick={() => refreshBilling(queryClient)}
          leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          Try again
        </Button>
      </div>
    );
  }

  const startUpgrade = () => {
    if (isSandbox) setDialog({ kind: "upgrade" });
    else subscribeMutation.mutate({ plan: "pro" });
  };
  const afterCreditsChange = () => {
    refreshBilling(queryClient);
    onCreditsChanged?.();
  };

  const isPaidPro = sub.plan === "pro" && !sub.isTrial;
  const actions = (
    <>
      {sub.plan === "free" || sub.isTrial ? (
        <Button
          onClick={startUpgrade}
          isLoading={subscribeMutation.isPending}
          leftIcon={<Sparkles aria-hidden="true" className="size-4" />}
        >
          {sub.isTrial ? "Subscribe to keep Pro" : "Upgrade to Pro"}
        </Button>
      ) : null}
      {isPaidPro && !sub.cancelAtPeriodEnd ? (
        <Button variant="outline" onClick={() => setIsConfirmingCancel(true)}>
          Cancel subscription
        </Button>
      ) : null}
      {isPaidPro && sub.cancelAtPeriodEnd ? (
        <Button
          onClick={() => resume.mutate()}
          isLoading={resume.isPending}
          leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          Resume subscription
        </Button>
      ) : null}
      {provider === "stripe" && isPaidPro ? (
        <Button
          variant="outline"
          isLoading={isOpeningPortal}
          leftIcon={<ExternalLink aria-hidden="true" className="size-4" />}
          onClick={async () => {
            setIsOpeningPortal(true);
            try {
              window.location.assign(await openBillingPortal());
            } finally {
              setIsOpeningPortal(false);
            }
          }}
        >
          Manage on Stripe
        </Button>
      ) : null}
      <Link to={paths.credits} className={clsx(buttonBase, buttonVariants.ghost, buttonSizes.md)}>
        <Coins aria-hidden="true" className="size-4" /> Credit history
      </Link>
    </>
  );

  return (
    <div>
      <PageHeader title="Billing" description="Your plan, payment methods and invoices." />
      <div className="flex flex-col gap-6">
        <CurrentPlanCard subscription={sub} balance={balance.data} actions={actions} />
        {sub.isTrial ? (
          <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset dark:bg-brand-500/10 dark:text-brand-100 dark:ring-brand-500/30">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Thanks for joining the waitlist early: Pro is free until{" "}
            {formatDate(sub.currentPeriodEnd)}, no card needed.
          </p>
        ) : null}
        <PlanOptions
          subscription={sub}
          onUpgrade={startUpgrade}
          onDowngrade={() => setIsConfirmingCancel(true)}
          isBusy={subscribeMutation.isPending}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <PaymentMethodsCard
            methods={methods.data ?? []}
            canAddCards={isSandbox}
            onAdd={() => setDialog({ kind: "add-card" })}
          />
          <CreditPacksCard
            packs={plans.data?.packs ?? []}
            onBuy={(pack) =>
              isSandbox
                ? setDialog({ kind: "pack", pack })
                : buy.mutate({ kind: "purchase", packId: pack.id })
            }
          />
        </div>
        <InvoicesCard invoices={invoices.data ?? []} />
      </div>

      <PaymentModal
        isOpen={dialog?.kind === "upgrade"}
        onClose={() => setDialog(null)}
        title="Upgrade to Pro"
        summary={
          <p>
            <strong className="text-slate-900 dark:text-white">
              {formatPrice(pro.priceCents ?? 0)} a month
            </strong>{" "}
            for {pro.monthlyCredits} credits a month, renewed monthly. Cancel any time; Pro stays
            until the end of the paid month.
          </p>
        }
        submitLabel={`Pay ${formatPrice(pro.priceCents ?? 0)} and upgrade`}
        savedCards={methods.data ?? []}
        isSandbox={isSandbox}
        onSubmit={async (choice) => {
          await subscribe({ plan: "pro", ...choice });
          afterCreditsChange();
          notify.success(BILLING_MESSAGES.subscribed);
        }}
      />
      <PaymentModal
        isOpen={dialog?.kind === "pack"}
        onClose={() => setDialog(null)}
        title={dialog?.kind === "pack" ? `Buy ${dialog.pack.credits} credits` : "Buy credits"}
        summary={
          dialog?.kind === "pack" ? (
            <p>
              {dialog.pack.credits} credits for{" "}
              <strong className="text-slate-900 dark:text-white">
                {formatPrice(dialog.pack.priceCents)}
              </strong>
              , added to your balance at once.
            </p>
          ) : null
        }
        submitLabel={dialog?.kind === "pack" ? `Pay ${formatPrice(dialog.pack.priceCents)}` : "Pay"}
        savedCards={methods.data ?? []}
        isSandbox={isSandbox}
        onSubmit={async (choice) => {
          if (dialog?.kind !== "pack") return;
          await buy.mutateAsync({ kind: "purchase", packId: dialog.pack.id, ...choice });
          onCreditsChanged?.();
        }}
      />
      <AddCardModal
        isOpen={dialog?.kind === "add-card"}
        onClose={() => setDialog(null)}
        isSandbox={isSandbox}
        onAdded={() => refreshBilling(queryClient)}
      />
      <ConfirmDialog
        isOpen={isConfirmingCancel}
        title="Cancel your Pro subscription?"
        confirmLabel="Cancel at period end"
        isPending={cancel.isPending}
        onCancel={() => setIsConfirmingCancel(false)}
        onConfirm={() =>
          cancel.mutate(undefined, { onSettled: () => setIsConfirmingCancel(false) })
        }
      >
        You keep Pro and its credits until {formatDate(sub.currentPeriodEnd)}. After that your
        account moves to the Free plan ({findPlan("free").monthlyCredits} credits a month). You can
        resume before then.
      </ConfirmDialog>
    </div>
  );
}

function AddCardModal({
  isOpen,
  onClose,
  isSandbox,
  onAdded,
}: {
  isOpen: boolean;
  onClose: () => void;
  isSandbox: boolean;
  onAdded: () => void;
}) {
  return (
    <PaymentModal
      isOpen={isOpen}
      onClose={onClose}
      title="Add a card"
      summary={<p>The card is checked now; nothing is charged.</p>}
      submitLabel="Save card"
      savedCards={[]}
      isSandbox={isSandbox}
      onSubmit={async (choice) => {
        if (!("card" in choice)) return;
        await addPaymentMethod({ card: choice.card });
        notify.success(BILLING_MESSAGES.cardAdded);
        onAdded();
      }}
    />
  );
}
