import { IGNORED_TEXT_LABELS, type IgnoredText, type IgnoredTextReason } from "@hirelens/contracts";
import { ChevronDown } from "lucide-react";
import { useId } from "react";

const ORDER: IgnoredTextReason[] = ["company", "benefits", "legal", "application", "other"];

/**
 * The posting text the engine left out of the requirements (company blurb, benefits, legal text
 * ...), one expandable group per reason, so the recruiter sees what was not read as a requirement
 * and why. Native details/summary: opens with Enter or Space and announces its state.
 */
export function IgnoredTextList({ ignored }: { ignored: IgnoredText[] }) {
  const titleId = useId();
  if (ignored.length === 0) return null;
  const groups = ORDER.map((reason) => ({
    reason,
    items: ignored.filter((item) => item.reason === reason),
  })).filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h4 id={titleId} className="text-sm font-medium text-slate-900 dark:text-white">
        Ignored as not a requirement
      </h4>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        This text counts for nothing in the score: skills named only here are not asked of
        candidates.
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {groups.map((group) => (
          <li key={group.reason}>
            <details className="group px-4 py-2">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 text-sm text-slate-800 dark:text-slate-200 [&::-webkit-details-marker]:hidden">
                <span>
                  {IGNORED_TEXT_LABELS[group.reason]}
                  <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
                    {group.items.length === 1 ? "1 passage" : `${group.items.length} passages`}
                  </span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-400 transition group-open:rotate-180"
                />
              </summary>
              <ul className="mt-2 space-y-2">
                {group.items.map((item) => (
                  <li key={`${item.start}-${item.end}`}>
                    <blockquote className="border-l-2 border-slate-200 pl-3 text-xs leading-5 break-words text-slate-600 dark:border-slate-700 dark:text-slate-400">
                      {item.text}
                    </blockquote>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
