import { bandDisplayText, type CandidateDetail, type FitBandView } from "@hirelens/contracts";
import { CheckCircle2, HelpCircle, PenLine } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FitBandChip } from "@/components/ui/fit-band";
import { ScoreBar } from "@/components/ui/score-bar";
import { BandOverrideDialog } from "./band-override-dialog";

/** The evidence the suggestion rests on most: the items of most credit with their quotes. */
function strongestEvidence(detail: CandidateDetail, limit = 3) {
  return detail.components
    .flatMap((component) =>
      component.evidence.map((evidence) => ({ ...evidence, component: component.label })),
    )
    .filter((evidence) => evidence.credit > 0 && evidence.resumeSpan?.text.trim())
    .sort((a, b) => b.credit - a.credit)
    .slice(0, limit);
}

/**
 * The engine's output as a suggestion for a person to weigh: first the evidence it rests on, then
 * the suggested band and the score, then the reviewer's own band if they overrode it. With
 * automated ranking off the drawer says so and shows no score.
 */
export function SuggestionSummary({
  detail,
  bands,
  batchId,
}: {
  detail: CandidateDetail;
  bands: readonly FitBandView[];
  batchId: string;
}) {
  const [isOverriding, setIsOverriding] = useState(false);
  if (detail.status !== "scored") return null;
  if (detail.score === null) {
    return (
      <p
        className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
        data-testid="ranking-off-note"
      >
        Automated ranking is off for this analysis: no score, band or evidence is suggested. Read
        the document below and decide.
      </p>
    );
  }
  const evidence = strongestEvidence(detail);
  const override = detail.bandOverride ?? null;
  const suggested = override ? override.suggestedBand : detail.band;
  return (
    <section aria-labelledby="suggestion-title" className="space-y-3" data-testid="suggestion">
      <h3 id="suggestion-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        What the suggestion rests on
      </h3>
      {evidence.length === 0 ? (
        <p className="text-sm text-slate-500">No requirement was found in the resume.</p>
      ) : (
        <ul className="space-y-1.5">
          {evidence.map((item) => (
            <li
              key={`${item.component}-${item.requirement}`}
              className="flex gap-2 text-sm text-slate-700 dark:text-slate-300"
            >
              {item.credit >= 0.99 ? (
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-emerald-600"
                />
              ) : (
                <HelpCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              )}
              <span className="min-w-0">
                <span className="font-medium text-slate-800 dark:text-slate-100">
                  {item.requirement}
                </span>
                <span className="block truncate text-xs text-slate-500 italic">
                  “{item.resumeSpan?.text}”
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="min-w-48 flex-1">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Suggested band
          </p>
          {suggested ? <FitBandChip band={suggested} showMeaning className="mt-1" /> : null}
          <p className="mt-2 text-xs text-slate-500">Match score (a suggestion, not a decision)</p>
          <ScoreBar score={detail.score} band={suggested?.id} className="mt-1 max-w-xs" />
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsOverriding(true)}
          leftIcon={<PenLine aria-hidden="true" className="size-4" />}
        >
          {override ? "Change override" : "Override band"}
        </Button>
      </div>
      {override ? (
        <p
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-500/10 dark:text-amber-100"
          data-testid="band-override"
        >
          <span className="font-semibold">Your band:</span> {bandDisplayText(detail)}
        </p>
      ) : null}
      <BandOverrideDialog
        detail={detail}
        bands={bands}
        batchId={batchId}
        isOpen={isOverriding}
        onClose={() => setIsOverriding(false)}
      />
    </section>
  );
}
