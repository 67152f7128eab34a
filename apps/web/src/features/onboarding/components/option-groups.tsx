import clsx from "clsx";
import { Check } from "lucide-react";
import { useId } from "react";
import { useFormContext } from "react-hook-form";

type Option = { value: string; label: string };

type GroupProps = {
  legend: string;
  description?: string;
  options: readonly Option[];
  name: string;
};

function GroupFrame({
  legend,
  description,
  error,
  errorId,
  children,
}: Omit<GroupProps, "options" | "name"> & {
  error?: string;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {description ? (
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      <div className="mt-3">{children}</div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-rose-600 dark:text-rose-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const optionClass = (isChecked: boolean, hasError: boolean) =>
  clsx(
    "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm font-medium transition",
    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
    isChecked
      ? "border-brand-500 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-100"
      : clsx(
          "bg-white text-slate-700 hover:border-slate-400 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-500",
          hasError
            ? "border-rose-400 dark:border-rose-500/70"
            : "border-slate-200 dark:border-slate-700",
        ),
  );

type FieldProps = GroupProps;

/** The group's state in the Form around it: what is chosen, its message, the inputs' props. */
function useGroupField(name: string) {
  const { register, watch, formState } = useFormContext();
  const value: unknown = watch(name);
  const error = (formState.errors[name]?.message as string | undefined) ?? undefined;
  return { value, error, inputProps: register(name) };
}

/**
 * One answer among several, as native radios (arrow keys move between them), registered on the
 * Form around it: a refused answer focuses the group's first radio.
 */
export function SingleChoiceField({ columns = 2, ...group }: FieldProps & { columns?: 1 | 2 | 3 }) {
  const errorId = useId();
  const { value, error, inputProps } = useGroupField(group.name);
  return (
    <GroupFrame {...group} error={error} errorId={errorId}>
      <div
        className={clsx(
          "grid gap-2",
          columns === 1 ? "" : columns === 2 ? "sm:grid-cols-2" : "sm:grid-cols-3",
        )}
      >
        {group.options.map((option) => {
          const isChecked = value === option.value;
          return (
            <label key={option.value} className={optionClass(isChecked, Boolean(error))}>
              <input type="radio" value={option.value} className="sr-only" {...inputProps} />
              <span
                aria-hidden="true"
                className={clsx(
                  "flex size-4 shrink-0 items-center justify-center rounded-full border-2",
                  isChecked
                    ? "border-brand-600 dark:border-brand-400"
                    : "border-slate-300 dark:border-slate-600",
                )}
              >
                {isChecked ? (
                  <span className="size-1.5 rounded-full bg-brand-600 dark:bg-brand-400" />
                ) : null}
              </span>
              {option.label}
            </label>
          );
        })}
      </div>
    </GroupFrame>
  );
}

/** Any number of answers, as native checkboxes shown as chips, registered on the Form around it. */
export function MultiChoiceField(group: FieldProps) {
  const errorId = useId();
  const { value, error, inputProps } = useGroupField(group.name);
  const chosen = Array.isArray(value) ? value : [];
  return (
    <GroupFrame {...group} error={error} errorId={errorId}>
      <div className="flex flex-wrap gap-2">
        {group.options.map((option) => {
          const isChecked = chosen.includes(option.value);
          return (
            <label
              key={option.value}
              className={clsx(optionClass(isChecked, Boolean(error)), "rounded-full py-2")}
            >
              <input type="checkbox" value={option.value} className="sr-only" {...inputProps} />
              <span
                aria-hidden="true"
                className={clsx(
                  "flex size-4 shrink-0 items-center justify-center rounded border-2",
                  isChecked
                    ? "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-400"
                    : "border-slate-300 dark:border-slate-600",
                )}
              >
                {isChecked ? <Check className="size-3" strokeWidth={3} /> : null}
              </span>
              {option.label}
            </label>
          );
        })}
      </div>
    </GroupFrame>
  );
}
