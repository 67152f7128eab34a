// Reading and structuring résumés; skills, job descriptions, scoring, insights, blind review, ranking.
export {
  anonymise,
  type BlindOptions,
  maskPersonalText,
  maskPersonalValue,
  neutraliseGender,
} from "./anonymise.ts";
export {
  type CheckInput,
  checkExplanation,
  type ExplanationViolation,
} from "./insights/check-explanation.ts";
export { buildInsights } from "./insights/insights.ts";
export { isNegatedInPosting } from "./jd/negation.ts";
export { parseJob } from "./jd/parse-job.ts";
export { type OccupationGuess, occupationsOfTitle } from "./occupations/occupations.ts";
export { type ParseResumeOptions, type ParseResumeResult, parseResume } from "./parse-resume.ts";
export { type RankedResume, type RankInput, rankResumes } from "./rank.ts";
export { detectKind } from "./read/detect-kind.ts";
export { repairMojibake } from "./read/normalize-text.ts";
export { type ReadOptions, readDocument } from "./read/read-document.ts";
export { warmPdfReader } from "./read/read-pdf.ts";
export {
  FIT_BANDS,
  type FitBand,
  type FitBandId,
  fitBand,
  GOOD_FIT_MIN_SCORE,
  POSSIBLE_FIT_MIN_SCORE,
  STRONG_FIT_MIN_SCORE,
} from "./score/bands.ts";
export { type ScoreInput, scoreResume } from "./score/score-resume.ts";
export { DEFAULT_WEIGHTS, InvalidWeightsError, normalizeWeights } from "./score/weights.ts";
export { extractSkills, uniqueSkills } from "./skills/extract.ts";
export { findSkill, getTaxonomy, relatedSkills } from "./skills/taxonomy.ts";
export { type StructureOptions, structureResume } from "./structure/structure-resume.ts";
export * from "./types.ts";
export { ENGINE_VERSION } from "./version.ts";
