/**
 * The explanation checker: everything a recruiter reads about one candidate must be true to the
 * documents and agree with itself. Each evidence span must be a real range of the resume (or job)
 * text that says what it quotes; points must add up to the score; a skill cannot be both found and
 * missing (nor missing while the posting's own example of it is found); every count and every number
 * of years must match what it counts; the degree and the titles quoted must be the resume's own and
 * agree with the years said about them.
 */

import { FIT_BANDS, fitBand } from "../score/bands.ts";
import { EDUCATION_RANK, isEducationSought } from "../score/education.ts";
import { entryFields } from "../score/fields-of-study.ts";
import { examplesOf } from "../score/posting-examples.ts";
import { degreeLevelsIn } from "../structure/education.ts";
import type {
  EducationLevel,
  Insights,
  MatchResult,
  ParsedJob,
  ParsedResume,
  SourceSpan,
} from "../types.ts";

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
    | "band"
    | "degree"
    | "title";
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
  /** The structured resume the match was scored from: lets degrees and titles be checked too. */
  resume?: ParsedResume;
}

/** Rounding of one decimal per component can move a sum by this much. */
const ROUNDING = 0.05;

/**
 * Lists every false or self-contradicting statement in one candidate's explanation; [] when
 * there is none. `checkExplanation({ match, job, resumeText, insights })` -> [].
 */
export function checkExplanation(input: CheckInput): ExplanationViolation[] {
  const { match, job, resumeText, insights, resume } = input;
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
  checkExamples(match, job, add);

  const { years, relevantYears } = match.experience;
  if (years < 0 || relevantYears < 0 || relevantYears > years + 0.1)
    add("years", "experience", `${relevantYears} relevant years out of ${years} in total`);
  checkYearNotes(match, job, add);

  if (resume) {
    checkDegree(match, resume, resumeText, add);
    checkTitles(match, resume, add);
  }
  if (insights) checkInsights(match, insights, add);
  return out;
}

type Add = (rule: ExplanationViolation["rule"], where: string, message: string) => void;

/**
 * A requirement the posting illustrates with examples ("front-end frameworks such as React or
 * Vue", "NetSuite or another ERP") is not missing when one of those examples is found.
 */
function checkExamples(match: MatchResult, job: ParsedJob, add: Add): void {
  for (const s of match.skills) {
    if (s.match !== "missing" || s.skill.span.start === s.skill.span.end) continue;
    const isExample = examplesOf(job.text, s.skill);
    if (!isExample) continue;
    const example = match.skills.find((o) => o.match === "exact" && isExample(o.skill));
    if (example)
      add(
        "found-and-missing",
        `skill: ${s.skill.name}`,
        `said to be missing, but ${example.skill.name}, the posting's own example of it, is found`,
      );
  }
}

