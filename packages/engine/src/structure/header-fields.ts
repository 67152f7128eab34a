/**
 * Taking an entry's header lines apart: dates, location, and the remaining fragments
 * ("Senior Engineer", "Acme Inc.") with scores for "is a job title" and "is an organisation".
 */

import { type FoundLocation, parseLocation } from "./contact.ts";
import { type DateRange, findDateRanges } from "./dates.ts";
import {
  type Fragment,
  type Line,
  maskListMarkup,
  splitFragment,
  trimFragment,
} from "./text-lines.ts";
import {
  COMPANY_MARKERS,
  isMisspeltRoleNoun,
  isRoleNoun,
  KNOWN_COMPANIES,
  ROLE_MODIFIERS,
  ROLE_NOUNS,
  SCHOOL_MARKERS,
} from "./vocabulary.ts";

export interface HeaderFields {
  fragments: Array<Fragment & { line: number }>;
  date: (DateRange & { start_: number; end_: number }) | null;
  location: FoundLocation | null;
  /** Fragments given by a label ("Company: Acme", "Title: Engineer"). */
  labelled: { title?: Fragment; company?: Fragment };
  /** Lines (0-based) holding a template's employer placeholder ("Company Name"): their employer slot is taken. */
  employerPlaceholderLines: Set<number>;
}

const LEGAL_SUFFIX =
  /^(?:inc|inc\.|incorporated|llc|l\.l\.c\.|llp|lp|ltd|ltd\.|limited|plc|gmbh|ag|s\.?a\.?|bv|b\.v\.|co\.?|corp\.?|corporation|pty\.? ltd\.?|pvt\.? ltd\.?|p\.?c\.?)$/i;
const EMPLOYMENT_TYPES =
  /^(?:full[- ]?time|part[- ]?time|contract(?:or)?|temporary|temp|permanent|freelance|self[- ]employed|seasonal|internship|apprenticeship|on[- ]?site|hybrid|remote|contract to hire|volunteer(?:ing)?|pro bono)$/i;
// U+FFFD stands where the reader lost a separator it could not decode ("Acme \uFFFD Austin, TX").
const PRIMARY_SEPARATOR =
  /\t|\s+[|•·\uFFFD]\s+|[|•·\uFFFD]|\s+[–—]\s+|\s+-\s+|\s{3,}|\s*\/\/\s*|\s+[:：]\s+/;
