import type { SourceSpanView } from "@hirelens/contracts";
import { type ReactNode, useEffect, useRef } from "react";

export type Highlight = { span: SourceSpanView; label: string; key: string };

/**
 * The resume text with evidence spans marked. Overlapping spans are merged so every character is
 * rendered once; the focused span is scrolled into view.
 */
export function EvidenceText({
  text,
  highlights,
  focusedKey,
}: {
  text: string;
  highlights: Highlight[];
  focusedKey: string | null;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusedKey) return;
    const mark = containerRef.current?.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
    mark?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [focusedKey]);

  const sorted = highlights
    .filter((h) => h.span.start >= 0 && h.span.end <= text.length && h.span.end > h.span.start)
    .sort((a, b) => a.span.start - b.span.start);
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const h of sorted) {
    if (h.span.start < cursor) continue;
    if (h.span.start > cursor) parts.push(text.slice(cursor, h.span.start));
    const isFocused = h.key === focusedKey;
    parts.push(
      <mark
        key={h.key}
        data-key={h.key}
        data-testid="evidence-mark"
        title={h.label}
        className={
          isFocused
            ? "rounded bg-amber-300 px-0.5 text-slate-900 ring-2 ring-amber-500 dark:bg-amber-400"
            : "rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-400/30 dark:text-amber-50"
        }
      >
        {text.slice(h.span.start, h.span.end)}
      </mark>,
    );
    cursor = h.span.end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return (
    <div
      ref={containerRef}
      data-testid="resume-text"
      className="max-h-[28rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-[13px] leading-relaxed whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
    >
      {parts}
    </div>
  );
}