/** Years said in the notes are the years the match counted. */
function checkYearNotes(match: MatchResult, job: ParsedJob, add: Add): void {
  const { years, relevantYears } = match.experience;
  for (const c of match.components) {
    for (const e of c.evidence) {
      const total = /^([\d.]+) years? of experience in total\b/.exec(e.note);
      if (total && Number(total[1]) !== years)
        add("years", `${c.label}: ${e.requirement}`, `"${e.note}" but the total is ${years}`);
      const close =
        /^([\d.]+) years? in roles (?:close to "(.*)"|of the posting's occupation)/.exec(e.note);
      if (!close) continue;
      const said = Number(close[1]);
      // The years against the posting's own title (or occupation) are the relevant years.
      const ofPosting = close[2] === undefined || close[2] === job.title?.value;
      if (ofPosting && said !== relevantYears)
        add(
          "years",
          `${c.label}: ${e.requirement}`,
          `"${e.note}" but the relevant years are ${relevantYears}`,
        );
      // Quoting a role as the close one beside "0 years" says it is close and that it is not.
      if (said === 0 && e.resumeSpan)
        add(
          "years",
          `${c.label}: ${e.requirement}`,
          `quotes "${clip(e.resumeSpan.text)}" as a close role beside 0 years in close roles`,
        );
    }
  }
}

/** Level of one education entry: as read, or from the degree it names. */
function entryLevel(resume: ParsedResume, i: number): EducationLevel | undefined {
  const { level } = entryFields(resume.education[i]!);
  // As the scorer reads it: a diploma is school finished.
  return level === "diploma" ? "high-school" : level;
}

/**
 * "Highest degree found: master" must quote a degree of that level, and no degree the resume
 * lists may be higher; "No degree found" must not stand beside a degree in the education section.
 */
function checkDegree(match: MatchResult, resume: ParsedResume, text: string, add: Add): void {
  const education = match.components.find((c) => c.id === "education");
  for (const e of education?.evidence ?? []) {
    // "Highest degree found: bachelor", then perhaps ", in Nursing" or "; bachelor, in Nursing".
    const claim = /^Highest degree found: ([^,;]+)(.*)$/.exec(e.note);
    const said = claim?.[1] as EducationLevel | undefined;
    const none = e.note === "No degree found";
    if (!said && !none) continue;
    const where = `${education!.label}: ${e.requirement}`;
    let highest: { level: EducationLevel; i: number } | undefined;
    resume.education.forEach((_, i) => {
      // As the scorer reads it: a degree its line says is still pursued is not held.
      if (isEducationSought(resume, text, i)) return;
      const level = entryLevel(resume, i);
      if (level && (!highest || EDUCATION_RANK[level] > EDUCATION_RANK[highest.level]))
        highest = { level, i };
    });
    if (none) {
      if (highest)
        add(
          "degree",
          where,
          `says no degree was found, but education lists ${resume.education[highest.i]!.studyType ?? highest.level}`,
        );
      continue;
    }
    if (!said || !(said in EDUCATION_RANK)) {
      add("degree", where, `"${e.note}" names no degree level`);
      continue;
    }
    if (highest && EDUCATION_RANK[highest.level] > EDUCATION_RANK[said])
      add(
        "degree",
        where,
        `says ${said}, but education lists ${resume.education[highest.i]!.studyType ?? highest.level} (${highest.level})`,
      );
    if (!e.resumeSpan) {
      add("degree", where, `says ${said} without quoting it`);
      continue;
    }
    // The quote is an education entry of that level, or a line that names a degree of it.
    const span = e.resumeSpan;
    const entry = resume.education.findIndex((_, i) =>
      ["studyType", "area"].some((k) => {
        const src = resume.meta.sources[`/education/${i}/${k}`];
        return src && src.start === span.start && src.end === span.end;
      }),
    );
    const quoted = text.slice(span.start, span.end);
    checkDegreeField(claim?.[2] ?? "", resume, where, add);
    const levels = entry >= 0 ? [entryLevel(resume, entry)] : degreeLevelsIn(quoted);
    if (!levels.includes(said))
      add(
        "degree",
        where,
        `says ${said}, but the quote "${clip(quoted)}" ${levels.some(Boolean) ? `names ${levels.join(", ")}` : "names no degree"}`,
      );
  }
}

/**
 * ", in Nursing" said of a degree must be the field of one of the resume's degrees: its field as
 * written, or the field its name carries ("BSN").
 */
function checkDegreeField(rest: string, resume: ParsedResume, where: string, add: Add): void {
  const field = /, in ([^;]+)/.exec(rest)?.[1];
  if (!field) return;
  const held = resume.education.some((e) => {
    const { area, own } = entryFields(e);
    return area === field || own === field;
  });
  if (!held) add("degree", where, `says a degree in ${field}, but no degree listed is in it`);
}

/** Months a dated role lasted, or undefined when it has no dates. */
function roleMonths(resume: ParsedResume, i: number): number | undefined {
  const w = resume.work[i]!;
  const month = (d: string | undefined) => {
    const m = /^(\d{4})(?:-(\d{2}))?/.exec(d ?? "");
    return m ? Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 0) : undefined;
  };
  const start = month(w.startDate);
  const end = w.isCurrent ? month(resume.meta.asOf) : month(w.endDate);
  return start !== undefined && end !== undefined ? end - start : undefined;
}

