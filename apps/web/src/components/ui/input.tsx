import clsx from "clsx";
import { CircleCheck } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import {
  FieldShell,
  type FieldSize,
  type FieldVariant,
  fieldBase,
  fieldDescriptionIds,
  fieldSizes,
  fieldStateClass,
  fieldVariants,
} from "./field";
import { Spinner } from "./spinner";

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & {
  label?: ReactNode;
  hideLabel?: boolean;
  error?: string;
  helperText?: ReactNode;
  isRequired?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  isLoading?: boolean;
  isSuccess?: boolean;
  showCounter?: boolean;
  variant?: FieldVariant;
  size?: FieldSize;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Input({
  id,
  label,
  hideLabel,
  error,
  helperText,
  isRequired,
  leftIcon,
  rightIcon,
  isLoading,
  isSuccess = false,
  showCounter,
  variant = "default",
  size = "md",
  className,
  containerClassName,
  maxLength,
  value,
  defaultValue,
  ref,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const length = String(value ?? defaultValue ?? "").length;
  const trailing = isLoading ? (
    <Spinner className="text-slate-400" />
  ) : isSuccess && !error ? (
    <CircleCheck aria-hidden="true" className="size-4 text-emerald-500" />
  ) : (
    rightIcon
  );
  return (
    <FieldShell
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      isRequired={isRequired}
      error={error}
      helperText={helperText}
      counter={showCounter && maxLength ? { length, maxLength } : undefined}
      variant={variant}
      className={containerClassName}
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
          value={value}
          defaultValue={defaultValue}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(inputId, error, helperText)}
          aria-required={isRequired || undefined}
          className={clsx(
            fieldBase,
            fieldVariants[variant],
            fieldSizes[size],
            fieldStateClass(Boolean(error), isSuccess),
            leftIcon && "pl-10",
            trailing && "pr-10",
            className,
          )}
          {...rest}
        />
        {trailing ? (
          <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-slate-400 [&_svg]:size-4">
            {trailing}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}
