import { type FitBandId, type FitBandView, fitBandRange } from "@hirelens/contracts";
import clsx from "clsx";

const chipTones: Record<FitBandId, string> = {
  strong:
    "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30",
  good: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-500/30",
  possible:
    "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30",
  unlikely:
    "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-600",
};

/** Bars filled per band, best first: the band reads by shape as well as by colour and words. */
const FILLED_BARS: Record<FitBandId, number> = { strong: 4, good: 3, possible: 2, unlikely: 1 };

function BandBars({ id }: { id: FitBandId }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 14 12" className="size-3.5 shrink-0" fill="currentColor">
      {[0, 1, 2, 3].map((index) => (
        <rect
          key={index}
          x={index * 3.5}
          y={9 - index * 3}
          width="2.5"
          height={3 + index * 3}
          rx="0.5"
          opacity={index < FILLED_BARS[id] ? 1 : 0.25}
        />
      ))}
    </svg>
  );
}

/**
 * The fit band beside a score: its label in words, a bar glyph and a colour. The meaning is the
 * tooltip, and the legend beside the results prints it; the drawer passes `showMeaning` to print
 * it beside the chip.
 */
export function FitBandChip({
  band,
  showMeaning = false,
  hasTooltip = !showMeaning,
  className,
}: {
  band: FitBandView;
  showMeaning?: boolean;
  hasTooltip?: boolean;
  className?: string;
}) {
  const chip = (
    <span
      title={hasTooltip ? band.meaning : undefined}
      data-testid="fit-band"
      data-band={band.id}
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        chipTones[band.id],
        !showMeaning && className,
      )}
    >
      <BandBars id={band.id} />
      {band.label}
    </span>
  );
  if (!showMeaning) return chip;
  return (
    <span className={clsx("inline-flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      {chip}
      <span className="text-sm text-slate-600 dark:text-slate-300">{band.meaning}</span>
    </span>
  );
}

/** "What the bands mean": one line per band, best first, with the scores it covers. */
export function FitBandLegend({
  bands,
  className,
}: {
  bands: readonly FitBandView[];
  className?: string;
}) {
  return (
    <section aria-labelledby="fit-band-legend-title" className={className}>
      <h3
        id="fit-band-legend-title"
        className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        What the bands mean
      </h3>
      <dl className="grid gap-x-6 gap-y-1.5 text-sm md:grid-cols-2">
        {bands.map((band) => (
          <div
            key={band.id}
            className="flex flex-col gap-x-2 gap-y-0.5 sm:flex-row sm:items-baseline"
          >
            <dt className="flex shrink-0 items-center gap-1.5 sm:w-40">
              <FitBandChip band={band} hasTooltip={false} />
              <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                <span className="sr-only">scores </span>
                {fitBandRange(band, bands)}
              </span>
            </dt>
            <dd className="min-w-0 flex-1 text-slate-700 dark:text-slate-300">{band.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
