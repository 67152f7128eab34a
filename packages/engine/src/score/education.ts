/** Degree levels on the resume side: "B.Sc. Computer Science" -> bachelor. */
import { soughtLine } from "../skills/extract.ts";
import { lineOf } from "../skills/text.ts";
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
  if (!span) return false;
  if (soughtLine(lineOf(text, span))) return true;
  // "B.S. Business Administration — Franklin University / In progress; 102 of 124 credits": the
  // entry's status on the line below its degree.
  const from = text.indexOf("\n", span.end);
  if (from < 0) return false;
  const next = lineOf(text, { start: from + 1, end: from + 1 });
  return STATUS_LINE.test(next) && degreeLevelsIn(next).length === 0 && soughtLine(next);
}

/** A line that opens with a degree's status: "In progress; …", "Expected May 2027". */
const STATUS_LINE =
  /^[ \t]*(?:[-\u2013\u2022*][ \t]*)?(?:in[ \t-]+progress|expected|anticipated|currently|pursuing|enrolled)\b/i;

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
      isEducationSought(resume, text, i),
    );
  });
  // Degree words on a line that talks about study; catches resumes the structurer could not split.
  const re =
    /^.*\b(degree|university|college|institute|school|bachelor|master|ph\.?d|b\.?sc|m\.?sc|mba|diploma|graduated)\b.*$/gim;
  for (const m of text.matchAll(re)) {
    // Only the degrees a line names: "Master Data Manager" and "Master Welder" are job titles.
    const level = degreeLevelsIn(m[0]).find((l) => l !== "diploma");
    const start = m.index ?? 0;
    consider(level, { start, end: start + m[0].length, text: m[0] }, soughtLine(m[0]));
  }
  return best ?? (pending && { ...pending, inProgress: true });
}
