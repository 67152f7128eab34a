/** Ranks a batch of resumes against one job, best first, with deterministic tie-breaking. */
import { scoreResume } from "./score/score-resume.ts";
import type { MatchResult, ParsedJob, ParsedResume, ScoreWeights } from "./types.ts";

export interface RankInput {
  /** Caller's id for the resume (e.g. the file name); breaks ties. */
  id: string;
  resume: ParsedResume;
  text: string;
}

export interface RankedResume {
  id: string;
  rank: number;
  match: MatchResult;
}

const requiredCredit = (m: MatchResult) =>
  m.components.find((c) => c.id === "requiredSkills")?.points ?? 0;

/**
 * Scores every resume on its own (no batch statistics) and sorts best first; equal scores are
 * ordered by required-skill points, then by id, so the same batch in any order ranks the same.
 * `rankResumes(job, [{ id: "a.pdf", resume, text }])` -> [{ id: "a.pdf", rank: 1, match }]
 */
export function rankResumes(
  job: ParsedJob,
  resumes: RankInput[],
  weights?: Partial<ScoreWeights>,
): RankedResume[] {
  const scored = resumes.map((r) => ({
    id: r.id,
    match: scoreResume({ resume: r.resume, text: r.text, job, weights }),
  }));
  scored.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      requiredCredit(b.match) - requiredCredit(a.match) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return scored.map((s, i) => ({ ...s, rank: i + 1 }));
}
