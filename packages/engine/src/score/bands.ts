/**
 * Fit bands: a few words beside every 0-100 score that should mean the same in every job.
 *
 * The band is computed where a score is presented (server views, exports, CLI), never stored, so
 * recalibrating means changing the thresholds below and nothing else: every screen, export and
 * past analysis shows the new bands at once, without a migration.
 */

export type FitBandId = "strong" | "good" | "possible" | "unlikely";

export interface FitBand {
  id: FitBandId;
  /** "Strong fit": shown beside the score. */
  label: string;
  /** One sentence in a recruiter's words: what to do with a candidate in this band. */
  meaning: string;
  /** Lowest whole-point score in the band. */
  minScore: number;
}

// Calibrated on the dev sets (decision 173, the method of decision 163: real-dev and RJDB, the
// share of resumes at or above each score that fit). Recalibrate by changing only these numbers.
/** Lowest score of a strong fit. */
export const STRONG_FIT_MIN_SCORE = 60;
/** Lowest score of a good fit. */
export const GOOD_FIT_MIN_SCORE = 45;
/** Lowest score of a possible fit; anything below is an unlikely fit. */
export const POSSIBLE_FIT_MIN_SCORE = 25;

/** The four bands, best first. */
export const FIT_BANDS: readonly FitBand[] = Object.freeze([
  {
    id: "strong",
    label: "Strong fit",
    meaning: "Matches the role's occupation and most requirements; interview first.",
    minScore: STRONG_FIT_MIN_SCORE,
  },
  {
    id: "good",
    label: "Good fit",
    meaning: "Meets the core requirements with a few gaps; worth a screening call.",
    minScore: GOOD_FIT_MIN_SCORE,
  },
  {
    id: "possible",
    label: "Possible fit",
    meaning: "Covers part of the role; check the gaps before deciding.",
    minScore: POSSIBLE_FIT_MIN_SCORE,
  },
  {
    id: "unlikely",
    label: "Unlikely fit",
    meaning: "Few of the role's requirements show in the resume.",
    minScore: 0,
  },
] satisfies FitBand[]);

/**
 * The band of a 0-100 score, read on the whole-point score the product shows (59.6 shows as 60,
 * so it is a strong fit). Example: `fitBand(72).label` -> "Strong fit"; `fitBand(12).id` -> "unlikely".
 */
export function fitBand(score: number): FitBand {
  if (Number.isNaN(score)) throw new RangeError("fitBand needs a score, got NaN");
  const shown = Math.round(score);
  // The last band starts at 0, and a score below 0 is no better than 0.
  return FIT_BANDS.find((band) => shown >= band.minScore) ?? (FIT_BANDS.at(-1) as FitBand);
}
