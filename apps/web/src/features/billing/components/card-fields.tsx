import type { CardInput, PaymentForm } from "@hirelens/contracts";
import { CreditCard, Lock } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { formatCardNumber, formatExpiry } from "./format";

export const EMPTY_CARD: CardInput = { name: "", number: "", expiry: "", cvc: "" };

/**
 * Name, number, expiry and CVC of the payment form around it (paymentFormSchema's `card`), each
 * shown as it is formatted while typing. The full number only ever travels to our server once.
 */
export function CardFields({ disabled }: { disabled?: boolean }) {
  const form = useFormContext<PaymentForm>();
  const errors = form.formState.errors.card;
  /** Re-writes what was typed in the field's format (groups of four, MM/YY, digits). */
  const formatted = (field: keyof CardInput, format: (value: string) => string) =>
    form.register(`card.${field}`, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = format(event.target.value);
        if (value !== event.target.value) form.setValue(`card.${field}`, value);
      },
    });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label="Name on card"
        isRequired
        autoComplete="cc-name"
        disabled={disabled}
        error={errors?.name?.message}
        containerClassName="sm:col-span-2"
        {...form.register("card.name")}
      />
      <Input
        label="Card number"
        isRequired
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        leftIcon={<CreditCard aria-hidden="true" />}
        disabled={disabled}
        error={errors?.number?.message}
        containerClassName="sm:col-span-2"
        {...formatted("number", formatCardNumber)}
      />
      <Input
        label="Expiry (MM/YY)"
        isRequired
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        disabled={disabled}
        error={errors?.expiry?.message}
        {...formatted("expiry", formatExpiry)}
      />
      <Input
        label="CVC"
        isRequired
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        rightIcon={<Lock aria-hidden="true" />}
        disabled={disabled}
        error={errors?.cvc?.message}
        {...formatted("cvc", (value) => value.replace(/\D/g, "").slice(0, 4))}
      />
    </div>
  );
}

export function SandboxCardHint() {
  return (
    <p className="rounded-xl bg-sky-50 px-3.5 py-2.5 text-xs leading-5 text-sky-800 ring-1 ring-sky-200 ring-inset dark:bg-sky-500/10 dark:text-sky-200 dark:ring-sky-500/30">
      Sandbox payments: use <strong>4242 4242 4242 4242</strong> with any future expiry and any CVC.{" "}
      <strong>4000 0000 0000 0002</strong> is declined. No real money moves.
    </p>
  );
}
