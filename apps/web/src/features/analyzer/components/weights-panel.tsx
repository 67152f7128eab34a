import {
  SCORE_COMPONENT_LABELS,
  type ScoreComponentId,
  type ScoreWeights,
} from "@hirelens/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";

const ORDER: ScoreComponentId[] = [
  "requiredSkills",
  "preferredSkills",
  "experience",
  "education",
  "titleFit",
  "relevance",
];

/** Weights sliders: re-rank the batch with new weights, without uploading again or paying. */
export function WeightsPanel({
  initial,
  isPending,
  onApply,
}: {
  initial: ScoreWeights;
  isPending: boolean;
  onApply: (weights: ScoreWeights) => void;
}) {
  const [weights, setWeights] = useState<ScoreWeights>(initial);
  const total = ORDER.reduce((sum, id) => sum + weights[id], 0);
  const isChanged = ORDER.some((id) => weights[id] !== initial[id]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Weights are relative: each component's share of the 100 points is its weight divided by the
        total ({total}). Re-ranking is free.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {ORDER.map((id) => (
          <Slider
            key={id}
            label={SCORE_COMPONENT_LABELS[id]}
            value={weights[id]}
            onChange={(value) => setWeights((current) => ({ ...current, [id]: value }))}
            suffix={total > 0 ? ` · ${Math.round((weights[id] / total) * 100)}%` : ""}
          />
        ))}
      </div>
      {total === 0 ? (
        <p role="alert" className="text-sm text-rose-600">
          At least one weight must be above 0.
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setWeights(initial)} disabled={!isChanged}>
          Reset
        </Button>
        <Button
          size="sm"
          onClick={() => onApply(weights)}
          disabled={!isChanged || total === 0}
          isLoading={isPending}
          loadingText="Re-ranking..."
        >
          Re-rank candidates
        </Button>
      </div>
    </div>
  );
}