const CONTACT = /@\S+\.\w|https?:\/\/|www\./i;
/** A phone number, labelled or not: "Tel 555 201 7788", "Ph: (555) 201-7788". */
const PHONE_FRAGMENT = /^(?:\p{L}{1,9}\.?\s*[:：.#-]?\s*)?\+?\(?\d[\d\s().-]{6,}\d$/u;
/** A product and its version, as environment lines list them: "Oracle 9i", "SQL Server 2008", "Java 1.8". */
const TOOL_VERSION =
  /^(?:[\p{L}][\p{L}.+#/-]*\s){1,2}(?:v?\d+(?:\.\d+)+|\d{1,2}[a-z]{1,2}|(?:19|20)\d{2}(?:\s?R2)?)$/u;

/** Template placeholders left in a résumé ("Company Name", "City , State"): no employer, no place. */
const PLACEHOLDER =
  /^(?:(?:company|employer|organi[sz]ation|business|client|school|university)\s+name|city|state|country|city\s*,\s*state(?:\s*,\s*country)?)$/i;

/** The same placeholders inside a line: "School Success Advocate Company Name City , State". */
export const EMPLOYER_PLACEHOLDER = /\b(?:company|employer|organi[sz]ation|business)\s+name\b/i;
const PLACEHOLDER_IN_LINE =
  /\b(?:company|employer|organi[sz]ation|business)\s+name\b|\bcity\s*,\s*state\b(?:\s*,\s*(?:country|us|usa|united states)\b)?/gi;

const PAST_VERB_FIRST =
  /^(?:\p{Lu}\p{Ll}+ed|Built|Led|Met|Won|Ran|Grew|Sold|Taught|Wrote|Oversaw|Drove|Made|Brought|Kept|Responsible|Worked|Working)\b/u;
const MINOR_WORD = /^(?:and|or|of|the|for|in|with|at|to|on|a|an|by|from|as|&)$/;

/**
 * A duty written as a sentence ("Met and maintained all state requirements", "Achieved 97%
 * capture rate"): a past-tense verb first and ordinary lower-case words after it. Titles and names
 * that start alike ("Certified Nursing Assistant", "United Airlines") are capitalised throughout.
 */
export function isDutySentence(text: string): boolean {
  if (!PAST_VERB_FIRST.test(text)) return false;
  const lower = text
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Ll}/u.test(w) && !MINOR_WORD.test(w));
  return lower.length >= 2 || /\d+%/.test(text);
}

/**
 * Whether a fragment can be a title, employer or school: not a phone number, a versioned tool, a
 * placeholder, a duty sentence or a piece of a sentence ("and", "recently Barcelona in").
 */
function isFactFragment(text: string, statedTitle = false): boolean {
  return (
    !PHONE_FRAGMENT.test(text) &&
    !(TOOL_VERSION.test(text) && /\d/.test(text)) &&
    !PLACEHOLDER.test(text.trim()) &&
    // "Current Company Name": an open end of dates written alone, no title.
    !/^(?:present|current|now|today|to date|ongoing)$/i.test(text.trim()) &&
    !isDutySentence(text) &&
    (statedTitle || !/^\p{Ll}+(?:\s|$)/u.test(text))
  );
}
const LABEL =
  /^(title|position|role|job title|job role|designation|company|company name|employer|organi[sz]ation|client)\s*[:：]\s*/i;

const EDUCATION_LABEL =
  /^\s*(?:school|university|college|institution|institute|degree|major|field(?: of study)?|course|qualification|program(?:me)?|specialization|graduation(?: year| date)?|passing year)\s*[:：]\s*/i;

/** A value short enough to be a title or a name: a few words, no sentence. */
export function isShortFieldValue(value: string): boolean {
  const v = value.trim();
  return v.split(/\s+/).length <= 10 && !/\p{Ll}[.!?]\s+\S/u.test(v);
}

/** A "key: value" line of an entry: "Company: Acme", "Duration: 2015 - 2018". */
export const FIELD_LABEL =
  /^(?:job\s+)?(title|position|role|designation|company(?:\s+name)?|employer|organi[sz]ation|client|duration|dates?|period|years?|term|tenure|timeline|location)\s*[:：]/i;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.'&-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ""))
    .filter(Boolean);
}

/**
 * "Brightwater Advisors", "Maple Grove Realtors": capitalised names ending in a plural role
 * noun, with no other role word, name a firm; a title names one person ("Advisor").
 */
function namesFirmByPlural(text: string, ws: string[]): boolean {
  if (ws.length < 2 || ws.length > 5) return false;
  const last = ws[ws.length - 1]!;
  if (!/s$/.test(last) || ROLE_NOUNS.has(last) || !isRoleNoun(last)) return false;
  if (ws.slice(0, -1).some((w) => isRoleNoun(w) || ROLE_MODIFIERS.has(w))) return false;
  return text
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w))
    .every((w) => /^[^\p{L}]*\p{Lu}/u.test(w) || /^(?:of|and|&|the)$/i.test(w));
}

