import { type CardInput, cardInputSchema } from "@hirelens/contracts";
import { CreditCard, Lock } from "lucide-react";
import { Input } from "@/components/ui/input";
import { formatCardNumber, formatExpiry } from "./format";

export type CardErrors = Partial<Record<keyof CardInput, string>>;

export const EMPTY_CARD: CardInput = { name: "", number: "", expiry: "", cvc: "" };

/** Checks a card with the shared contract (Luhn, expiry, CVC) and returns the first error per field. */
export function validateCard(card: CardInput): CardErrors {
  const result = cardInputSchema.safeParse(card);
  if (result.success) return {};
  const errors: CardErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CardInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Name, number, expiry and CVC. The full number only ever travels to our server once. */
export function CardFields({
  card,
  errors,
  onChange,
  disabled,
}: {
  card: CardInput;
  errors: CardErrors;
  onChange: (card: CardInput) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label="Name on card"
        isRequired
        autoComplete="cc-name"
        value={card.name}
        disabled={disabled}
        error={errors.name}
        onChange={(event) => onChange({ ...card, name: event.target.value })}
        containerClassName="sm:col-span-2"
      />
      <Input
        label="Card number"
        isRequired
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        leftIcon={<CreditCard aria-hidden="true" />}
        value={card.number}
        disabled={disabled}
        error={errors.number}
        onChange={(event) => onChange({ ...card, number: formatCardNumber(event.target.value) })}
        containerClassName="sm:col-span-2"
      />
      <Input
        label="Expiry (MM/YY)"
        isRequired
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={card.expiry}
        disabled={disabled}
        error={errors.expiry}
        onChange={(event) => onChange({ ...card, expiry: formatExpiry(event.target.value) })}
      />
      <Input
        label="CVC"
        isRequired
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        rightIcon={<Lock aria-hidden="true" />}
        value={card.cvc}
        disabled={disabled}
        error={errors.cvc}
        onChange={(event) =>
          onChange({ ...card, cvc: event.target.value.replace(/\D/g, "").slice(0, 4) })
        }
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