/**
 * A past title quoted as matching the posting (credit 0.7 or more) is a role close to it: a role
 * that lasted a year or more cannot stand beside "0 years in roles close to" the posting.
 */
function checkTitles(match: MatchResult, resume: ParsedResume, add: Add): void {
  if (match.experience.relevantYears > 0) return;
  const experience = match.components.find((c) => c.id === "experience");
  if (!experience?.maxPoints) return;
  const title = match.components.find((c) => c.id === "titleFit");
  for (const e of title?.evidence ?? []) {
    if (e.credit < 0.7 || !e.resumeSpan || !/^Closest title:/.test(e.note)) continue;
    const span = e.resumeSpan;
    const i = resume.work.findIndex((_, k) => {
      const src = resume.meta.sources[`/work/${k}/position`];
      return src && src.start === span.start && src.end === span.end;
    });
    const months = i >= 0 ? roleMonths(resume, i) : undefined;
    if (months !== undefined && months >= 12)
      add(
        "title",
        `${title!.label}: ${e.requirement}`,
        `"${clip(span.text)}" (${Math.round(months / 12)} years) is the closest title, yet 0 years in roles close to the posting`,
      );
  }
}

/**
 * Every "N of M required skills" / "N/M required skills" must count the skill list, the skills
 * named after it must be N, and every number of years must be the years the match counted.
 */
function checkInsights(match: MatchResult, insights: Insights, add: Add): void {
  const required = match.skills.filter((s) => s.skill.level === "required");
  // "Shows N of M" counts exact matches; related ones are said apart, never counted as shown.
  const exact = required.filter((s) => s.match === "exact");
  const shown = exact.length;
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
      // "Shows 3 of 10 required skills: HTML, CSS and JavaScript" names as many as it counts.
      const rest = sentence.slice((m.index ?? 0) + m[0].length);
      if (rest.startsWith(": ")) {
        const listed = rest.slice(2).split(/\.(?:\s|$)/)[0]!;
        const more = Number(/\(\+(\d+) more\)/.exec(listed)?.[1] ?? 0);
        const names =
          countNames(
            listed.replace(/ \(\+\d+ more\)$/, ""),
            exact.map((s) => s.skill.name),
          ) + more;
        if (names !== n) add("count", where, `"${m[0]}" but names ${names} of the skills found`);
      }
    }
  }
  const { years, relevantYears } = match.experience;
  const questions = insights.interviewQuestions.map((s, i): [string, string] => [
    `question ${i + 1}`,
    s,
  ]);
  for (const [where, sentence] of [...statements, ...questions]) {
    // What the job asks ("asks for 5 years of experience") is not what the resume shows.
    for (const m of sentence.matchAll(
      /(?<!asks for |asked |for |[\d.])\b(\d+(?:\.\d+)?) years? (?:of experience|in roles close to)\b|\bshows about (\d+(?:\.\d+)?)\b/g,
    )) {
      const said = Number(m[1] ?? m[2]);
      const counted = m[0].includes("roles close to") ? relevantYears : years;
      if (said !== counted) add("years", where, `"${m[0]}" but the match counted ${counted} years`);
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
 * How many of `names` a list written "A, B and C" names, reading the longest name at each place
 * (so "JavaScript" is not also "Java"); -1 when the list names something else.
 */
function countNames(listed: string, names: string[]): number {
  const byLength = [...names].sort((a, b) => b.length - a.length);
  let count = 0;
  let rest = listed;
  while (rest) {
    const name = byLength.find((n) => rest.startsWith(n));
    if (!name) return -1;
    count += 1;
    rest = rest.slice(name.length).replace(/^(?:, | and )/, "");
  }
  return count;
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