/** How strongly a fragment reads as a job title. */
export function roleScore(text: string): number {
  const ws = words(text);
  if (namesFirmByPlural(text, ws)) return 0;
  let score = 0;
  ws.forEach((w, i) => {
    if (isRoleNoun(w) || isMisspeltRoleNoun(w)) score += i === ws.length - 1 ? 3 : 2;
    else if (ROLE_MODIFIERS.has(w)) score += 0.5;
    // "Software", "Medical", "Digital" name departments of roles as often as companies.
    if (COMPANY_MARKERS.has(w) && !ROLE_MODIFIERS.has(w)) score -= 2;
  });
  // "Salesforce Developer", "Oracle DBA": a product name before a role noun is still a title.
  const endsInRole = ws.length > 1 && isRoleNoun(ws[ws.length - 1]!);
  if (
    !endsInRole &&
    (KNOWN_COMPANIES.has(ws.join(" ")) || ws.some((w) => KNOWN_COMPANIES.has(w) && ws.length <= 2))
  )
    score -= 3;
  if (namesSchool(text, ws)) score -= 2;
  if (/^(?:i|ii|iii|iv|v|\d)$/.test(ws[ws.length - 1] ?? "")) score += 0.5;
  return score;
}

/**
 * Whether a fragment names a school: a school's word in it, unless the word only says where a
 * role works ("School Bus Driver", "University Professor", "College Intern"). "School of Nursing"
 * and "Lincoln High School" name schools.
 */
function namesSchool(text: string, ws: string[]): boolean {
  if (!SCHOOL_MARKERS.test(text)) return false;
  return ws.length < 2 || !isRoleNoun(ws[ws.length - 1]!) || /\bof\b/i.test(text);
}

/** How strongly a fragment reads as an organisation (employer, school). */
export function orgScore(text: string): number {
  const ws = words(text);
  if (namesFirmByPlural(text, ws)) return 2;
  let score = 0;
  ws.forEach((w, i) => {
    if (COMPANY_MARKERS.has(w))
      score += ROLE_MODIFIERS.has(w) ? 0.5 : i === 0 && ws.length > 1 ? 1 : 2;
    if (isRoleNoun(w)) score -= 1.5;
  });
  if (KNOWN_COMPANIES.has(ws.join(" "))) score += 3;
  else if (ws.some((w) => KNOWN_COMPANIES.has(w)))
    score += ws.length > 1 && isRoleNoun(ws[ws.length - 1]!) ? 1 : 3;
  if (namesSchool(text, ws)) score += 2;
  if (/&|\band\b/.test(text) && ws.length <= 4) score += 0.5;
  if (/\b[A-Z]{2,}\b/.test(text) && ws.length <= 3) score += 0.3;
  return score;
}

/** "Software Engineer in TCS" — but not "Engineer in Test" nor "Engineer in Test, Microsoft". */
function inOrganisation(text: string): RegExpExecArray | null {
  if (text.length > 200) return null;
  const m = /^(.+?)\s+in\s+(\p{Lu}[^,]*)$/u.exec(text);
  // "Associate Degree in Automotive Technology" names a field of study, not an employer.
  if (!m || /\b(?:degree|diploma|certificate|bachelor|master|doctor)/i.test(m[1]!)) return null;
  return orgScore(m[2]!) >= 2 ? m : null;
}

/** A legal form inside a fragment, with words after it: "Acme Freight Limited Project Manager". */
const LEGAL_FORM_INSIDE = /\s(?:inc\.?|llc|ltd\.?|limited|plc|gmbh|corp\.?|corporation)(?=\s+\S)/gi;

/**
 * "Air Freight International Limited Global IT Project Manager": an employer's legal form ends its
 * name, so a title written right after it, without a separator, is split off.
 */
function splitAtLegalForm(f: Fragment): Fragment[] {
  for (const m of f.text.matchAll(LEGAL_FORM_INSIDE)) {
    const cut = m.index + m[0].length;
    const rest = f.text.slice(cut).trimStart();
    if (roleScore(rest) < 2) continue;
    const restStart = f.start + f.text.length - rest.length;
    return [
      { text: f.text.slice(0, cut), start: f.start, end: f.start + cut },
      { text: rest, start: restStart, end: f.end },
    ];
  }
  return [f];
}

/** Whether a bracket opened in the text is still open at its end: "Generalist (part-time". */
function hasOpenBracket(text: string): boolean {
  return text.lastIndexOf("(") > text.lastIndexOf(")");
}

