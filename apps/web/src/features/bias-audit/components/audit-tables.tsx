import type { AuditGroup, AuditResult } from "@hirelens/contracts";
import { AlertTriangle } from "lucide-react";

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function Note({ group }: { group: AuditGroup }) {
  if (group.isExcluded)
    return <span className="text-slate-500">Under 2 % of applicants: not compared</span>;
  if (group.impactRatio === null) return <span className="text-slate-500">No ratio</span>;
  if (group.isFlagged)
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-rose-700 dark:text-rose-300">
        <AlertTriangle aria-hidden="true" className="size-4" /> Under 0.80
      </span>
    );
  return <span className="text-slate-500">—</span>;
}

/** One calculation (sex, race/ethnicity or intersections) as a table with its unknown count. */
export function AuditTable({
  caption,
  groups,
  unknown,
}: {
  caption: string;
  groups: AuditGroup[];
  unknown: number;
}) {
  return (
    // Scrolls sideways on a phone: focusable so the keyboard can scroll it too.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="bg-slate-50 px-4 py-2.5 text-left font-semibold text-slate-900 dark:bg-slate-800/60 dark:text-white">
          {caption}
        </caption>
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Category
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Impact ratio
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Flag
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Applicants
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Above median
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Scoring rate
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {groups.map((group) => (
            <tr
              key={group.id}
              data-testid="audit-row"
              className={group.isFlagged ? "bg-rose-50/60 dark:bg-rose-500/5" : undefined}
            >
              <th scope="row" className="px-4 py-2 font-medium text-slate-900 dark:text-white">
                {group.label}
              </th>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">
                {group.impactRatio === null ? "—" : group.impactRatio.toFixed(2)}
              </td>
              <td className="px-4 py-2">
                <Note group={group} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{group.applicants}</td>
              <td className="px-3 py-2 text-right tabular-nums">{group.scoringAbove}</td>
              <td className="px-3 py-2 text-right tabular-nums">{percent(group.scoringRate)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-4 py-2 font-medium text-slate-600 dark:text-slate-400">
              Unknown category
            </th>
            <td colSpan={2} className="px-3 py-2 text-slate-500">
              Counted, left out of the calculation
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{unknown}</td>
            <td colSpan={2} />
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The three calculations of one result (a job, or all jobs). */
export function AuditResultTables({ result }: { result: AuditResult }) {
  return (
    <div className="flex flex-col gap-4">
      <AuditTable caption="By sex" groups={result.sex} unknown={result.unknown.sex} />
      <AuditTable
        caption="By race/ethnicity"
        groups={result.raceEthnicity}
        unknown={result.unknown.raceEthnicity}
      />
      <AuditTable
        caption="By sex and race/ethnicity (intersections)"
        groups={result.intersections}
        unknown={result.unknown.intersections}
      />
    </div>
  );
}

export const AUDIT_METHOD_TEXT =
  "The median is taken over all of a job's applicants. A category's scoring rate is the share of its applicants scoring above the median; its impact ratio is its scoring rate divided by the highest one. Categories under 2 % of the applicants are shown but not compared, and applicants of unknown category are counted and left out. A ratio under 0.80 is flagged. Across jobs, each applicant is compared with their own job's median.";
