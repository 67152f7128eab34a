import clsx from "clsx";

export type ProgressTone = "brand" | "success" | "danger" | "warning";

const tones: Record<ProgressTone, string> = {
  brand: "bg-brand-600 dark:bg-brand-400",
  success: "bg-emerald-500",
  danger: "bg-rose-500",
  warning: "bg-amber-500",
};

/** An accessible progress bar; `value` null means indeterminate. */
export function ProgressBar({
  value,
  label,
  tone = "brand",
  className,
  size = "md",
}: {
  value: number | null;
  label: string;
  tone?: ProgressTone;
  className?: string;
  size?: "sm" | "md";
}) {
  const clamped = value === null ? null : Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped === null ? undefined : Math.round(clamped)}
      className={clsx(
        "w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800",
        size === "sm" ? "h-1.5" : "h-2.5",
        className,
      )}
    >
      <div
        className={clsx(
          "h-full rounded-full transition-[width] duration-300",
          tones[tone],
          clamped === null && "w-1/3 animate-pulse",
        )}
        style={clamped === null ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
