import clsx from "clsx";
import { ChevronDown } from "lucide-react";
import { type ReactNode, type SelectHTMLAttributes, useId } from "react";

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> & {
  label: ReactNode;
  hideLabel?: boolean;
  helperText?: ReactNode;
  containerClassName?: string;
};

/** A native select in the look of the text inputs. */
export function Select({
  id,
  label,
  hideLabel,
  helperText,
  className,
  containerClassName,
  children,
  ...rest
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={containerClassName}>
      <label
        htmlFor={selectId}
        className={clsx(
          "mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300",
          hideLabel && "sr-only",
        )}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          className={clsx(
            "block h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white pr-9 pl-3.5 text-sm text-slate-900 outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-500/25 dark:border-slate-700 dark:bg-slate-900 dark:text-white",
            className,
          )}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 my-auto size-4 text-slate-400"
        />
      </div>
      {helperText ? (
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{helperText}</p>
      ) : null}
    </div>
  );
}
