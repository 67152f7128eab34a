/**
 * The explanation checker: everything a recruiter reads about one candidate must be true to the
 * documents and agree with itself. Each evidence span must be a real range of the resume (or job)
 * text that says what it quotes; points must add up to the score; a skill cannot be both found and
 * missing; every count in the insights must match the skill list it counts.
 */
import { FIT_BANDS, fitBand } from "../score/bands.ts";
import type { Insights, MatchResult, ParsedJob, SourceSpan } from "../types.ts";

export interface ExplanationViolation {
  /** Which rule broke, e.g. "resume-span" or "count". */
  rule:
    | "resume-span"
    | "job-span"
    | "points"
    | "credit"
    | "found-and-missing"
    | "found-without-evidence"
    | "years"
    | "count"
    | "band";
  /** Where it broke, e.g. "requiredSkills: Kubernetes" or "summary". */
  where: string;
  message: string;
}

export interface CheckInput {
  match: MatchResult;
  job: ParsedJob;
  /** The resume text exactly as it was given to the scorer. */
  resumeText: string;
  insights?: Insights;
}

/** Rounding of one decimal per component can move a sum by this much. */
const ROUNDING = 0.05;

/**
 * Lists every false or self-contradicting statement in one candidate's explanation; [] when
 * there is none. `checkExplanation({ match, job, resumeText, insights })` -> [].
 */
export function checkExplanation(input: CheckInput): ExplanationViolation[] {
  const { match, job, resumeText, insights } = input;
  const out: ExplanationViolation[] = [];
  const add = (rule: ExplanationViolation["rule"], where: string, message: string) =>
    out.push({ rule, where, message });

  const spanProblem = (span: SourceSpan, text: string): string | undefined => {
    if (!Number.isInteger(span.start) || !Number.isInteger(span.end))
      return `offsets ${span.start}..${span.end} are not whole numbers`;
    if (span.start < 0 || span.end > text.length || span.start > span.end)
      return `range ${span.start}..${span.end} lies outside a text of ${text.length} characters`;
    if (!span.text.trim()) return "quotes nothing";
    const actual = text.slice(span.start, span.end);
    // The scorer blanks personal data out of the text (same offsets): a quote may show blanks
    // where the document has a name, never different words.
    if (actual !== span.text && !sameButMasked(actual, span.text))
      return `quotes "${clip(span.text)}" but the text there says "${clip(actual)}"`;
    return undefined;
  };

  for (const c of match.components) {
    if (c.points < 0 || c.points > c.maxPoints + ROUNDING)
      add("points", c.label, `${c.points} points out of ${c.maxPoints}`);
    for (const e of c.evidence) {
      const where = `${c.label}: ${e.requirement}`;
      if (!(e.credit >= 0 && e.credit <= 1)) add("credit", where, `credit ${e.credit}`);
      if (e.resumeSpan) {
        const p = spanProblem(e.resumeSpan, resumeText);
        if (p) add("resume-span", where, p);
      }
      if (e.requirementSpan && !typedByRecruiter(e.requirementSpan)) {
        const p = spanProblem(e.requirementSpan, job.text);
        if (p) add("job-span", where, p);
      }
    }
  }
  const total = match.components.reduce((s, c) => s + c.points, 0);
  if (Math.abs(total - match.score) > ROUNDING * match.components.length + 1e-9)
    add(
      "points",
      "score",
      `components add up to ${total.toFixed(1)}, the score says ${match.score}`,
    );

  const found = new Map<string, string>();
  for (const s of match.skills) {
    const where = `skill: ${s.skill.name}`;
    if (!(s.credit >= 0 && s.credit <= 1)) add("credit", where, `credit ${s.credit}`);
    const p = typedByRecruiter(s.skill.span) ? undefined : spanProblem(s.skill.span, job.text);
    if (p) add("job-span", where, p);
    if (s.match === "missing") continue;
    found.set(s.skill.name.toLowerCase(), s.skill.name);
    if (!s.evidence) add("found-without-evidence", where, `${s.match} match with no resume quote`);
    else {
      const q = spanProblem(s.evidence, resumeText);
      if (q) add("resume-span", where, q);
    }
  }
  for (const s of match.skills) {
    if (s.match === "missing" && found.has(s.skill.name.toLowerCase()))
      add("found-and-missing", `skill: ${s.skill.name}`, "listed as found and as missing");
  }

  const { years, relevantYears } = match.experience;
  if (years < 0 || relevantYears < 0 || relevantYears > years + 0.1)
    add("years", "experience", `${relevantYears} relevant years out of ${years} in total`);

  if (insights) checkInsights(match, insights, add);
  return out;
}

/** Every "N of M required skills" / "N/M required skills" must count the skill list. */
function checkInsights(
  match: MatchResult,
  insights: Insights,
  add: (rule: ExplanationViolation["rule"], where: string, message: string) => void,
): void {
  const required = match.skills.filter((s) => s.skill.level === "required");
  // "Shows N of M" counts exact matches; related ones are said apart, never counted as shown.
  const shown = required.filter((s) => s.match === "exact").length;
  const statements: Array<[string, string]> = [
    ["summary", insights.summary],
    ...insights.strengths.map((s, i): [string, string] => [`strength ${i + 1}`, s]),
    ...insights.gaps.map((s, i): [string, string] => [`gap ${i + 1}`, s]),
  ];
  const counts = new Set<number>();
  for (const [where, sentence] of statements) {
    for (const m of sentence.matchAll(/\b(\d+)(?: of |\/)(\d+) required skills\b/gi)) {
      const n = Number(m[1]);
      const of = Number(m[2]);
      counts.add(n);
      if (of !== required.length)
        add("count", where, `"${m[0]}" but the job has ${required.length} required skills`);
      if (n !== shown) add("count", where, `"${m[0]}" but the resume shows ${shown} of them`);
    }
  }
  if (counts.size > 1)
    add(
      "count",
      "insights",
      `two different counts of required skills: ${[...counts].join(" and ")}`,
    );
  const band = fitBand(match.score).label;
  for (const other of FIT_BANDS) {
    if (other.label !== band && insights.summary.includes(other.label))
      add("band", "summary", `says "${other.label}" for a score of ${match.score} (${band})`);
  }
  const listedFound = new Set(insights.matchedSkills.map((s) => s.name.toLowerCase()));
  for (const s of insights.missingSkills) {
    if (listedFound.has(s.name.toLowerCase()))
      add("found-and-missing", `skill: ${s.name}`, "in both the matched and the missing list");
  }
}

/**
 * A requirement the recruiter typed in rather than one read from the posting: its span is empty
 * (start = end) and carries what was typed, so it quotes no part of the posting.
 */
const typedByRecruiter = (span: SourceSpan) => span.start === span.end;

/** `actual` equals `quoted` except where one of them has blanks (masked personal data). */
function sameButMasked(actual: string, quoted: string): boolean {
  if (actual.length !== quoted.length) return false;
  for (let i = 0; i < actual.length; i++) {
    const a = actual[i]!;
    const q = quoted[i]!;
    if (a !== q && a.trim() !== "" && q.trim() !== "") return false;
  }
  return true;
}

const clip = (s: string) => {
  const t = s.replace(/\s+/g, " ");
  return t.length > 60 ? `${t.slice(0, 59)}…` : t;
};
