import clsx from "clsx";
import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from "react";
import {
  FieldShell,
  fieldBase,
  fieldDescriptionIds,
  fieldSizes,
  fieldStateClass,
  fieldVariants,
} from "./field";

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "type"> & {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  isRequired?: boolean;
  /** Marks the field invalid when the reason is shown elsewhere (e.g. by the strength meter). */
  isInvalid?: boolean;
  leftIcon?: ReactNode;
  /** Extra content under the field (e.g. the strength meter), described by the input. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A password field with a show/hide toggle that keeps keyboard focus where it is. */
export function PasswordInput({
  id,
  label,
  error,
  helperText,
  isRequired,
  isInvalid,
  leftIcon,
  className,
  children,
  ref,
  ...rest
}: PasswordInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  const describedBy = [
    fieldDescriptionIds(inputId, error, helperText),
    children ? `${inputId}-extra` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldShell
      id={inputId}
      label={label}
      isRequired={isRequired}
      error={error}
      helperText={helperText}
      variant="auth"
    >
      <div className="relative">
        {leftIcon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-400 [&_svg]:size-4">
            {leftIcon}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          type={isVisible ? "text" : "password"}
          aria-invalid={error || isInvalid ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={isRequired || undefined}
          className={clsx(
            fieldBase,
            fieldVariants.auth,
            fieldSizes.md,
            fieldStateClass(Boolean(error || isInvalid), false),
            leftIcon && "pl-10",
            "pr-12",
            className,
          )}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? "Hide password" : "Show password"}
          aria-pressed={isVisible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-1 my-auto inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          {isVisible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      {children ? <div id={`${inputId}-extra`}>{children}</div> : null}
    </FieldShell>
  );
}
