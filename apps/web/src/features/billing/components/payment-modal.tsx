import type { CardInput, PaymentMethod } from "@hirelens/contracts";
import clsx from "clsx";
import { CircleAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { isApiClientError } from "@/lib/api-client";
import {
  type CardErrors,
  CardFields,
  EMPTY_CARD,
  SandboxCardHint,
  validateCard,
} from "./card-fields";
import { brandName } from "./format";

export type PaymentChoice = { paymentMethodId: string } | { card: CardInput };

/**
 * Pay with a saved card or a new one. A refused card shows the card issuer's message here and
 * nothing else changes.
 */
export function PaymentModal({
  isOpen,
  onClose,
  title,
  summary,
  submitLabel,
  savedCards,
  isSandbox,
  onSubmit,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  summary: ReactNode;
  submitLabel: string;
  savedCards: PaymentMethod[];
  isSandbox: boolean;
  onSubmit: (choice: PaymentChoice) => Promise<unknown>;
}) {
  const defaultCard = savedCards.find((card) => card.isDefault) ?? savedCards[0];
  const [choice, setChoice] = useState<string>(defaultCard?.id ?? "new");
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setChoice(defaultCard?.id ?? "new");
    setCard(EMPTY_CARD);
    setErrors({});
    setFormError(null);
  }, [isOpen, defaultCard?.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const isNewCard = choice === "new";
    if (isNewCard) {
      const found = validateCard(card);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setIsPending(true);
    try {
      await onSubmit(isNewCard ? { card } : { paymentMethodId: choice });
      onClose();
    } catch (error) {
      if (isApiClientError(error)) {
        setFormError(error.message);
        const fieldErrors: CardErrors = {};
        for (const [key, messages] of Object.entries(error.errors ?? {})) {
          const field = key.replace(/^card\./, "") as keyof CardInput;
          // A decline is said once, in the banner; field errors are for what the user can fix there.
          if (
            ["name", "number", "expiry", "cvc"].includes(field) &&
            messages[0] &&
            messages[0] !== error.message
          ) {
            fieldErrors[field] = messages[0];
          }
        }
        setErrors(fieldErrors);
      } else {
        setFormError("Something went wrong. Please try again.");
      }
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} className="max-w-lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5 px-4 py-5 md:px-6">
        <div className="text-sm text-slate-700 dark:text-slate-300">{summary}</div>
        {formError ? (
          <div
            role="alert"
            className="flex items-start gap-2.5 rounded-xl bg-rose-50 px-3.5 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200 ring-inset dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {formError}
          </div>
        ) : null}
        {savedCards.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              Pay with
            </legend>
            {[
              ...savedCards.map((saved) => ({ id: saved.id, saved })),
              { id: "new", saved: null },
            ].map(({ id, saved }) => (
              <label
                key={id}
                className={clsx(
                  "flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 text-sm transition",
                  choice === id
                    ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500 dark:bg-brand-500/10"
                    : "border-slate-200 hover:border-slate-300 dark:border-slate-700",
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={id}
                  checked={choice === id}
                  onChange={() => setChoice(id)}
                  className="size-4 accent-brand-600"
                />
                {saved ? (
                  <span className="flex flex-1 flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900 dark:text-white">
                      {brandName(saved.brand)} •••• {saved.last4}
                    </span>
                    <span className="text-slate-500 dark:text-slate-400">
                      Expires {String(saved.expMonth).padStart(2, "0")}/{saved.expYear}
                    </span>
                  </span>
                ) : (
                  <span className="font-medium text-slate-900 dark:text-white">Use a new card</span>
                )}
              </label>
            ))}
          </fieldset>
        ) : null}
        {choice === "new" ? (
          <>
            <CardFields
              card={card}
              errors={errors}
              disabled={isPending}
              onChange={(next) => {
                const changed = (Object.keys(next) as Array<keyof CardInput>).filter(
                  (key) => next[key] !== card[key],
                );
                setCard(next);
                if (changed.length > 0) {
                  setErrors((current) => {
                    const copy = { ...current };
                    for (const key of changed) delete copy[key];
                    return copy;
                  });
                }
              }}
            />
            {isSandbox ? <SandboxCardHint /> : null}
          </>
        ) : null}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isPending} loadingText="Processing...">
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
