/**
 * Education entries: institution, degree as written ("B.S.") with its level ("bachelor"), field
 * of study, dates and grade.
 */
import type { EducationEntry, EducationLevel, SourceSpan } from "../types.ts";
import { toIsoDate } from "./dates.ts";
import { type Entry, groupEntries, hasDateRange } from "./entries.ts";
import { extractHeaderFields } from "./header-fields.ts";
import { type Fragment, type Line, makeSpan, trimFragment } from "./text-lines.ts";
import {
  COUNTRIES,
  DEGREE_RULES,
  type DegreeRule,
  FIELD_WORDS,
  isLicenceCategory,
  isPlacesStateCode,
  matchDegreeRule,
  SCHOOL_BOARD,
  SCHOOL_MARKERS,
} from "./vocabulary.ts";
import { isEntryHeaderLine, type Parsed } from "./work.ts";

const GPA =
  /\b(?:c?gpa|grade point average|cgpa|gpa\/cgpa|grade|score|percentage|marks)\s*[:\-–]?\s*(\d{1,2}(?:\.\d{1,3})?\s*(?:\/\s*\d{1,3}(?:\.\d{1,2})?|%|out of \d+(?:\.\d+)?)?)|\b(\d(?:\.\d{1,3})?\s*(?:\/\s*\d{1,2}(?:\.\d{1,2})?)?)\s*(?:c?gpa)\b/i;

export interface DegreeMatch {
  rule: DegreeRule;
  index: number;
  length: number;
}

/**
 * Finds the degree named in a string.
 * @example findDegree("B.Sc. Computer Science")?.rule.name // "Bachelor of Science"
 */
export function findDegree(text: string): DegreeMatch | null {
  for (const rule of DEGREE_RULES) {
    const m = matchDegreeRule(rule, text);
    if (m) return { rule, ...m };
  }
  return null;
}

/**
 * Levels of every degree a string names, highest first; a diploma from a high school is a
 * high-school diploma, and a word such as "Master" in "Master Welder" names no degree.
 * @example degreeLevelsIn("High school diploma, Master Welder 2008") // ["high-school"]
 */
