import {
  type CardInput,
  NEW_CARD_CHOICE,
  type PaymentForm,
  type PaymentMethod,
  paymentFormSchema,
} from "@hirelens/contracts";
import clsx from "clsx";
import { CircleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { isApiClientError } from "@/lib/api-client";
import { CardFields, EMPTY_CARD, SandboxCardHint } from "./card-fields";
import { brandName } from "./format";

export type PaymentChoice = { paymentMethodId: string } | { card: CardInput };

type PaymentFormProps = {
  onClose: () => void;
  summary: ReactNode;
  submitLabel: string;
  savedCards: PaymentMethod[];
  isSandbox: boolean;
  onSubmit: (choice: PaymentChoice) => Promise<unknown>;
};

const CARD_FIELDS = ["name", "number", "expiry", "cvc"] as const;

/** The dialog's form: mounted with each opening, so it starts on the default card, empty. */
function PaymentFormBody({
  onClose,
  summary,
  submitLabel,
  savedCards,
  isSandbox,
  onSubmit,
}: PaymentFormProps) {
  const defaultCard = savedCards.find((card) => card.isDefault) ?? savedCards[0];
  const [formError, setFormError] = useState<string | null>(null);
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(paymentFormSchema, {
    mode: "onSubmit",
    defaultValues: { method: defaultCard?.id ?? NEW_CARD_CHOICE, card: EMPTY_CARD },
  });
  const { isSubmitting } = form.formState;
  const choice = form.watch("method");

  async function submit({ method, card }: PaymentForm) {
    setFormError(null);
    try {
      await onSubmit(method === NEW_CARD_CHOICE ? { card } : { paymentMethodId: method });
      onClose();
    } catch (error) {
      if (!isApiClientError(error)) {
        setFormError("Something went wrong. Please try again.");
        return;
      }
      setFormError(error.message);
      for (const [key, messages] of Object.entries(error.errors ?? {})) {
        const field = CARD_FIELDS.find((name) => key.replace(/^card\./, "") === name);
        // A decline is said once, in the banner; field errors are for what the user can fix there.
        if (field && messages[0] && messages[0] !== error.message) {
          form.setError(`card.${field}`, { message: messages[0] });
        }
      }
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5 px-4 py-5 md:px-6">
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
            { id: NEW_CARD_CHOICE, saved: null },
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
                value={id}
                className="size-4 accent-brand-600"
                {...form.register("method")}
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
      {choice === NEW_CARD_CHOICE ? (
        <>
          <CardFields disabled={isSubmitting} />
          {isSandbox ? <SandboxCardHint /> : null}
        </>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting} loadingText="Processing...">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Pay with a saved card or a new one. A refused card shows the card issuer's message here and
 * nothing else changes.
 */
export function PaymentModal({
  isOpen,
  title,
  ...props
}: PaymentFormProps & { isOpen: boolean; title: string }) {
  return (
    <Modal isOpen={isOpen} onClose={props.onClose} title={title} className="max-w-lg">
      {isOpen ? <PaymentFormBody {...props} /> : null}
    </Modal>
  );
}
