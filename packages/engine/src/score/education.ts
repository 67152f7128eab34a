/** Degree levels on the resume side: "B.Sc. Computer Science" -> bachelor. */
import { soughtLine } from "../skills/extract.ts";
import { lineOf, withoutBrackets } from "../skills/text.ts";
import { degreeLevelsIn } from "../structure/education.ts";
import type { EducationLevel, ParsedResume, SourceSpan } from "../types.ts";

export const EDUCATION_RANK: Record<EducationLevel, number> = {
  "high-school": 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

const LEVELS: Array<[RegExp, EducationLevel]> = [
  [
    /\b(ph\.?\s?d|doctorate|doctoral|doctor\s+of|d\.phil|ed\.?d|m\.?d\.|dnp|pharmd)(?![a-z])/i,
    "doctorate",
  ],
  [
    /\b(msn|msw|master['’]?s?|masters|m\.?s\.?c?|m\.?a\.?|mba|m\.?eng|m\.?tech|mphil|m\.?phil|ms|llm|mfa|mpa|mph|postgraduate|graduate\s+degree)(?![a-z])/i,
    "master",
  ],
  [
    /\b(bsn|bscn|bachelor['’]?s?|bachelors|b\.?s\.?c?|b\.?a\.?|b\.?eng|b\.?tech|b\.?e\.|bba|bfa|llb|undergraduate\s+degree|bs|ba|ab|b\.?com)(?![a-z])/i,
    "bachelor",
  ],
  [
    /\b(adn|asn|associate['’]?s?(\s+degree|\s+of)|a\.?a\.?s?\.|aas|a\.o\.s\.|aos|two[\s-]year\s+degree)(?![a-z])/i,
    "associate",
  ],
  [/\b(high\s+school|secondary\s+school|ged|a[\s-]levels?|baccalaureate)(?![a-z])/i, "high-school"],
];

/** Level of one degree string, e.g. `degreeLevel("MSc in Physics")` -> "master". */
export function degreeLevel(s: string): EducationLevel | undefined {
  for (const [re, level] of LEVELS) if (re.test(s)) return level;
  return undefined;
}

/**
 * Whether the resume's education entry `index` is still pursued, not held: its line says so
 * ("Associate Degree in Nursing (in progress)", "BSN, expected May 2027"). The scorer, the fields
 * of study and the explanation check all read an entry this one way.
 */
export function isEducationSought(resume: ParsedResume, text: string, index: number): boolean {
  const span =
    resume.meta.sources[`/education/${index}/studyType`] ??
    resume.meta.sources[`/education/${index}/area`];
  // "Universidad CES, expected Dec 2027": an entry that ends after today is still studied.
  const end = resume.education[index]?.endDate;
  if (end && end > resume.meta.asOf.slice(0, end.length)) return true;
  if (!span) return false;
  return degreeSought(text, span);
}

/**
 * Whether the line of a degree at `span` says it is still pursued, or a line of its entry below
 * opens with its status ("B.S. Business Administration — Franklin University" / "In progress; 102
 * of 124 credits", or under the school's line). The entry ends at a blank line or a line naming
 * another degree but in brackets ("in progress, expected June 2027 (no PharmD or completed
 * master's yet)").
 */
function degreeSought(text: string, span: { start: number; end: number }): boolean {
  const line = lineOf(text, span);
  if (soughtLine(line) || STARTED_ONLY.test(line)) return true;
  let from = text.indexOf("\n", span.end);
  for (let k = 0; k < 2 && from >= 0; k++) {
    const next = lineOf(text, { start: from + 1, end: from + 1 });
    if (!next.trim() || degreeLevelsIn(withoutBrackets(next)).length > 0) return false;
    if (STATUS_LINE.test(next)) return soughtLine(next);
    if (DEGREE_STATUS.test(next)) return true;
    from = text.indexOf("\n", from + 1);
  }
  return false;
}

/**
 * A line that dates its studies by their start alone: "PhD studies in Medical Sciences – LSMU,
 * started 2024", the year blanked or not (blind review masks the years of education). Not
 * "started 2010, graduated 2014", nor "2010 – 2014".
 */
const STARTED_ONLY =
  /^(?!.*\b(?:graduat|complet|finish|award|confer|earned|obtained)\w*)(?!.*\b(?:19|20)\d\d\b.*\b(?:19|20)\d\d\b).*\b(?:started|began|commenced|enrolled)[ \t]+(?:in[ \t]+)?(?:(?:\p{L}+[ \t]+)?(?:19|20)\d\d\b|[ \t]*$)/iu;

/** A degree's status anywhere on its line: "72 of 120 ECTS completed, expected graduation July 2027". */
const DEGREE_STATUS =
  /\b(?:expected|anticipated)\s+(?:graduation|completion|to\s+(?:graduate|complete))\b|\bgraduation\s+(?:expected|anticipated)\b|\b\d+\s+of\s+\d+\s+(?:credits|credit\s+hours|ECTS|units|modules)\b/i;
/** A line that opens with a degree's status: "In progress; …", "Expected May 2027". */
const STATUS_LINE =
  /^[ \t]*(?:[-\u2013\u2022*][ \t]*)?(?:in[ \t-]+progress|expected|anticipated|currently|pursuing|enrolled)\b/i;

/**
 * A line that says a degree is not held: "I do not have an associate degree", "no bachelor's
 * degree yet".
 */
const DEGREE_NOT_HELD =
  /\b(?:do|does|did)[ \t]+not[ \t]+(?:yet[ \t]+)?(?:have|hold)[ \t]+(?:an?[ \t]+|the[ \t]+|any[ \t]+)?(?:\p{L}+['\u2019]?s?[ \t]+)?degree\b|\bno[ \t]+(?:associate|bachelor|master|doctoral|university)\p{L}*['\u2019]?s?[ \t]+degree\b/iu;

/** The highest degree the resume shows, from its education entries or its text. */
export function highestDegree(
  resume: ParsedResume,
  text: string,
): { level: EducationLevel; span?: SourceSpan; inProgress?: true } | undefined {
  let best: { level: EducationLevel; span?: SourceSpan } | undefined;
  let pending: { level: EducationLevel; span?: SourceSpan } | undefined;
  const consider = (level: EducationLevel | undefined, span?: SourceSpan, isSought = false) => {
    if (!level) return;
    if (isSought) {
      if (!pending || EDUCATION_RANK[level] > EDUCATION_RANK[pending.level])
        pending = { level, span };
      return;
    }
    if (!best || EDUCATION_RANK[level] > EDUCATION_RANK[best.level]) best = { level, span };
  };
  const sought = resume.education.map((_, i) => isEducationSought(resume, text, i));
  resume.education.forEach((e, i) => {
    const s = `${e.studyType ?? ""} ${e.area ?? ""}`;
    // The structurer's level reads forms the patterns above do not ("B-Tech", "HSC"). A diploma
    // is no degree, but it is school finished: a high-school diploma, or a programme that admits
    // only those who finished school ("Medical Assistant Diploma").
    const level = e.level ? (e.level === "diploma" ? "high-school" : e.level) : degreeLevel(s);
    consider(
      level,
      resume.meta.sources[`/education/${i}/studyType`] ??
        resume.meta.sources[`/education/${i}/area`],
      sought[i],
    );
  });
  // Degree words on a line that talks about study; catches resumes the structurer could not split.
  const re =
    /^.*\b(degree|university|college|institute|school|bachelor|master|ph\.?d|b\.?sc|m\.?sc|mba|diploma|graduated)\b.*$/gim;
  // Lines of the entries read above as still studied stay so ("…, June 2030": not held yet).
  const entryAt = resume.education.flatMap((_, i) =>
    (sought[i]
      ? [
          resume.meta.sources[`/education/${i}/studyType`],
          resume.meta.sources[`/education/${i}/area`],
        ]
      : []
    )
      .filter((s) => s !== undefined)
      .map((s) => s.start),
  );
  for (const m of text.matchAll(re)) {
    const lineStart = m.index ?? 0;
    if (entryAt.some((at) => at >= lineStart && at <= lineStart + m[0].length)) continue;
    // "My training is a one-year certificate – I do not have an associate degree."
    if (DEGREE_NOT_HELD.test(m[0])) continue;
    // Only the degrees a line names: "Master Data Manager" and "Master Welder" are job titles.
    const level = degreeLevelsIn(m[0]).find((l) => l !== "diploma");
    const start = m.index ?? 0;
    const span = { start, end: start + m[0].length, text: m[0] };
    consider(level, span, degreeSought(text, span));
  }
  return best ?? (pending && { ...pending, inProgress: true });
}
