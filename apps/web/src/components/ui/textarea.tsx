import clsx from "clsx";
import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from "react";
import {
  FieldShell,
  type FieldVariant,
  fieldBase,
  fieldDescriptionIds,
  fieldStateClass,
  fieldVariants,
} from "./field";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label?: ReactNode;
  hideLabel?: boolean;
  error?: string;
  helperText?: ReactNode;
  isRequired?: boolean;
  isSuccess?: boolean;
  showCounter?: boolean;
  variant?: FieldVariant;
  size?: "sm" | "md" | "lg";
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

const textareaSizes = {
  sm: "text-sm px-3 py-2",
  md: "text-sm px-3.5 py-2.5",
  lg: "text-base px-4 py-3",
};

export function Textarea({
  id,
  label,
  hideLabel,
  error,
  helperText,
  isRequired,
  isSuccess = false,
  showCounter,
  variant = "default",
  size = "md",
  className,
  containerClassName,
  maxLength,
  value,
  defaultValue,
  rows = 4,
  ref,
  ...rest
}: TextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const length = String(value ?? defaultValue ?? "").length;
  return (
    <FieldShell
      id={textareaId}
      label={label}
      hideLabel={hideLabel}
      isRequired={isRequired}
      error={error}
      helperText={helperText}
      counter={showCounter && maxLength ? { length, maxLength } : undefined}
      variant={variant}
      className={containerClassName}
    >
      <textarea
        ref={ref}
        id={textareaId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionIds(textareaId, error, helperText)}
        aria-required={isRequired || undefined}
        className={clsx(
          fieldBase,
          "h-auto resize-y",
          fieldVariants[variant],
          textareaSizes[size],
          fieldStateClass(Boolean(error), isSuccess),
          className,
        )}
        {...rest}
      />
    </FieldShell>
  );
}
