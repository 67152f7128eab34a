/**
 * Fields of study: the ones a posting names for its degree ("Bachelor's degree in Accounting,
 * Finance or a related field") and the ones a resume's degrees are in, compared by their own words.
 *
 * A degree of the right level in another field is not the degree asked for: a bachelor's in
 * Graphic Design does not meet "BSN required". Where the resume's field cannot be read, nothing is
 * claimed either way.
 */
import { stem } from "../skills/text.ts";
import { findDegree } from "../structure/education.ts";
import { FIELD_WORDS, SCHOOL_MARKERS } from "../structure/vocabulary.ts";
import type {
  DegreeFields,
  EducationEntry,
  EducationLevel,
  ParsedResume,
  SourceSpan,
} from "../types.ts";
import { isEducationSought } from "./education.ts";

/**
 * The field a degree's own name carries: "Bachelor of Science in Nursing" (BSN) -> "Nursing",
 * "Master of Business Administration" -> "Business Administration", "Juris Doctor" -> "Law";
 * undefined for names of any field ("Bachelor of Science", "Doctor of Philosophy").
 */
export function fieldOfDegreeName(name: string): string | undefined {
  if (/^juris doctor$|\blaws$/i.test(name)) return "Law";
  const field = / (?:in|of) /.test(name) ? name.split(/ (?:in|of) /).at(-1) : undefined;
  if (!field || /^(?:science|arts|applied science|philosophy|technology)$/i.test(field))
    return undefined;
  return field;
}

/** Words of a field's name that name no field alone: "Computer Science", "Construction Management". */
const GENERIC =
  /^(?:science|sciences|arts?|studies|study|general|applied|administration|management|technology|degree|degrees|major|program|programme|concentration|emphasis)$/i;
const FILLER = /^(?:a|an|the|any|of|in|and|or|&|with|focus|on)$/i;

/** The words that make a field itself: `keyWords("Computer Science")` -> ["comput"]. */
function keyWords(field: string): string[] {
  const words = field
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !FILLER.test(w));
  const own = words.filter((w) => !GENERIC.test(w));
  return (own.length ? own : words).map(stem);
}

/** Two stems of one word: equal, or one the start of the other ("financ"/"financi"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short);
}

/** Whether a field named by the posting is the field written in the resume. */
function fieldIn(field: string, resumeWords: string[]): boolean {
  const wanted = keyWords(field);
  return wanted.length > 0 && wanted.every((w) => resumeWords.some((r) => sameWord(w, r)));
}

/** Where the list of fields stops: "… or related field required", "… with 3 years …". */
const LIST_END =
  /[.;:()•\n]|\s+(?:required|preferred|minimum|mandatory|a\s+must|is|are|with|from|plus|including|such|at|who|that|which|by|to|for|desired|strongly|highly|ideally|or\s+(?:equivalent|higher|above|a\s+combination|an?\s+equivalent|comparable|commensurate)|and\s+(?:\d|at\s+least|a\s+minimum|experience|knowledge|one|two|three|four|five))\b|,\s*(?:or\s+)?(?:equivalent|with|plus|required|preferred)\b/i;
const RELATED =
  /\b(?:related|relevant|similar|equivalent|comparable|other|appropriate|applicable)\b/i;

/** Right after a degree's name: "(BSN) or related field", ", or an equivalent discipline". */
const RELATED_AFTER =
  /^\)?\s*,?\s*(?:or|and\/or)\s+(?:an?\s+|other\s+)?(?:related|relevant|equivalent|similar|comparable)\b/i;

/**
 * The fields a posting names right after a degree it asks for.
 * @example postingFields("Bachelor's degree in Accounting, Finance or related field required", 0, 9)
 * // { names: ["Accounting", "Finance"], orRelated: true, span: … }
 */
