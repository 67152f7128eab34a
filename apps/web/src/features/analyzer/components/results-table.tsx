import type { CandidateSort, CandidateSortKey, CandidateSummary } from "@hirelens/contracts";
import clsx from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { FitBandChip } from "@/components/ui/fit-band";
import { ScoreBar } from "@/components/ui/score-bar";
import { displayName } from "../lib/sort-candidates";
import { BandOverrideNote } from "./band-override-note";
import { CandidateStatusBadge, ReviewBadge } from "./status-badge";

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: {
  label: string;
  sortKey: CandidateSortKey;
  sort: CandidateSort;
  onSort: (key: CandidateSortKey) => void;
  className?: string;
}) {
  const isActive = sort.key === sortKey;
  const Icon = !isActive ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
      className={clsx("px-3 py-2.5 text-left", className)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1 rounded text-xs font-semibold tracking-wide text-slate-600 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-white"
      >
        {label}
        <Icon aria-hidden="true" className={clsx("size-3.5", !isActive && "opacity-40")} />
      </button>
    </th>
  );
}

/** The ranked table: one row per resume, click a name to open the candidate. */
export function ResultsTable({
  candidates,
  isAnonymised,
  sort,
  onSort,
  selectedIds,
  onToggleSelect,
  onOpen,
}: {
  candidates: CandidateSummary[];
  isAnonymised: boolean;
  sort: CandidateSort;
  onSort: (key: CandidateSortKey) => void;
  selectedIds: string[];
  onToggleSelect: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <>
      {/* Under 768 px: one card per candidate instead of a table to scroll sideways. */}
      <ul
        aria-label="Ranked candidates"
        className="divide-y divide-slate-100 md:hidden dark:divide-slate-800"
      >
        {candidates.map((c) => {
          const name = displayName(c, isAnonymised);
          const isScored = c.status === "scored";
          return (
            <li key={c.id} className="flex gap-3 px-4 py-3" data-testid="result-card">
              <span className="w-8 shrink-0 pt-0.5 text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
                {c.rank !== null ? `#${c.rank}` : "—"}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <button
                    type="button"
                    onClick={() => onOpen(c.id)}
                    disabled={!isScored}
                    className="truncate text-left font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-700 dark:text-brand-300 dark:disabled:text-slate-300"
                  >
                    {name}
                  </button>
                  {isScored ? (
                    <ReviewBadge review={c.reviewStatus} />
                  ) : (
                    <CandidateStatusBadge status={c.status} />
                  )}
                </div>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                  {isScored
                    ? [
                        isAnonymised ? null : c.lastTitle,
                        c.years !== null ? `${c.years.toFixed(1)} years` : null,
                      ]
                        .filter(Boolean)
                        .join(" · ") || "No title found"
                    : (c.failureMessage ?? "Waiting to be read")}
                </p>
                {c.score !== null ? (
                  <div className="mt-1.5 flex items-center gap-2">
                    <ScoreBar score={c.score} band={c.band?.id} className="flex-1" />
                    {c.band ? <FitBandChip band={c.band} /> : null}
                  </div>
                ) : null}
                <BandOverrideNote candidate={c} className="mt-1" />
                {isScored ? (
                  <div className="mt-1.5 flex flex-wrap gap-1">
                    {c.topMatchedSkills.slice(0, 3).map((skill) => (
                      <Badge key={`m-${skill}`} tone="success">
                        {skill}
                      </Badge>
                    ))}
                    {c.topMissingSkills.slice(0, 2).map((skill) => (
                      <Badge key={`x-${skill}`} tone="danger">
                        <span aria-hidden="true">✕</span>
                        <span className="sr-only">missing </span>
                        {skill}
                      </Badge>
                    ))}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[760px] text-sm" data-testid="results-table">
          <caption className="sr-only">Candidates ranked by match score</caption>
          <thead className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900/60">
            <tr>
              <th scope="col" className="w-10 px-3 py-2.5">
                <span className="sr-only">Compare</span>
              </th>
              <SortHeader
                label="Rank"
                sortKey="rank"
                sort={sort}
                onSort={onSort}
                className="w-16"
              />
              <SortHeader label="Candidate" sortKey="name" sort={sort} onSort={onSort} />
              <SortHeader
                label="Score"
                sortKey="score"
                sort={sort}
                onSort={onSort}
                className="w-40"
              />
              <th
                scope="col"
                className="px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
              >
                Skills
              </th>
              <SortHeader
                label="Years"
                sortKey="years"
                sort={sort}
                onSort={onSort}
                className="w-20"
              />
              <SortHeader
                label="Status"
                sortKey="status"
                sort={sort}
                onSort={onSort}
                className="w-28"
              />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {candidates.map((c) => {
              const name = displayName(c, isAnonymised);
              const isSelected = selectedIds.includes(c.id);
              const isScored = c.status === "scored";
              return (
                <tr
                  key={c.id}
                  data-testid="result-row"
                  className={clsx(
                    "align-top transition-colors",
                    isSelected
                      ? "bg-brand-50/60 dark:bg-brand-500/10"
                      : "hover:bg-slate-50 dark:hover:bg-slate-800/40",
                  )}
                >
                  <td className="px-3 py-3">
                    <input
                      type="checkbox"
                      aria-label={`Compare ${name}`}
                      checked={isSelected}
                      disabled={!isScored || (!isSelected && selectedIds.length >= 3)}
                      onChange={() => onToggleSelect(c.id)}
                      className="size-4 rounded accent-brand-600"
                    />
                  </td>
                  <td className="px-3 py-3 font-semibold text-slate-900 tabular-nums dark:text-white">
                    {c.rank !== null ? `#${c.rank}` : "—"}
                  </td>
                  <td className="px-3 py-3">
                    <button
                      type="button"
                      onClick={() => onOpen(c.id)}
                      disabled={!isScored}
                      className="text-left font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-700 disabled:no-underline dark:text-brand-300 dark:disabled:text-slate-300"
                    >
                      {name}
                    </button>
                    <div className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                      {isScored
                        ? ((isAnonymised ? "Title hidden" : c.lastTitle) ?? "No title found")
                        : (c.failureMessage ?? "Waiting to be read")}
                    </div>
                    <div className="mt-1">
                      <ReviewBadge review={c.reviewStatus} />
                    </div>
                  </td>
                  <td className="px-3 py-3">
                    {c.score !== null ? (
                      <>
                        <ScoreBar score={c.score} band={c.band?.id} />
                        {c.band ? <FitBandChip band={c.band} className="mt-1.5 ml-12" /> : null}
                        <BandOverrideNote candidate={c} className="mt-1 ml-12" />
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-3 py-3">
                    <div className="flex flex-wrap gap-1">
                      {c.topMatchedSkills.slice(0, 4).map((skill) => (
                        <Badge key={`m-${skill}`} tone="success">
                          {skill}
                        </Badge>
                      ))}
                      {c.topMissingSkills.slice(0, 3).map((skill) => (
                        <Badge key={`x-${skill}`} tone="danger">
                          <span aria-hidden="true">✕</span>
                          <span className="sr-only">missing </span>
                          {skill}
                        </Badge>
                      ))}
                    </div>
                  </td>
                  <td className="px-3 py-3 tabular-nums text-slate-700 dark:text-slate-300">
                    {c.years !== null ? c.years.toFixed(1) : "—"}
                  </td>
                  <td className="px-3 py-3">
                    <CandidateStatusBadge status={c.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
