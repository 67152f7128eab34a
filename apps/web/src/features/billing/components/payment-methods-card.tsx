import type { PaymentMethod } from "@hirelens/contracts";
import { CreditCard, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useRemovePaymentMethod, useSetDefaultPaymentMethod } from "../api/payment-methods";
import { brandName } from "./format";

const BRAND_MARKS: Partial<Record<PaymentMethod["brand"], string>> = {
  visa: "VISA",
  mastercard: "MC",
  amex: "AMEX",
  discover: "DISC",
};

export function PaymentMethodsCard({
  methods,
  canAddCards,
  onAdd,
}: {
  methods: PaymentMethod[];
  canAddCards: boolean;
  onAdd: () => void;
}) {
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const [toRemove, setToRemove] = useState<PaymentMethod | null>(null);
  return (
    <Card>
      <CardHeader
        title="Payment methods"
        description="We keep the brand, last four digits and expiry only."
        actions={
          canAddCards ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onAdd}
              leftIcon={<Plus aria-hidden="true" className="size-4" />}
            >
              Add card
            </Button>
          ) : null
        }
      />
      {methods.length === 0 ? (
        <EmptyState
          icon={CreditCard}
          title="No saved cards"
          description="Add a card to subscribe to Pro or buy credit packs in one click."
        />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Saved cards">
          {methods.map((method) => (
            <li
              key={method.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3.5 sm:px-5"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-9 w-12 items-center justify-center rounded-lg bg-slate-100 text-xs font-bold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200"
                >
                  {BRAND_MARKS[method.brand] ?? (
                    <CreditCard aria-hidden="true" className="size-4" />
                  )}
                </span>
                <div>
                  <p className="text-sm font-medium text-slate-900 dark:text-white">
                    {brandName(method.brand)} •••• {method.last4}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    Expires {String(method.expMonth).padStart(2, "0")}/{method.expYear}
                  </p>
                </div>
                {method.isDefault ? <Badge tone="brand">Default</Badge> : null}
              </div>
              <div className="flex gap-1.5">
                {!method.isDefault ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDefault.mutate(method.id)}
                    disabled={setDefault.isPending}
                    leftIcon={<Star aria-hidden="true" className="size-4" />}
                  >
                    Make default
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setToRemove(method)}
                  aria-label={`Remove ${brandName(method.brand)} ending in ${method.last4}`}
                  leftIcon={<Trash2 aria-hidden="true" className="size-4" />}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toRemove !== null}
        title="Remove this card?"
        confirmLabel="Remove card"
        isPending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(toRemove.id, { onSettled: () => setToRemove(null) });
        }}
      >
        {toRemove
          ? `${brandName(toRemove.brand)} ending in ${toRemove.last4} will no longer be used for payments.`
          : null}
      </ConfirmDialog>
    </Card>
  );
}
