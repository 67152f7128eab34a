export type BarDatum = { label: string; value: number };

/**
 * A small hand-made SVG bar chart (no chart library in the bundle). The data is also given as a
 * visually hidden table so screen readers get the numbers, not a picture.
 */
export function BarChart({
  data,
  title,
  valueLabel,
  height = 180,
  colorClass = "fill-brand-500 dark:fill-brand-400",
}: {
  data: BarDatum[];
  title: string;
  valueLabel: string;
  height?: number;
  colorClass?: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  // Few bars get a narrower canvas, so their labels are not shrunk to nothing when it scales.
  const width = Math.min(600, Math.max(300, data.length * 60));
  const padX = 14;
  const padTop = 16;
  const padBottom = 34;
  const plot = height - padTop - padBottom;
  const slot = (width - padX * 2) / Math.max(1, data.length);
  const barWidth = Math.max(4, Math.min(48, slot * 0.62));
  const labelEvery = Math.ceil(data.length / 8);
  // Wide canvases are scaled down on phones: their labels start larger to stay legible.
  const fontSize = Math.max(11, Math.round(width / 42));
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title}: ${data.map((d) => `${d.label} ${d.value}`).join(", ")}`}
      >
        {[0, 0.5, 1].map((ratio) => (
          <line
            key={ratio}
            x1={0}
            x2={width}
            y1={padTop + plot * (1 - ratio)}
            y2={padTop + plot * (1 - ratio)}
            className="stroke-slate-200 dark:stroke-slate-800"
            strokeDasharray={ratio === 0 ? undefined : "4 4"}
          />
        ))}
        {data.map((d, i) => {
          const h = (d.value / max) * plot;
          const x = padX + i * slot + (slot - barWidth) / 2;
          return (
            <g key={d.label}>
              <rect
                x={x}
                y={padTop + plot - h}
                width={barWidth}
                height={Math.max(h, d.value > 0 ? 2 : 0)}
                rx={4}
                className={colorClass}
              >
                <title>{`${d.label}: ${d.value} ${valueLabel}`}</title>
              </rect>
              {d.value > 0 && data.length <= 16 ? (
                <text
                  x={x + barWidth / 2}
                  y={padTop + plot - h - 4}
                  textAnchor="middle"
                  fontSize={fontSize}
                  className="fill-slate-600 dark:fill-slate-300"
                >
                  {d.value}
                </text>
              ) : null}
              {i % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={height - 8}
                  textAnchor="middle"
                  fontSize={fontSize}
                  className="fill-slate-500 dark:fill-slate-400"
                >
                  {d.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}
