import type { FitBandId } from "@hirelens/contracts";
import clsx from "clsx";

/** Colour band of a 0-100 match score: the same thresholds everywhere a score is shown. */
export function scoreTone(score: number): "high" | "medium" | "low" {
  if (score >= 75) return "high";
  if (score >= 50) return "medium";
  return "low";
}

const barTones = {
  high: "bg-emerald-500",
  medium: "bg-amber-500",
  low: "bg-rose-500",
} as const;

/** The bar takes the fit band's colour when the score has one, so bar and band chip agree. */
const bandBarTones: Record<FitBandId, string> = {
  strong: "bg-emerald-500",
  good: "bg-sky-500",
  possible: "bg-amber-500",
  unlikely: "bg-slate-400 dark:bg-slate-500",
};

/** A score with its bar; the number is the accessible text, the bar decoration. */
export function ScoreBar({
  score,
  band,
  className,
}: {
  score: number;
  band?: FitBandId;
  className?: string;
}) {
  const barTone = band ? bandBarTones[band] : barTones[scoreTone(score)];
  return (
    <div className={clsx("flex min-w-28 items-center gap-2", className)}>
      <span className="w-10 text-right text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
        {score.toFixed(0)}
      </span>
      <span
        aria-hidden="true"
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <span
          className={clsx("block h-full rounded-full", barTone)}
          style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
        />
      </span>
    </div>
  );
}
