import clsx from "clsx";
import { Check, Circle } from "lucide-react";
import { checkPasswordStrength } from "@/lib/auth-password";

const barTones = [
  "bg-slate-200 dark:bg-slate-700",
  "bg-rose-500",
  "bg-amber-500",
  "bg-sky-500",
  "bg-emerald-500",
];
const labelTones = [
  "text-slate-500",
  "text-rose-600 dark:text-rose-400",
  "text-amber-600 dark:text-amber-400",
  "text-sky-700 dark:text-sky-400",
  "text-emerald-700 dark:text-emerald-400",
];

/** Live strength of a password: four bars, a word, and the rules it meets or misses. */
export function PasswordStrengthMeter({
  password,
  email,
  name,
}: {
  password: string;
  email?: string;
  name?: string;
}) {
  const strength = checkPasswordStrength(password, { email, name });
  return (
    <div className="mt-1 space-y-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-4 gap-1.5" aria-hidden="true">
          {[1, 2, 3, 4].map((bar) => (
            <span
              key={bar}
              className={clsx(
                "h-1.5 rounded-full transition-colors",
                strength.score >= bar ? barTones[strength.score] : barTones[0],
              )}
            />
          ))}
        </div>
        <p
          className={clsx("w-14 text-right text-xs font-semibold", labelTones[strength.score])}
          aria-live="polite"
        >
          {strength.label ? <span className="sr-only">Password strength: </span> : null}
          {strength.label}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {strength.rules.map((rule) => (
          <li
            key={rule.id}
            className={clsx(
              "flex items-center gap-1.5",
              rule.isMet
                ? "text-emerald-700 dark:text-emerald-400"
                : "text-slate-500 dark:text-slate-400",
            )}
          >
            {rule.isMet ? (
              <Check aria-hidden="true" className="size-3.5" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{rule.isMet ? " (met)" : " (not met)"}</span>
            </span>
          </li>
        ))}
      </ul>
      {strength.reasons.length > 0 ? (
        <ul
          className="space-y-0.5 text-xs font-medium text-rose-600 dark:text-rose-400"
          aria-live="polite"
        >
          {strength.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
