import type { WordingIssue } from "@hirelens/contracts";
import type { ReactNode } from "react";

const categoryLabels: Record<WordingIssue["category"], string> = {
  "masculine-coded": "Masculine-coded",
  "feminine-coded": "Feminine-coded",
  age: "Age bias",
  ability: "Ability bias",
  exclusionary: "Exclusionary",
  jargon: "Jargon",
};

export function categoryLabel(category: WordingIssue["category"]): string {
  return categoryLabels[category];
}

/** The JD text with each flagged phrase underlined inline; its reason is the mark's title. */
export function WordingPreview({ text, issues }: { text: string; issues: WordingIssue[] }) {
  const sorted = [...issues].sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const issue of sorted) {
    if (issue.start < cursor || issue.end > text.length) continue;
    parts.push(text.slice(cursor, issue.start));
    parts.push(
      <mark
        key={`${issue.start}-${issue.phrase}`}
        title={`${categoryLabels[issue.category]}: ${issue.reason} Try “${issue.suggestion}”.`}
        data-testid="wording-flag"
        className="rounded-sm bg-transparent text-inherit underline decoration-amber-500 decoration-wavy decoration-2 underline-offset-4"
      >
        {text.slice(issue.start, issue.end)}
        <span className="sr-only">
          {" "}
          (flagged: {categoryLabels[issue.category]}, try “{issue.suggestion}”)
        </span>
      </mark>,
    );
    cursor = issue.end;
  }
  parts.push(text.slice(cursor));
  return (
    <div
      data-testid="jd-preview"
      className="prose-sm max-w-none text-[15px] leading-relaxed whitespace-pre-wrap text-slate-800 dark:text-slate-200"
    >
      {parts}
    </div>
  );
}
