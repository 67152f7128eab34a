/**
 * Roles a résumé states in prose with their length rather than dates: "5 years tenure as a
 * Registered Nurse", "over 10 years as an accountant", "I have worked as a welder for 6 years",
 * "Registered Nurse with 7+ years of experience". Each gives a title and months, marked as stated.
 */
import type { SourceSpan } from "../types.ts";
import { NUMBER_WORD, yearsValue } from "./one-line-role.ts";
import { type Line, makeSpan } from "./text-lines.ts";
import { isRoleNoun, ROLE_MODIFIERS } from "./vocabulary.ts";

export interface StatedRole {
  title: string;
  months: number;
}

export interface FoundStatedRole {
  value: StatedRole;
  /** The title as written. */
  titleSpan: SourceSpan;
  /** The whole statement: "5 years tenure as a Registered Nurse". */
  span: SourceSpan;
}

const YEARS = `(${NUMBER_WORD})\\+?\\s*-?\\s*(?:years?|yrs?)(?:['’]s?)?`;
const ABOUT =
  "(?:(?:over|more than|nearly|almost|about|around|approximately|the (?:past|last))\\s+)?";
const TITLE = "([\\p{L}][\\p{L}&/'’-]*(?:\\s+[\\p{L}&/'’-]+){0,4}?)";
// Where a title ends: punctuation, the end, or a word that starts commentary.
const TITLE_END =
  "(?=\\s*(?:[,.;:()!]|$)|\\s+(?:for|with|at|in|on|where|which|who|and|from|since|during|within|across|to|serving|handling|managing|providing|specializing|specialising|working)\\b)";

/** "5 years tenure as a Registered Nurse", "Three years' experience as a forklift operator". */
const YEARS_AS = new RegExp(
  `\\b${ABOUT}${YEARS}(?:\\s+(?:of\\s+)?(?:tenure|experience|work(?:ing)?(?:\\s+experience)?|service|employment))?\\s+(?:working\\s+)?as\\s+(?:an?\\s+|the\\s+)?${TITLE}${TITLE_END}`,
  "giu",
);
/** "I have worked as a welder for 6 years", "Served as Office Manager for eight years". */
const AS_FOR_YEARS = new RegExp(
  `\\b(?:worked|working|served|serving|employed|been)\\s+as\\s+(?:an?\\s+|the\\s+)?${TITLE}\\s+for\\s+${ABOUT}${YEARS}`,
  "giu",
);
/** "Registered Nurse with 7+ years of experience". */
const TITLE_WITH_YEARS = new RegExp(
  `([\\p{L}][\\p{L}&/'’-]*(?:\\s+[\\p{L}&/'’-]+){0,5})\\s+with\\s+${ABOUT}${YEARS}\\s+(?:of\\s+)?(?:[\\p{L}-]+\\s+)?(?:experience|tenure)\\b`,
  "giu",
);
const YEAR_WORD = /years?|yrs?/i;
const AS_WORD = /\bas\s/i;
const WITH_WORD = /\bwith\s/i;
// Capitalised words that describe the person, not the role: "Dedicated", "Caring", "Compassionate".
const ADJECTIVE = /(?:ed|ing|ful|ive|ous|ent|ant|able|ible|ate|ly)$/;
const NOT_ROLE_WORD = new Set(
  "a an the and or & i am i'm as with former seasoned proven top highly very dynamic diverse enthusiastic energetic strategic versatile".split(
    " ",
  ),
);

/** The role noun phrase at the end of `words`: "Dedicated Registered Nurse" -> "Registered Nurse". */
function roleSuffix(text: string): { text: string; offset: number } | null {
  const words = [...text.matchAll(/\S+/g)];
  const last = words[words.length - 1];
  if (!last || !isRoleNoun(last[0].toLowerCase())) return null;
  let first = words.length - 1;
  for (let i = words.length - 2; i >= 0; i--) {
    const w = words[i]![0];
    const lower = w.toLowerCase();
    const describes =
      ROLE_MODIFIERS.has(lower) ||
      isRoleNoun(lower) ||
      (!NOT_ROLE_WORD.has(lower) && !ADJECTIVE.test(lower) && /^[\p{L}/&-]{3,}$/u.test(w));
    if (!describes) break;
    first = i;
  }
  const offset = words[first]!.index!;
  return { text: text.slice(offset), offset };
}

/**
 * Roles stated with their length in the given lines.
 * @example findStatedRoles(input, lines)[0].value // { title: "welder", months: 72 } for "I have worked as a welder for 6 years"
 */
export function findStatedRoles(input: string, lines: Line[]): FoundStatedRole[] {
  const out: FoundStatedRole[] = [];
  const seen = new Set<string>();
  const add = (line: Line, m: RegExpExecArray, title: string, titleAt: number, years: string) => {
    const months = Math.round(yearsValue(years) * 12);
    const key = title.toLowerCase();
    if (!months || months > 600 || seen.has(key)) return;
    seen.add(key);
    const titleStart = line.start + titleAt;
    out.push({
      value: { title, months },
      titleSpan: makeSpan(input, titleStart, titleStart + title.length),
      span: makeSpan(input, line.start + m.index, line.start + m.index + m[0].length),
    });
  };
  for (const line of lines) {
    const text = line.text;
    // Every pattern needs a length in years; each its own word ("as", "with"). Testing those
    // first spares the patterns' backtracking on the many lines that cannot match (dates, skills).
    if (!text || text.length > 2000 || !YEAR_WORD.test(text)) continue;
    for (const re of AS_WORD.test(text) ? [YEARS_AS, AS_FOR_YEARS] : []) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const [years, title] = re === YEARS_AS ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
        // The phrase after "as" must end in a role: "as a welder", not "as part of the team".
        const lastWord = title.split(/\s+/).pop()!.toLowerCase();
        if (!isRoleNoun(lastWord)) continue;
        add(line, m, title, m.index + m[0].indexOf(title, m[0].search(/\bas\s/i)), years);
      }
    }
    if (!WITH_WORD.test(text)) continue;
    TITLE_WITH_YEARS.lastIndex = 0;
    for (let m = TITLE_WITH_YEARS.exec(text); m; m = TITLE_WITH_YEARS.exec(text)) {
      const role = roleSuffix(m[1]!);
      // "… with 5 years tenure as a Registered Nurse": the role after "as" was read already.
      const end = line.start + m.index + m[0].length;
      if (!role || out.some((r) => r.span.start < end && r.span.end > line.start + m!.index))
        continue;
      add(line, m, role.text, m.index + role.offset, m[2]!);
    }
  }
  return out;
}