/**
 * Splits "Acme, Inc., Springfield, USA" into parts, keeping "Acme, Inc." together, and a comma
 * inside brackets inside its part ("Generalist (part-time, remote)").
 */
function commaParts(f: Fragment): Fragment[] {
  const parts = splitFragment(f, /,\s*/);
  const merged: Fragment[] = [];
  for (const p of parts) {
    const prev = merged[merged.length - 1];
    // A bracket the line never closes ("(ITM,An ERP" wrapped onto the next line) joins nothing.
    if (prev && hasOpenBracket(prev.text) && f.text.includes(")", prev.end - f.start)) {
      // The part lost the bracket that closes it when it was trimmed: "remote)".
      const end = f.text[p.end - f.start] === ")" ? p.end + 1 : p.end;
      const text = f.text.slice(prev.start - f.start, end - f.start);
      merged[merged.length - 1] = { text, start: prev.start, end };
    } else if (prev && LEGAL_SUFFIX.test(p.text.replace(/\s+/g, " "))) {
      merged[merged.length - 1] = {
        text: `${prev.text}, ${p.text}`,
        start: prev.start,
        end: p.end,
      };
    } else merged.push(p);
  }
  return merged;
}

/**
 * Takes header lines apart into dates, location and classified fragments.
 * @example extractHeaderFields(input, lines).fragments.map((f) => f.text) // ["Senior Engineer", "Acme Inc."]
 */
