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

/** A score with its bar; the number is the accessible text, the bar decoration. */
export function ScoreBar({ score, className }: { score: number; className?: string }) {
  const tone = scoreTone(score);
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
          className={clsx("block h-full rounded-full", barTones[tone])}
          style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
        />
      </span>
    </div>
  );
}
