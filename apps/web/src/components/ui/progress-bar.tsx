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
  isAnimated = true,
}: {
  value: number | null;
  label: string;
  tone?: ProgressTone;
  className?: string;
  size?: "sm" | "md";
  /** Off for a bar updated every few hundred ms: its transition would never end (frames). */
  isAnimated?: boolean;
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
      {/* The fill moves by transform, not width: the compositor animates it without repainting
          the page (a width transition repainted the whole analyzer page every frame). */}
      <div
        className={clsx(
          "h-full rounded-full",
          tones[tone],
          clamped === null
            ? "w-1/3 animate-pulse"
            : ["w-full", isAnimated && "transition-transform duration-300"],
        )}
        style={clamped === null ? undefined : { transform: `translateX(${clamped - 100}%)` }}
      />
    </div>
  );
}