/** A line that ends in a date and the dash or "to" of a range. */
const OPEN_RANGE =
  /(?:^|[\s,(])(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d\d\s*(?:[-–—]|to)\s*$/;
/** A line that is only the end of a range: "Present", "Current", "May 2024", "2024)". */
const LONE_END_DATE =
  /^\s*(?:present|current|now|today|to\s+date|(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d\d)\s*\)?\s*$/i;

export function extractHeaderFields(
  input: string,
  lines: Line[],
  pick: "first" | "last" = "first",
): HeaderFields {
  const fragments: HeaderFields["fragments"] = [];
  let date: HeaderFields["date"] = null;
  let location: FoundLocation | null = null;
  const labelled: HeaderFields["labelled"] = {};
  const employerPlaceholderLines = new Set<number>();

  // "…, 2019 –" then "Present": a range whose end a narrow column put on the next line.
  const wrappedEnd = new Set<number>();
  lines.forEach((line, lineNo) => {
    const next = lines[lineNo + 1];
    if (!next || !OPEN_RANGE.test(line.text) || !LONE_END_DATE.test(next.text)) return;
    if (findDateRanges(line.text).some((r) => !r.isSingle)) return;
    wrappedEnd.add(lineNo + 1);
  });

  lines.forEach((line, lineNo) => {
    if (wrappedEnd.has(lineNo)) return;
    let text = maskListMarkup(line.text);
    if (EMPLOYER_PLACEHOLDER.test(text)) employerPlaceholderLines.add(lineNo);
    // Blank out the date so it does not leak into the other fields.
    const ranges = wrappedEnd.has(lineNo + 1)
      ? findDateRanges(`${text} ${lines[lineNo + 1]!.text.trim()}`).map((r) =>
          // The range reaches into the next line: it is cut at this one's end, whose text is kept.
          r.index + r.length > text.length ? { ...r, length: text.length - r.index } : r,
        )
      : findDateRanges(text);
    const chosen =
      ranges.find((r) => !r.isSingle) ?? (pick === "last" ? ranges[ranges.length - 1] : ranges[0]);
    for (const r of ranges) {
      if (r !== chosen && r.isSingle) continue;
      if (r !== chosen && date) continue;
      // A range ("2014 - 2016") on a later line beats a lone year before it ("SharePoint 2013").
      const current = date as HeaderFields["date"];
      if (r === chosen && (!current || (current.isSingle && !r.isSingle))) {
        date = { ...r, start_: line.start + r.index, end_: line.start + r.index + r.length };
      }
      text = text.slice(0, r.index) + "\t".repeat(r.length) + text.slice(r.index + r.length);
    }
    text = text.replace(PLACEHOLDER_IN_LINE, (m) => "\t".repeat(m.length));
    // Words that belong to the date ("Expected", "(", "Dates:") go with it.
    text = text.replace(
      /\b(?:expected|graduated|graduation|anticipated|dates?|from|since|class of|duration|period|years?|term|tenure|timeline)\b\s*:?\s*(?=\t)/gi,
      (m) => "\t".repeat(m.length),
    );
    text = text.replace(/[([]\s*\t+\s*[)\]]/g, (m) => "\t".repeat(m.length));
    // "School: MIT", "Degree: B.S.": labels of education fields are not part of their values.
    text = text.replace(EDUCATION_LABEL, (m) => " ".repeat(m.length));
    const label = LABEL.exec(text);
    // "Role: Currently working on the chat-bot. Developing…" is a description, not a title.
    if (label && isShortFieldValue(text.slice(label[0].length).split(/[|;•\t]/)[0]!)) {
      // One or more "key: value" pairs: "Company: Acme | Position: Welder | Duration: 2015 - 2018".
      for (const part of splitFragment(
        { text, start: line.start, end: line.end },
        /\s*[|;•]\s*|\t+|\s+\/\s+(?=[\p{L} ]{2,20}[:：])/u,
      )) {
        const m = LABEL.exec(part.text);
        if (!m) continue;
        const value = trimFragment({
          text: part.text.slice(m[0].length),
          start: part.start + m[0].length,
          end: part.end,
        });
        if (!value.text || !isShortFieldValue(value.text)) continue;
        if (/company|employer|organi|client/i.test(m[1]!)) labelled.company ??= value;
        else labelled.title ??= value;
      }
      return;
    }
    for (const primary of splitFragment(
      { text, start: line.start, end: line.end },
      PRIMARY_SEPARATOR,
    )) {
      // "Senior Engineer at Acme" / "Engineer @ Acme".
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(primary.text) ?? inOrganisation(primary.text);
      const pieces =
        at && roleScore(at[1]!) >= 2
          ? [
              { text: at[1]!, start: primary.start, end: primary.start + at[1]!.length },
              { text: at[2]!, start: primary.end - at[2]!.length, end: primary.end },
            ]
          : [primary];
      for (const piece of pieces) {
        if (!location) {
          const found = parseLocation(
            piece.text,
            piece.start - line.start,
            input.slice(line.start, line.end),
          );
          if (found) {
            const absStart = line.start + found.span.start;
            const absEnd = line.start + found.span.end;
            location = {
              value: found.value,
              span: { ...found.span, start: absStart, end: absEnd },
              parts: Object.fromEntries(
                Object.entries(found.parts).map(([k, v]) => [
                  k,
                  { ...v, start: line.start + v.start, end: line.start + v.end },
                ]),
              ),
            };
            const before = {
              text: input.slice(piece.start, absStart),
              start: piece.start,
              end: absStart,
            };
            const after = { text: input.slice(absEnd, piece.end), start: absEnd, end: piece.end };
            for (const rest of [before, after]) {
              for (const p of commaParts(trimFragment(rest))) {
                if (p.text && !EMPLOYMENT_TYPES.test(p.text) && isFactFragment(p.text))
                  fragments.push({ ...p, line: lineNo });
              }
            }
            continue;
          }
        }
        for (const p of commaParts(piece).flatMap(splitAtLegalForm)) {
          if (
            p.text &&
            !EMPLOYMENT_TYPES.test(p.text) &&
            /\p{L}/u.test(p.text) &&
            !CONTACT.test(p.text) &&
            isFactFragment(p.text, line.statedTitle)
          )
            fragments.push({ ...p, line: lineNo });
        }
      }
    }
  });
  return { fragments, date, location, labelled, employerPlaceholderLines };
}