export function postingFields(text: string, start: number, end: number): DegreeFields | undefined {
  const names: string[] = [];
  const own = fieldOfDegreeName(findDegree(text.slice(start, end))?.rule.name ?? "");
  if (own) names.push(own);
  // "'s degree (BS/BA) in", "of Science in", "Degree in", "'s or Master's degree in".
  const lead =
    /^(?:['’]?s)?(?:\s+(?:or|and\/or|\/)\s+(?:bachelor|master|associate|doctoral)['’]?s?)?(?:\s+degree)?(?:\s*\([^)\n]{1,15}\))?(?:\s+of\s+(?:science|arts|applied\s+science))?(?:\s+degree)?\s+(?:in|of)\s+/i.exec(
      text.slice(end, end + 60),
    );
  let orRelated = false;
  let listSpan: SourceSpan | undefined;
  if (lead) {
    let from = end + lead[0].length;
    // "Bachelor of Science (Pharmacy)": the field in brackets after a degree of any field.
    const anyField = /^(?:science|arts|applied\s+science)\s*\((?=\p{Lu}[^()\d]{2,40}\))/iu.exec(
      text.slice(from, from + 60),
    );
    if (anyField) from += anyField[0].length;
    const rest = text.slice(from, from + 160);
    const stop = LIST_END.exec(rest);
    const list = rest.slice(0, stop ? stop.index : rest.length).trimEnd();
    const items = list
      .split(/\s*(?:,|\/|&|\band\/or\b|\bor\b|\band\b)\s*/i)
      .map((item) => item.replace(/^(?:a|an|the|any)\s+/i, "").trim())
      .filter(Boolean);
    const fields = items.filter((item) => {
      if (RELATED.test(item)) {
        orRelated = true;
        return false;
      }
      return true;
    });
    // A field's name is a few capitalised words or known field words; anything longer is prose
    // ("in a fast-paced environment"), and then no field is read at all.
    const fieldLike = (item: string) =>
      item.split(/\s+/).length <= 4 && /^[A-Za-z][A-Za-z' -]*$/.test(item) && /[A-Z]/.test(item);
    if (fields.length && fields.every(fieldLike)) {
      names.push(...fields.map((f) => f.replace(/\s+degree$/i, "")));
      listSpan = { start: from, end: from + list.length, text: list };
    }
  }
  // "Bachelors of Science in Nursing (BSN) or related field": the degree's own field, or related.
  if (!lead && RELATED_AFTER.test(text.slice(end, end + 40))) orRelated = true;
  if (!names.length) return undefined;
  return {
    names: [...new Set(names)],
    orRelated,
    span: listSpan ?? { start, end, text: text.slice(start, end) },
  };
}

/**
 * One education entry's level and field: as written (`area`), and the one its degree's name
 * carries (`own`). `entryFields({ studyType: "BSN" })` -> { level: "bachelor", own: "Nursing" }.
 */
export function entryFields(e: EducationEntry): {
  level?: EducationEntry["level"];
  area?: string;
  own?: string;
} {
  const degree = findDegree(`${e.studyType ?? ""} ${e.area ?? ""}`);
  return {
    level: e.level ?? degree?.rule.level,
    area: e.area?.trim() || undefined,
    own: degree ? fieldOfDegreeName(degree.rule.name) : undefined,
  };
}

/** One degree the resume holds, with the words of its field when they can be read. */
interface HeldDegree {
  level: EducationLevel;
  /** The field as written: "Graphic Design", "Nursing" (from "BSN"). */
  field?: string;
  words: string[];
  span?: SourceSpan;
}

/** The resume's completed degrees of a level `atLeast` accepts, from its education entries. */
function heldDegrees(
  resume: ParsedResume,
  text: string,
  atLeast: (level: EducationLevel) => boolean,
): HeldDegree[] {
  const out: HeldDegree[] = [];
  resume.education.forEach((e, i) => {
    const { level, area, own } = entryFields(e);
    if (!level || level === "diploma" || !atLeast(level)) return;
    const span =
      resume.meta.sources[`/education/${i}/area`] ??
      resume.meta.sources[`/education/${i}/studyType`];
    if (isEducationSought(resume, text, i)) return;
    // "Bachelor of Education (Primary)": a bracket that names no field leaves the degree's own.
    const field = area && (looksLikeField(area) || !own) ? area : (own ?? area);
    // "Bachelor of Medical Radiation Science (Nuclear Medicine)": the degree's name as written
    // holds a field too, whatever its bracket says.
    const written = /^(?:bachelor|master|doctor)\b/i.test(e.studyType ?? "")
      ? fieldOfDegreeName(e.studyType!.trim())
      : undefined;
    const words = `${area ?? ""} ${own ?? ""} ${written ?? ""}`
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .map(stem);
    out.push({ level, field, words, span });
  });
  return out;
}

/** A field of study as read: a few words, one of them a field's, no school or figure. */
function looksLikeField(field: string | undefined): boolean {
  if (!field || /\d/.test(field) || SCHOOL_MARKERS.test(field)) return false;
  const words = field
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.length <= 6 && words.some((w) => FIELD_WORDS.has(w));
}

export type FieldReading =
  | { kind: "match" | "other"; field: string; level: EducationLevel; span?: SourceSpan }
  | { kind: "unread" };

/**
 * The resume's completed degrees of the asked level or higher against the posting's fields: one in
 * a named field is a match; when every such degree states its field and none is named, "other";
 * a degree whose field the resume does not state leaves the question unread.
 */
export function compareFields(
  resume: ParsedResume,
  text: string,
  fields: DegreeFields,
  atLeast: (level: EducationLevel) => boolean,
): FieldReading {
  const held = heldDegrees(resume, text, atLeast);
  for (const d of held) {
    if (d.field && fields.names.some((name) => fieldIn(name, d.words)))
      return { kind: "match", field: d.field, level: d.level, span: d.span };
  }
  // "Other" is said only of fields read for sure: words of fields of study, no school's name
  // ("Ohio State University" read as the field claims nothing).
  const first = held[0];
  if (!first || held.some((d) => !looksLikeField(d.field))) return { kind: "unread" };
  return { kind: "other", field: first.field!, level: first.level, span: first.span };
}
