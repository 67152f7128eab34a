import {
  candidateDisplayName,
  SCORE_COMPONENT_LABELS,
  type ScoreComponentId,
} from "@hirelens/contracts";
import { useQueries } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { FitBandChip } from "@/components/ui/fit-band";
import { Modal } from "@/components/ui/modal";
import { ScoreBar } from "@/components/ui/score-bar";
import { Spinner } from "@/components/ui/spinner";
import { UpgradeHint } from "@/components/ui/upgrade-hint";
import { usePlanAllows } from "@/hooks/use-plan";
import { getCandidateQueryOptions } from "../api/get-candidate";

const COMPONENTS = Object.keys(SCORE_COMPONENT_LABELS) as ScoreComponentId[];

/** Two or three candidates side by side: score, each component, skills, experience. */
export function CompareDialog({
  ids,
  isAnonymised,
  isOpen,
  onClose,
}: {
  ids: string[];
  isAnonymised: boolean;
  isOpen: boolean;
  onClose: () => void;
}) {
  const canCompare = usePlanAllows("compare");
  const results = useQueries({
    queries: ids.map((id) => ({
      ...getCandidateQueryOptions(id, isAnonymised),
      enabled: isOpen && canCompare,
    })),
  });
  const isLoading = results.some((r) => r.isLoading);
  const details = results.map((r) => r.data).filter((d) => d !== undefined);
  const rowHead =
    "py-2 pr-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase";
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Compare candidates" className="max-w-5xl">
      <div className="max-h-[75dvh] overflow-auto px-4 py-4 md:px-6">
        {!canCompare ? (
          <UpgradeHint feature="compare" />
        ) : isLoading ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner /> Loading...
          </p>
        ) : (
          <table className="w-full min-w-[560px] text-sm" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col" className="w-40">
                  <span className="sr-only">Criterion</span>
                </th>
                {details.map((d) => (
                  <th
                    key={d.id}
                    scope="col"
                    className="px-2 pb-2 text-left text-base font-semibold text-slate-900 dark:text-white"
                  >
                    {candidateDisplayName(d, isAnonymised)}
                    <div className="text-xs font-normal text-slate-500">Rank #{d.rank ?? "—"}</div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
              <tr>
                <th scope="row" className={rowHead}>
                  Score
                </th>
                {details.map((d) => (
                  <td key={d.id} className="px-2 py-2">
                    <ScoreBar score={d.score ?? 0} band={d.band?.id} />
                    {d.band ? <FitBandChip band={d.band} className="mt-1.5 ml-12" /> : null}
                  </td>
                ))}
              </tr>
              {COMPONENTS.map((id) => (
                <tr key={id}>
                  <th scope="row" className={rowHead}>
                    {SCORE_COMPONENT_LABELS[id]}
                  </th>
                  {details.map((d) => {
                    const component = d.components.find((c) => c.id === id);
                    return (
                      <td
                        key={d.id}
                        className="px-2 py-2 tabular-nums text-slate-800 dark:text-slate-200"
                      >
                        {component
                          ? `${component.points.toFixed(1)} / ${component.maxPoints.toFixed(0)}`
                          : "—"}
                      </td>
                    );
                  })}
                </tr>
              ))}
              <tr>
                <th scope="row" className={rowHead}>
                  Experience
                </th>
                {details.map((d) => (
                  <td key={d.id} className="px-2 py-2 text-slate-800 dark:text-slate-200">
                    {d.years !== null ? `${d.years.toFixed(1)} years` : "—"}
                    <div className="text-xs text-slate-500">{isAnonymised ? "" : d.lastTitle}</div>
                  </td>
                ))}
              </tr>
              <SkillsRow
                label="Matched"
                rowHead={rowHead}
                tone="success"
                columns={details.map((d) => ({
                  id: d.id,
                  skills: d.insights?.matchedSkills ?? [],
                }))}
              />
              <SkillsRow
                label="Missing"
                rowHead={rowHead}
                tone="danger"
                columns={details.map((d) => ({
                  id: d.id,
                  skills: d.insights?.missingSkills ?? [],
                }))}
              />
              <tr>
                <th scope="row" className={rowHead}>
                  Strengths
                </th>
                {details.map((d) => (
                  <td key={d.id} className="px-2 py-2 text-slate-700 dark:text-slate-300">
                    <ul className="list-disc space-y-1 pl-4">
                      {(d.insights?.strengths ?? []).slice(0, 4).map((s) => (
                        <li key={s}>{s}</li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        )}
      </div>
    </Modal>
  );
}

/** One row of skill badges per compared candidate (matched or missing). */
function SkillsRow({
  label,
  rowHead,
  tone,
  columns,
}: {
  label: string;
  rowHead: string;
  tone: "success" | "danger";
  columns: Array<{ id: string; skills: Array<{ name: string }> }>;
}) {
  return (
    <tr>
      <th scope="row" className={rowHead}>
        {label}
      </th>
      {columns.map((column) => (
        <td key={column.id} className="px-2 py-2">
          <div className="flex flex-wrap gap-1">
            {column.skills.map((skill) => (
              <Badge key={skill.name} tone={tone}>
                {skill.name}
              </Badge>
            ))}
          </div>
        </td>
      ))}
    </tr>
  );
}