export function degreeLevelsIn(text: string): Array<EducationLevel | "diploma"> {
  const levels = new Set<EducationLevel | "diploma">();
  for (const rule of DEGREE_RULES) {
    if (!matchDegreeRule(rule, text)) continue;
    levels.add(
      rule.level === "diploma" && /\bhigh[\s-]?school\b/i.test(text) ? "high-school" : rule.level,
    );
  }
  const order = ["doctorate", "master", "bachelor", "associate", "high-school", "diploma"];
  return [...levels].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** "Jan Meier Award for Best Essay, Whitman College, 2014": an honour, not a school attended. */
const HONOUR =
  /\b(?:awards?|scholarships?|fellowships?|prizes?|dean['’]?s list|honou?r roll|bursary)\b/i;

/** "Conduit Bending course", "Coursework in …": a course taken, not a qualification. */
const COURSE = /\b(?:course|courses|coursework|training|seminars?|workshops?)\b/i;

/** The degree that starts first in a string (the longest at one place), or null. */
function findFirstDegree(text: string): DegreeMatch | null {
  let best: DegreeMatch | null = null;
  for (const rule of DEGREE_RULES) {
    const m = matchDegreeRule(rule, text);
    if (m && (!best || m.index < best.index || (m.index === best.index && m.length > best.length)))
      best = { rule, ...m };
  }
  return best && withQualifier(text, best);
}

/**
 * A fragment the line's colon was cut from, read with it: "AS : Liberal Arts" is an associate
 * degree by its slot ("AS :"), which the fragment "AS" alone does not show.
 */
function degreeBeforeColon(input: string, f: Fragment): DegreeMatch | null {
  if (!/^\s*[:：]/.test(input.slice(f.end, f.end + 4))) return null;
  const m = findFirstDegree(`${f.text} :`);
  return m && m.index + m.length <= f.text.length ? m : null;
}

/** Words that are a template's placeholders or a place, never part of a qualification's name. */
const NOT_QUALIFIER = /^(?:city|state|country|usa?|and|of|the|in|at|distinction|honou?rs|merit)$/i;

/**
 * "Welding Certificate", "Electronics Troubleshooting Diploma": a certificate or diploma keeps
 * the capitalised words written before it (up to four, never a school's name or a place).
 */
function withQualifier(text: string, m: DegreeMatch): DegreeMatch {
  if (!/^(?:Certificate|Diploma)$/.test(m.rule.name)) return m;
  const before = text.slice(0, m.index);
  const words = /((?:\p{Lu}[\p{L}'’&-]*\s+){1,4})$/u.exec(before);
  if (!words) return m;
  const list = words[1]!.trim().split(/\s+/);
  // "Zimbabwe ACHIEVEMENTS Certificate": a country or a heading is no qualifier.
  const notQualifier = (w: string) =>
    NOT_QUALIFIER.test(w) ||
    SCHOOL_MARKERS.test(w) ||
    COUNTRIES[w.toLowerCase()] !== undefined ||
    /^\p{Lu}{4,}$/u.test(w);
  while (list.length && notQualifier(list[0]!)) list.shift();
  if (list.some(notQualifier)) return m;
  if (!list.length) return m;
  const added = list.join(" ");
  const at = before.lastIndexOf(added);
  if (at < 0 || before.slice(at + added.length).trim()) return m;
  return { ...m, index: at, length: m.index + m.length - at };
}

/**
 * Whether a text names a school outside the words of its degree: "High School Diploma : 2010"
 * names none, "High School Diploma Lakeside High School" does.
 * @example namesSchool("High School Diploma : 2010") // false
 */
function namesSchool(text: string): boolean {
  const degree = findDegree(text);
  const rest = degree
    ? `${text.slice(0, degree.index)} ${text.slice(degree.index + degree.length)}`
    : text;
  return hasSchoolName(rest);
}

/**
 * A school's word written as part of a name ("Lakeside College", "LAKESIDE COLLEGE"), not in
 * prose ("continuing school next semester").
 * @example hasSchoolName("Continuing school next semester") // false
 */
function hasSchoolName(text: string): boolean {
  const all = new RegExp(SCHOOL_MARKERS.source, "gi");
  return [...text.matchAll(all)].some((m) => /^\p{Lu}/u.test(m[0]));
}

function isEducationHeaderLine(line: Line): boolean {
  const degree = findDegree(line.text) !== null;
  if (!degree && HONOUR.test(line.text)) return false;
  return degree || SCHOOL_MARKERS.test(line.text) || isEntryHeaderLine(line);
}

const POST_SECONDARY = /\b(?:university|college|polytechnic|universidad|université)\b/i;

function startsNewEducationEntry(current: Line[], line: Line): boolean {
  const has = (test: (l: Line) => boolean) => current.some(test);
  const degree = (l: Line) => findDegree(l.text) !== null;
  const school = (l: Line) => namesSchool(l.text);
  const dated = (l: Line) => hasDateRange(l.text);
  if (degree(line) && has(degree)) return true;
  if (school(line) && has(school)) return true;
  // "High School Diploma" then "Lakeside University": a university is not where a high-school
  // diploma was earned, so its line starts the next entry.
  const highSchool = (l: Line) => findDegree(l.text)?.rule.level === "high-school";
  const postSecondary = (l: Line) => !highSchool(l) && POST_SECONDARY.test(l.text);
  if (has(highSchool) && !degree(line) && POST_SECONDARY.test(line.text)) return true;
  if (highSchool(line) && has(postSecondary)) return true;
  return dated(line) && has(dated);
}

const AREA_STOP =
  /\s(?:City|State)\b(?=\s*(?:,|$|\s\p{Lu}))|\s+[-–—|]\s+|[,;]|\(|\bwith\b|\s(?:from|at)\s+(?=\p{Lu})|\bminor\b|\bconcentration\b|\b(?:c?gpa|grade)\b|\bhonou?rs\b|\bcum laude\b|\bclass of\b|\d\.\d/iu;

const STATUS_WORDS =
  /^(?:current(?:ly)?|student|expected|anticipated|pursuing|in progress|graduated|completed|attended|enrolled)\b/i;

/** A field in brackets right after a degree: "(Architecture)", "(Finance and Banking)". */
const FIELD_IN_BRACKETS = /^\s*\((\p{Lu}\p{Ll}{2,}(?:[ \t]+(?:and|&|of|in|\p{Lu}\p{Ll}+)){0,4})\)/u;
/** An honours class or a grade in brackets, no field: "(Honours)", "(First Class)". */
const DEGREE_CLASS =
  /^(?:hons?|honou?rs|distinction|merit|first|second|upper|lower|ordinary|general|pass|summa|magna|cum|with|part|full|online|evening|accelerated)\b/i;

/** The field of study written right after a degree: "in Computer Science - 3.8 GPA" -> "Computer Science". */
function areaAfter(f: Fragment, from: number): Fragment | null {
  let rest = f.text.slice(from);
  let offset = from;
  // "Master of Engineering (Architecture)", "Bachelor of Commerce (Accounting)": the field in
  // brackets; not an honours class or the degree's initials ("(Hons)", "(BSN)").
  const bracketed = FIELD_IN_BRACKETS.exec(rest);
  if (
    bracketed &&
    !DEGREE_CLASS.test(bracketed[1]!) &&
    !SCHOOL_MARKERS.test(bracketed[1]!) &&
    !findDegree(bracketed[1]!)
  ) {
    const start = f.start + from + bracketed[0].indexOf(bracketed[1]!);
    return { text: bracketed[1]!, start, end: start + bracketed[1]!.length };
  }
  const lead =
    /^\s*(?:\((?:hons?\.?|honou?rs|[^)]{0,12})\)\s*)?(?:(?:degree\s+|coursework\s+|courses\s+|major\s+)?(?:in|of|en|em|:|-|–|,)\s+|,?\s*)/i.exec(
      rest,
    );
  if (lead) {
    rest = rest.slice(lead[0].length);
    offset += lead[0].length;
  }
  const stop = AREA_STOP.exec(rest);
  let text = stop ? rest.slice(0, stop.index) : rest;
  // "Leadership Colorado State University-Global": the school's "State" stopped the field after
  // the place that opens the school's name; the field ends where that name begins.
  const clause = /^[^,;|(]*/.exec(rest)![0];
  if (!SCHOOL_MARKERS.test(text) && SCHOOL_MARKERS.test(clause)) {
    const field = splitFieldFromSchool({ text: clause, start: 0, end: clause.length })?.area;
    if (field?.start === 0 && field.end < text.trimEnd().length) text = field.text;
  }
  // A sentence's full stop is not part of the field: "Computer Science." -> "Computer Science".
  const bare = /(?<!\b\p{Lu}|\.\p{L})\.\s*$/u.test(text) ? text.replace(/\.\s*$/, "") : text;
  const area = trimFragment({
    text: bare,
    start: f.start + offset,
    end: f.start + offset + bare.length,
  });
  if (!area.text || !/\p{L}{2}/u.test(area.text) || SCHOOL_MARKERS.test(area.text)) return null;
  if (findDegree(area.text) || area.text.split(/\s+/).length > 8) return null;
  // "Current Student", "Expected in", "Graduated": a status, not a field.
  if (STATUS_WORDS.test(area.text)) return null;
  return area;
}

/** A fragment that is only a grade ("GPA: 3.8/4.0", "3.8"). */
function isGradeText(text: string): boolean {
  const rest = text.replace(GPA, "").replace(/[^\p{L}]/gu, "");
  return (
    (GPA.test(text) && rest.length < 3) ||
    /^\d(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?$/.test(text.trim())
  );
}

const FIELD_JOINERS = new Set(["and", "&", "of", "in", "with", "/"]);

/**
 * Splits a field of study off a school's name written right after or before it: "Marine Biology
 * Harwick Bay University" -> area "Marine Biology", school "Harwick Bay University"; "Danforth
 * University Computer Information Systems" -> school "Danforth University". A name that starts
 * with a field word ("Art Institute of Chicago", "Technical University of Munich") stays whole.
 */
function splitFieldFromSchool(f: Fragment): { school: Fragment; area?: Fragment } | null {
  const words = [...f.text.matchAll(/[^\s/]+|\//g)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase().replace(/[,:;.]+$/, ""),
    start: m.index!,
    end: m.index! + m[0].length,
  }));
  const isField = (w: (typeof words)[number]) => FIELD_WORDS.has(w.lower);
  const piece = (from: number, to: number): Fragment => ({
    text: f.text.slice(words[from]!.start, words[to]!.end),
    start: f.start + words[from]!.start,
    end: f.start + words[to]!.end,
  });
  // Leading field words, ending on a field word.
  let lead = 0;
  let lastField = -1;
  while (
    lead < words.length &&
    (isField(words[lead]!) || (lead > 0 && FIELD_JOINERS.has(words[lead]!.lower)))
  ) {
    if (isField(words[lead]!)) lastField = lead;
    lead++;
  }
  let schoolFrom = 0;
  let area: Fragment | undefined;
  if (lastField >= 0) {
    const rest = f.text.slice(words[lastField + 1]?.start ?? f.text.length);
    const startsWithMarker = /^(?:university|college|institute|school|academy|polytechnic)\b/i.test(
      rest,
    );
    const universityOf = /^University of\s+\p{Lu}/u.test(rest) && lastField >= 1;
    if (
      lastField + 1 < words.length &&
      /^\p{Lu}/u.test(rest) &&
      SCHOOL_MARKERS.test(rest) &&
      (!startsWithMarker || universityOf)
    ) {
      schoolFrom = lastField + 1;
      area = piece(0, lastField);
    }
  }
  // Trailing field words after the school's marker word ("… University Computer Information Systems").
  let schoolTo = words.length - 1;
  const markerAt = words.findIndex(
    (w, i) => i >= schoolFrom && /^(?:university|college|institute|school|academy)$/.test(w.lower),
  );
  if (markerAt >= 0 && markerAt < words.length - 1) {
    const tail = words.slice(markerAt + 1);
    if (
      !FIELD_JOINERS.has(tail[0]!.lower) &&
      tail.every((w) => isField(w) || FIELD_JOINERS.has(w.lower))
    ) {
      schoolTo = markerAt;
      area ??= piece(markerAt + 1, words.length - 1);
    }
  }
  if (schoolFrom === 0 && schoolTo === words.length - 1) return null;
  return { school: piece(schoolFrom, schoolTo), area };
}

/**
 * "English English", "Healthcare Administration Management Healthcare Administration": a template's
 * major and concentration slots filled with the same words. The field is written once.
 */
function withoutRepeatedTail(f: Fragment): Fragment {
  const words = [...f.text.matchAll(/\S+/g)];
  const n = words.length;
  for (let p = Math.ceil(n / 2); p < n; p++) {
    const same = words.slice(p).every((w, i) => w[0].toLowerCase() === words[i]![0].toLowerCase());
    if (same) {
      const end = words[p - 1]!.index! + words[p - 1]![0].length;
      return { ...f, text: f.text.slice(0, end), end: f.start + end };
    }
  }
  return f;
}

/**
 * Where a school's name ends when prose, a grade or a degree follows it on the line: "Collin
 * College Full time student taking my basic courses." -> "Collin College"; "Centennial High
 * School GPA: 3.98" -> "Centennial High School". "… College of Jacksonville" keeps its "of" part.
 */
function schoolNameLength(name: string): number {
  const marker =
    /\b(?:University|College|Institute|School|Academy|Polytechnic|Seminary|Conservatory)\b/u.exec(
      name,
    );
  if (!marker) return name.length;
  const markerEnd = marker.index + marker[0].length;
  const keep =
    /^(?:,?\s+(?:of|at|for)\s+(?:the\s+)?(?!GPA\b)\p{Lu}[\p{L}.'’&-]*(?:\s+(?:and\s+|&\s+)?(?!GPA\b)\p{Lu}[\p{L}.'’&-]*)*)?/u.exec(
      name.slice(markerEnd),
    )![0];
  const tail = name.slice(markerEnd + keep.length);
  if (
    /\bc?gpa\b/i.test(tail) ||
    /\b\p{Ll}{2,}\s+\p{Ll}{2,}\s+\p{Ll}{2,}\b/u.test(tail) ||
    findDegree(tail) !== null
  )
    return markerEnd + keep.length;
  return name.length;
}

const CAP_WORD = "(?!GPA\\b|City\\b|State\\b)\\p{Lu}[\\p{L}.'’&-]*";
const LEAD_WORD = "\\p{Lu}[\\p{L}.'’&-]*";
const SCHOOL_LEAD = new RegExp(`(?:(?:${LEAD_WORD}|of|the|and|&)\\s+)*$`, "u");
const SCHOOL_WORD = /\b(?:University|College|Institute|School|Academy|Polytechnic|Seminary)\b/u;
const SCHOOL_TAIL = new RegExp(
  `^(?:,?\\s+(?:of|at|for|in)\\s+(?:the\\s+)?${CAP_WORD}(?:\\s+(?:and\\s+|&\\s+)?${CAP_WORD})*)*`,
  "u",
);

/**
 * Where a school's own name sits in a run of words: the capitalised words before its marker word
 * that are not a field of study, the marker, and its "of …"/"at …" part without the fields or the
 * template's "City , State" written after it. "Public Relations University of Texas at Austin
 * Public Relations" -> "University of Texas at Austin"; "Slippery Rock University" stays whole.
 */
function schoolNameIn(
  text: string,
  /** After "Degree :" the words before the school are the field, even one. */
  afterDegree = false,
): { index: number; length: number } | null {
  const m = SCHOOL_WORD.exec(text);
  if (!m) return null;
  const lead = SCHOOL_LEAD.exec(text.slice(0, m.index))![0];
  const leadWords = [...lead.matchAll(/\S+/g)];
  let first = 0;
  while (
    first < leadWords.length &&
    (FIELD_WORDS.has(leadWords[first]![0].toLowerCase()) ||
      /^(?:of|the|and|&)$/i.test(leadWords[first]![0]))
  )
    first++;
  // "Divinity The Ohio State University": the article opens the school's name.
  if (first > 0 && first < leadWords.length && /^The$/.test(leadWords[first - 1]![0])) first--;
  // "Art Institute of Chicago": one field word right before the marker names the school.
  if (!afterDegree && first === leadWords.length && first < 2) first = 0;
  const start =
    first < leadWords.length ? m.index - lead.length + leadWords[first]!.index! : m.index;
  let end = m.index + m[0].length;
  const tail = SCHOOL_TAIL.exec(text.slice(end))![0];
  // Fields written after the name ("… at Austin Public Relations") are not part of it.
  const tailWords = [...tail.matchAll(/\S+/g)];
  let last = tailWords.length;
  // "University of Health Sciences", "of Science and Technology": fields are the name after "of".
  const ofAt = tailWords.findLastIndex((w) => /^(?:of|for)$/i.test(w[0]));
  const namedForFields =
    ofAt >= 0 &&
    ofAt < tailWords.length - 1 &&
    tailWords
      .slice(ofAt + 1)
      .every((w) => FIELD_WORDS.has(w[0].toLowerCase()) || /^(?:and|&)$/i.test(w[0]));
  while (
    !namedForFields &&
    last > 0 &&
    FIELD_WORDS.has(tailWords[last - 1]![0].toLowerCase()) &&
    !/^(?:of|at|for|in|the)$/i.test(tailWords[last - 2]?.[0] ?? "of")
  )
    last--;
  if (last > 0) end += tailWords[last - 1]!.index! + tailWords[last - 1]![0].length;
  return { index: start, length: end - start };
}

/**
 * Whether a fragment beside a degree, with no school word, may still be the school's name ("QAU",
 * "Kaplan"): not an honour, a membership, a labelled line or a sentence.
 * @example mayNameSchool("Kaplan") // true; mayNameSchool("3-time Dean's List") // false
 */
function mayNameSchool(text: string): boolean {
  return (
    !HONOUR.test(text) &&
    !/^(?:(?:graduated|attended|completed)\s+)?(?:yes|no)\b|\bcum\s*laude\b/i.test(text) &&
    !/\b(?:member|president|chair|thesis|emphasis|majoring|minor|honou?rs)\b/i.test(text) &&
    !/^\p{L}[\p{L} /]{0,24}:/u.test(text) &&
    !/\p{Ll}{2,}\s+\p{Ll}{2,}\s+\p{Ll}{2,}/u.test(text) &&
    !/(?:^|\s)\p{Ll}{2,}\b.*\.\s*$/u.test(text) &&
    /^[\p{Lu}\d]/u.test(text)
  );
}

function parseEducationEntry(input: string, entry: Entry): Parsed<EducationEntry> | null {
  const fields = extractHeaderFields(input, entry.header, "last");
  const spans: Record<string, SourceSpan> = {};
  const value: EducationEntry = {};
  const fragments = fields.fragments.filter((f) => !isGradeText(f.text));
  const used = new Set<Fragment>();
  type LineFragment = (typeof fragments)[number];

  // The degree written first ("Master of Science : Nursing/Master of Business Administration"
  // is a Master of Science), the longest form where two start at one place.
  let degree: { match: DegreeMatch; fragment: LineFragment } | null = null;
  for (const f of fragments) {
    const m = findFirstDegree(f.text) ?? degreeBeforeColon(input, f);
    // A fragment cut from its line: "MS U.S. Navy" of "Forces - Gulfport, MS U.S. Navy".
    if (m && isPlacesStateCode(input, f.start + m.index, m.length)) continue;
    // "BE" of "Driving licence B, BE": a licence's category.
    if (m && isLicenceCategory(input, f.start + m.index)) continue;
    if (m) {
      degree = { match: m, fragment: f };
      break;
    }
  }
  // A school named apart from the degree, else a degree that names its school ("High School").
  let institution =
    fragments.find((f) => hasSchoolName(f.text) && f !== degree?.fragment) ??
    fragments.find(
      (f) =>
        hasSchoolName(f.text) &&
        !(
          degree &&
          f === degree.fragment &&
          (degree.match.rule.level !== "high-school" || !namesSchool(f.text))
        ),
    );
  // "Bachelor of Journalism: Broadcast University of Texas · City": the field and the school
  // share the degree's fragment.
  let schoolInDegree: Fragment | undefined;
  if (degree && !institution && degree.match.rule.level !== "high-school") {
    const { fragment, match } = degree;
    const from = match.index + match.length;
    const found = schoolNameIn(fragment.text.slice(from), true);
    if (found && found.index > 0) {
      const start = fragment.start + from + found.index;
      schoolInDegree = {
        text: input.slice(start, start + found.length),
        start,
        end: start + found.length,
      };
      institution = { ...fragment, ...schoolInDegree };
    }
  }
  // "Marine Biology Harwick Bay University": a field of study glued to the school's name.
  let gluedArea: Fragment | undefined;
  if (institution && institution !== degree?.fragment && !schoolInDegree) {
    const split = splitFieldFromSchool(institution);
    if (split) {
      gluedArea = split.area;
      institution = { ...institution, ...split.school };
    }
  }
  if (degree) {
    const { match, fragment } = degree;
    // The degree as written ("B.Sc." stays "B.Sc."); the rule gives its level.
    spans.studyType = makeSpan(
      input,
      fragment.start + match.index,
      fragment.start + match.index + match.length,
    );
    value.studyType = spans.studyType.text;
    value.level = match.rule.level;
    // "Diploma, Maharashtra State Board": a board's certificate is secondary schooling.
    if (match.rule.level === "diploma" && entry.header.some((l) => SCHOOL_BOARD.test(l.text)))
      value.level = "high-school";
    used.add(fragment);
    const degreeText = schoolInDegree
      ? {
          ...fragment,
          text: input.slice(fragment.start, schoolInDegree.start),
          end: schoolInDegree.start,
        }
      : fragment;
    let area = areaAfter(degreeText, match.index + match.length);
    if (!area) {
      const next = fragments[fragments.indexOf(fragment) + 1];
      if (next && next !== institution && !findDegree(next.text) && next.line === fragment.line) {
        const candidate = areaAfter(next, 0);
        if (candidate && (candidate.text === next.text || candidate.start === next.start))
          area = candidate;
      }
    }
    if (!area) {
      // "Commercial Lending : Advanced Lending Certificate": the field is written before the colon.
      const prev = fragments[fragments.indexOf(fragment) - 1];
      if (
        prev &&
        prev.line === fragment.line &&
        /^\s*:\s*$/.test(input.slice(prev.end, fragment.start)) &&
        !used.has(prev) &&
        prev !== institution &&
        !SCHOOL_MARKERS.test(prev.text) &&
        !/\d/.test(prev.text) &&
        /\p{L}{3}/u.test(prev.text)
      )
        area = prev;
    }
    if (!area && institution && institution !== fragment) {
      // "Associate of Science : Lakeside College - Psychology City , State": the field follows
      // the school after a dash.
      const after = fragments[fragments.indexOf(institution) + 1];
      if (
        after &&
        after.line === institution.line &&
        /^\s*[-–]\s*$/.test(input.slice(institution.end, after.start)) &&
        !used.has(after) &&
        !findDegree(after.text)
      ) {
        const candidate = areaAfter(after, 0);
        const words = candidate?.text.toLowerCase().split(/[\s/&,]+/) ?? [];
        if (candidate?.text === after.text && words.some((w) => FIELD_WORDS.has(w)))
          area = candidate;
      }
    }
    if (!area && match.index > 0) {
      const before = trimFragment({
        text: fragment.text.slice(0, match.index),
        start: fragment.start,
        end: fragment.start + match.index,
      });
      if (before.text && !SCHOOL_MARKERS.test(before.text) && /\p{L}{3}/u.test(before.text))
        area = before;
    }
    if (!area && / in /.test(match.rule.name)) {
      // "BSN": the field is part of the degree's name.
      value.area = match.rule.name.split(" in ").pop();
      spans.area = spans.studyType!;
    }
    area ??= gluedArea ?? null;
    if (area) area = withoutRepeatedTail(area);
    if (area) {
      value.area = area.text;
      spans.area = makeSpan(input, area.start, area.end);
      for (const f of fragments) if (f.start === area.start && f.end === area.end) used.add(f);
      // "Associate Degree in Automotive Technology from Lincoln Tech": the school follows.
      const from = /^\s+(?:from|at)\s+(\p{Lu}[^,;|(]*)/u.exec(input.slice(area.end, fragment.end));
      if (from && (!institution || institution === fragment)) {
        const start = area.end + from[0].length - from[1]!.length;
        institution = {
          ...fragment,
          ...trimFragment({ text: from[1]!, start, end: start + from[1]!.length }),
        };
      }
    }
  }
  // "Marketing Augusta State University" with no degree: the field is still the field.
  if (!degree && gluedArea) {
    value.area = gluedArea.text;
    spans.area = makeSpan(input, gluedArea.start, gluedArea.end);
  }
  if (!institution)
    institution = fragments.find(
      (f) =>
        !used.has(f) && f !== degree?.fragment && /\p{Lu}/u.test(f.text) && mayNameSchool(f.text),
    );
  if (institution) {
    // "University of California, Berkeley": the campus after the comma is part of the name.
    let end = institution.end;
    const next = fragments[fragments.indexOf(institution) + 1];
    if (
      next &&
      /^university of\b/i.test(institution.text) &&
      next.line === institution.line &&
      /^,\s*$/.test(input.slice(institution.end, next.start)) &&
      /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?$/u.test(next.text) &&
      !used.has(next)
    ) {
      end = next.end;
    }
    // "BCIS degree Eastbrook College", "High School Diploma ELMWOOD COMMUNITY HIGH SCHOOL": no
    // school's name holds the word that ends a qualification; the name starts after it.
    let start = institution.start;
    // "Graduated UNM", "Attended Lakeside College": a status word before the school's name.
    const status = /^(?:graduated|attended|completed)\s+(?:from\s+|at\s+)?(?=\p{Lu})/iu.exec(
      institution.text,
    );
    if (status) start += status[0].length;
    const qualification = /^.*\b(?:degree|diploma)\s+(?=\p{Lu})/iu.exec(institution.text);
    if (qualification && SCHOOL_MARKERS.test(institution.text.slice(qualification[0].length)))
      start += qualification[0].length;
    // "University of Pune India Marketing": a country and the fields written after the name are
    // not part of it ("National University of Singapore" keeps its country after "of").
    const name = input.slice(start, end);
    for (const word of name.matchAll(/\s(\p{Lu}[\p{L}.]+)(?=((?:\s+(?:\p{L}+|&))*)$)/gu)) {
      const after = word[2]!.split(/\s+/).filter(Boolean);
      const before = name.slice(0, word.index);
      if (
        COUNTRIES[word[1]!.toLowerCase()] &&
        after.every(
          (w) => FIELD_WORDS.has(w.toLowerCase()) || FIELD_JOINERS.has(w.toLowerCase()),
        ) &&
        !/\b(?:of|de|del|do|da|di)$/i.test(before) &&
        SCHOOL_MARKERS.test(before)
      ) {
        end = start + word.index;
        break;
      }
    }
    end = start + schoolNameLength(input.slice(start, end));
    // "Television & Motion Pictures University of North Carolina": fields written around the
    // school's own name are not part of it.
    const own = schoolNameIn(input.slice(start, end));
    if (own && /\s/.test(input.slice(start + own.index, start + own.index + own.length))) {
      // Only fields and the template's "City , State" are cut after the name ("University of
      // California, Berkeley" keeps its campus).
      const cut = input.slice(start + own.index + own.length, end);
      const onlyFields = cut
        .split(/[\s,]+/)
        .filter(Boolean)
        .every(
          (w) =>
            FIELD_WORDS.has(w.toLowerCase()) ||
            FIELD_JOINERS.has(w.toLowerCase()) ||
            /^(?:city|state)$/i.test(w),
        );
      const from = start + own.index;
      if (onlyFields) end = from + own.length;
      start = from;
    }
    const span = makeSpan(input, start, end);
    const named = SCHOOL_MARKERS.test(span.text);
    // "Conduit Bending course": with no school named, a course is no institution.
    if (span.text && (named || !COURSE.test(span.text))) {
      value.institution = span.text;
      spans.institution = span;
    }
  }
  const date = fields.date;
  if (date?.start) {
    const span = makeSpan(input, date.start_, date.end_);
    if (date.isSingle) {
      value.endDate = toIsoDate(date.start);
      spans.endDate = span;
    } else {
      value.startDate = toIsoDate(date.start);
      spans.startDate = span;
      if (date.end) {
        value.endDate = toIsoDate(date.end);
        spans.endDate = span;
      }
    }
  }
  // The grade may sit in the header or in a line below it.
  const gradeSources: Array<{ text: string; start: number }> = [
    ...entry.header.map((l) => ({ text: l.text, start: l.start })),
    ...entry.body.map((b) => ({ text: input.slice(b.start, b.end), start: b.start })),
  ];
  for (const source of gradeSources) {
    const m = GPA.exec(source.text);
    if (!m) continue;
    const score = (m[1] ?? m[2])!.trim();
    const at = source.text.indexOf(score, m.index);
    value.score = score.replace(/\s+/g, "");
    spans.score = makeSpan(input, source.start + at, source.start + at + score.length);
    break;
  }
  if (!value.level && entry.header.some((l) => SCHOOL_BOARD.test(l.text)))
    value.level = "high-school";
  if (!value.institution && !value.studyType) return null;
  // "Enthusiasm", "Member of the Debate Society", "Thesis: …": a line spilled under Education
  // with no degree is an entry only when it names a school.
  if (
    !value.studyType &&
    !(hasSchoolName(value.institution ?? "") && mayNameSchool(value.institution ?? ""))
  )
    return null;
  // "Member, Institute of Chartered Accountants of Jamaica (ICAJ)": a body's member, no school's
  // student; the line is a membership, read by the credentials.
  if (!value.studyType && entry.header.some((l) => MEMBERSHIP_LINE.test(l.text))) return null;
  // "Vision Airlines Maintenance Indoctrination Course Training Certificate": a training's
  // certificate with no school is a course taken, not an education entry.
  if (
    !value.institution &&
    degree?.match.rule.name === "Certificate" &&
    entry.header.some((l) => COURSE.test(l.text))
  )
    return null;
  return { value, spans };
}

/** A line that opens with a membership: "Member, …", "Fellow of …", "Membership: …". */
const MEMBERSHIP_LINE = /^[\W\d]*(?:member(?:ship)?|fellow|associate[ \t]+member)\b/i;

/**
 * Parses an education section's lines into entries.
 * @example parseEducation(input, lines)[0].value // { institution: "MIT", studyType: "Master of Science", area: "Computer Science", endDate: "2016" }
 */
export function parseEducation(
  input: string,
  lines: Line[],
  wrapWidth?: number,
): Parsed<EducationEntry>[] {
  const entries = groupEntries(lines, {
    isHeaderLine: isEducationHeaderLine,
    startsEntry: startsNewEducationEntry,
    // "- Bachelor's Degree in Biology (State University)": a listed degree is an entry.
    isListEntry: (line) => findDegree(line.text) !== null,
    listItemJoinsHeader: (header) => !header.some((l) => findDegree(l.text)),
    wrapWidth,
  });
  const out: Parsed<EducationEntry>[] = [];
  for (const entry of entries) {
    const parsed = parseEducationEntry(input, entry);
    if (parsed) out.push(parsed);
  }
  return out;
}
