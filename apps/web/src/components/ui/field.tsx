import { CHARACTER_COUNTER_WARNING_RATIO } from "@hirelens/contracts/constants";
import clsx from "clsx";
import type { ReactNode } from "react";

export type FieldVariant = "default" | "auth" | "glass" | "form";
export type FieldSize = "sm" | "md" | "lg";

export const fieldVariants: Record<FieldVariant, string> = {
  default:
    "border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500",
  auth: "border-slate-200 bg-slate-50 text-slate-900 placeholder:text-slate-400 focus:bg-white dark:border-slate-700 dark:bg-slate-800/60 dark:text-white dark:placeholder:text-slate-500 dark:focus:bg-slate-800",
  glass:
    "border-white/25 bg-white/10 text-white placeholder:text-white/60 backdrop-blur focus:bg-white/15",
  form: "border-slate-200 bg-white text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400",
};

export const fieldSizes: Record<FieldSize, string> = {
  sm: "h-9 text-sm px-3",
  md: "h-11 text-sm px-3.5",
  lg: "h-12 text-base px-4",
};

/**
 * The state border is `!important`: every variant sets its own border colour too, and between two
 * plain utilities Tailwind's stylesheet order (not the class order) decides, which hid the red
 * border of an invalid field (spec §5) unless it had focus.
 */
export function fieldStateClass(hasError: boolean, isSuccess: boolean): string {
  if (hasError) return "border-rose-500! focus:ring-rose-500/25 dark:border-rose-400!";
  if (isSuccess) return "border-emerald-500! focus:ring-emerald-500/25";
  return "focus:border-brand-500 focus:ring-brand-500/25";
}

export const fieldBase =
  "block w-full rounded-xl border outline-none transition focus:ring-4 disabled:cursor-not-allowed disabled:opacity-60";

export function isCounterWarning(length: number, maxLength: number): boolean {
  return length > maxLength * CHARACTER_COUNTER_WARNING_RATIO;
}

type FieldShellProps = {
  id: string;
  label?: ReactNode;
  hideLabel?: boolean;
  isRequired?: boolean;
  error?: string;
  helperText?: ReactNode;
  counter?: { length: number; maxLength: number };
  variant: FieldVariant;
  children: ReactNode;
  className?: string;
};

export function fieldDescriptionIds(id: string, error?: string, helperText?: ReactNode) {
  const ids = [error ? `${id}-error` : null, helperText ? `${id}-helper` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Label, control, then error / helper text / counter: shared by Input and Textarea. */
export function FieldShell({
  id,
  label,
  hideLabel,
  isRequired,
  error,
  helperText,
  counter,
  variant,
  children,
  className,
}: FieldShellProps) {
  const isGlass = variant === "glass";
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      {label ? (
        <label
          htmlFor={id}
          className={clsx(
            "text-sm font-medium",
            hideLabel && "sr-only",
            isGlass ? "text-white" : "text-slate-800 dark:text-slate-200",
          )}
        >
          {label}
          {isRequired ? (
            <span aria-hidden="true" className="ml-0.5 text-rose-600 dark:text-rose-400">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {children}
      {error || helperText || counter ? (
        <div className="flex items-start justify-between gap-3 text-sm">
          <div className="min-w-0">
            {error ? (
              <p id={`${id}-error`} className="font-medium text-rose-600 dark:text-rose-400">
                {error}
              </p>
            ) : null}
            {helperText && !error ? (
              <p
                id={`${id}-helper`}
                className={isGlass ? "text-white/75" : "text-slate-600 dark:text-slate-400"}
              >
                {helperText}
              </p>
            ) : null}
          </div>
          {counter ? (
            <p
              aria-live="polite"
              data-warning={isCounterWarning(counter.length, counter.maxLength) || undefined}
              className={clsx(
                "shrink-0 tabular-nums text-xs",
                isCounterWarning(counter.length, counter.maxLength)
                  ? "font-semibold text-amber-600 dark:text-amber-400"
                  : "text-slate-500 dark:text-slate-400",
              )}
            >
              {counter.length}/{counter.maxLength}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
