/** Component weights: defaults, validation and normalisation to a 100-point scale. */
import type { ScoreComponentId, ScoreWeights } from "../types.ts";

export const COMPONENT_IDS: ScoreComponentId[] = [
  "requiredSkills",
  "preferredSkills",
  "experience",
  "education",
  "titleFit",
  "relevance",
];

export const COMPONENT_LABELS: Record<ScoreComponentId, string> = {
  requiredSkills: "Required skills",
  preferredSkills: "Preferred skills",
  experience: "Experience",
  education: "Education & certifications",
  titleFit: "Occupation & title fit",
  relevance: "Overall relevance",
};

/**
 * Required skills weigh most; occupation & title fit (the resume's occupations against the
 * posting's, decision 160) and overall relevance (the job's distinctive words, fixed idf) carry
 * what skill lists miss in real postings. Experience and education refine. Measured on the dev
 * sets: a heavier occupation weight ranks real postings better but lets skill gaps (RJDB hard
 * negatives) slip; 27 keeps those at their level, and postings with few specific skills move more
 * weight to occupation themselves (see `leanOnOccupation`).
 */
export const DEFAULT_WEIGHTS: ScoreWeights = {
  requiredSkills: 28,
  preferredSkills: 6,
  experience: 12,
  education: 5,
  titleFit: 27,
  relevance: 22,
};

export class InvalidWeightsError extends Error {
  override name = "InvalidWeightsError";
}

/**
 * Merges overrides into the defaults and scales them to sum to 100.
 * `normalizeWeights({ education: 0 })` -> education 0, the rest scaled up. Throws on negative,
 * non-finite or unknown weights, or when every weight is 0.
 */
export function normalizeWeights(overrides?: Partial<Record<string, number>>): ScoreWeights {
  const merged: ScoreWeights = { ...DEFAULT_WEIGHTS };
  for (const [k, v] of Object.entries(overrides ?? {})) {
    if (v === undefined) continue;
    if (!COMPONENT_IDS.includes(k as ScoreComponentId))
      throw new InvalidWeightsError(`Unknown score component "${k}".`);
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0) {
      throw new InvalidWeightsError(`Weight for "${k}" must be a number of 0 or more.`);
    }
    merged[k as ScoreComponentId] = v;
  }
  const total = COMPONENT_IDS.reduce((s, k) => s + merged[k], 0);
  if (total <= 0) throw new InvalidWeightsError("At least one weight must be greater than 0.");
  const out = { ...merged };
  for (const k of COMPONENT_IDS) out[k] = (merged[k] / total) * 100;
  return out;
}
