/**
 * Roles written on one line, as list items and prose often give them: "- Cloud Engineer
 * (2014 - 2016)", "Served as Senior Analyst from 2011 - 2015 where I…", "2013 - 2017 as a Lead
 * Developer. Guided…", "File clerk (2017-2020): Maintained files…", "5 years as a DBA". The line
 * is cut into the facts (title, employer, dates) and the description that follows them.
 */
import { findDateRanges } from "./dates.ts";
import { roleScore } from "./header-fields.ts";
import { type Line, maskListMarkup } from "./text-lines.ts";

export const NUMBER_WORD =
  "(?:\\d{1,2}(?:\\.\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)";
const NUMBER_VALUE: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
/** "5 years", "five-year", "3+ yrs", "1 year's". */
const YEARS = new RegExp(
  `\\b(${NUMBER_WORD})\\+?[\\s-]*(?:years?|yrs?)(?:['’]s?)?(?![\\p{L}])`,
  "iu",
);
const YEARS_G = new RegExp(YEARS.source, "giu");
/** Where the title starts after a lead-in: "Served as a", "held the position of". */
const AS_ROLE =
  /\b(?:as|in the (?:role|position|capacity) of|(?:position|role|title|capacity|post) (?:of|as|in))\s+(?:an?\s+|the\s+)?(?=\S)/i;
/**
 * Words after a title that start commentary: "Engineer for 4 years", "Analyst where I…",
 * "Manager effectively addressing …", "Police officer working on …" (a lower-case verb in -ing after an
 * adverb, or before an article or a preposition: "Processing Machine Operator" keeps its noun).
 */
const TAIL =
  /(?:,\s+(?=\p{Ll}|where|which|while)|\s+(?:for\s+(?=[\p{Ll}\d])|(?:within|where|which|while|during|since|from|between|over|handling|managing|specialized|specialised)\s+(?=\S)|\p{Ll}+ly\s+\p{Ll}{2,}ing\s+(?=\S)|\p{Ll}{2,}ing\s+(?=(?:the|an?|every|all|each|various|multiple|several|their|our|on|with|across|through)\s))).*$/u;
/** Separators between the facts and the description. */
const DESCRIPTION_START =
  /(?<!\b(?:Sr|Jr|Inc|Co|Corp|Ltd|St|Dr|Mr|Ms|vs|No|Dept)|\b[A-Z])[.!?]\s+(?=\S)|:\s+(?=\S)|;\s+|\s+[–—-]\s+(?=\p{Lu}\p{Ll}+(?:ed|ing|s)\b)|,\s+(?=(?:\p{Ll}|where\b|which\b|while\b))/u;
const LEGAL_TAIL = /^,\s+(?:inc|llc|ltd|plc|co|corp|gmbh)\b/i;
/** Longest line read as a one-line role; longer ones are prose (and costly to take apart). */
const MAX_ROLE_LINE = 500;

export interface OneLineRole {
  /** The facts (title and employer, dates, employer) as pieces of the line, lead-in words left out. */
  headers: Line[];
  /** Text after the facts, when the line goes on to describe the role. */
  description?: { text: string; start: number; end: number };
  /** Months stated as a duration ("for 5 years") when the line has no dates. */
  statedMonths?: number;
}

export function yearsValue(word: string): number {
  const n = Number(word);
  return Number.isFinite(n) ? n : (NUMBER_VALUE[word.toLowerCase()] ?? 0);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

function isProse(text: string): boolean {
  const t = text.trim();
  const words = wordCount(t);
  // "Specialized in animal care", "Handled reservations": a verb opens a description.
  const verbFirst = /^\p{Lu}\p{Ll}+(?:ed|ing)\b/u.test(t) && !/^United\b/.test(t);
  return words >= 6 || /^\p{Ll}/u.test(t) || (verbFirst && words >= 3);
}

/** Whether a list item carries a whole role: dates or a stated duration next to a title. */
export function isOneLineRole(text: string): boolean {
  if (text.length > MAX_ROLE_LINE) return false;
  const masked = maskListMarkup(text);
  if (findDateRanges(masked).some((r) => !r.isSingle)) return true;
  const years = YEARS.exec(masked);
  if (!years) return false;
  const as = AS_ROLE.exec(masked);
  return as !== null && roleScore(masked.slice(as.index + as[0].length).split(/[,.;(]/)[0]!) >= 2;
}

/** The title part of a header after lead-in words and trailing commentary are removed. */
function trimToTitle(
  text: string,
  start: number,
): { text: string; start: number; stated: boolean } {
  let t = text;
  let s = start;
  let stated = false;
  const as = AS_ROLE.exec(t);
  if (as) {
    const before = t.slice(0, as.index);
    // "Served as X", "Five years as X" — but keep "Java Developer as contractor".
    if (roleScore(before) < 2 && wordCount(before) <= 10) {
      const cut = as.index + as[0].length;
      t = t.slice(cut);
      s += cut;
      stated = true;
    }
  }
  const tail = TAIL.exec(t);
  if (tail && tail.index > 0 && !LEGAL_TAIL.test(t.slice(tail.index))) {
    const kept = t.slice(0, tail.index);
    if (roleScore(kept) >= 2 || wordCount(t.slice(tail.index)) >= 3) t = kept;
  }
  const lead = t.length - t.trimStart().length;
  return { text: t.trim(), start: s + lead, stated };
}

/** A word or mark before a date that belongs to it: "from", "between", "(", "for 3", "Dates:". */
const DATE_LEAD_TOKEN =
  /(?:\s+|[([{~:,–—-]|\b(?:from|since|between|during|in|within|on|for|dates?|duration|period|tenure|years?|experience|of|a|total|nearly|about|over|approximately|held|worked)|\d+\+?)$/i;

/** Length of the run of date-lead tokens at the end of `text` (looked for in its last 120 chars). */
function dateLeadLength(text: string): number {
  const tail = text.slice(-120);
  let end = tail.length;
  for (let m = DATE_LEAD_TOKEN.exec(tail); m && m[0].length > 0; ) {
    end = m.index;
    m = DATE_LEAD_TOKEN.exec(tail.slice(0, end));
  }
  return tail.length - end;
}

/**
 * Cuts a one-line role into its facts and its description.
 * @example splitOneLineRole({ text: "Served as Analyst (2011 - 2015): Built reports", start: 0, end: 47, index: 0 }) // headers "Analyst", "2011 - 2015"; description "Built reports"
 */
export function splitOneLineRole(line: Line): OneLineRole {
  const masked = maskListMarkup(line.text);
  const ranges = findDateRanges(masked);
  const range = ranges.find((r) => !r.isSingle) ?? ranges[0];
  const make = (from: number, to: number, statedTitle = false): Line => {
    let a = from;
    let b = to;
    while (a < b && /[\s,;:–—-]/.test(masked[a]!)) a++;
    while (b > a && /[\s,;:.–—-]/.test(masked[b - 1]!)) b--;
    return {
      text: masked.slice(a, b),
      start: line.start + a,
      end: line.start + b,
      index: line.index,
      ...(statedTitle ? { statedTitle } : {}),
    };
  };
  const describe = (from: number) => {
    const m = /\S/.exec(masked.slice(from));
    if (!m) return undefined;
    const a = from + m.index;
    const text = masked.slice(a).trim();
    return text ? { text, start: line.start + a, end: line.start + a + text.length } : undefined;
  };

  if (!range) {
    // "5 years as a DBA, where I…": the title after "as", the duration as months.
    const years = YEARS.exec(masked);
    const cutAt = DESCRIPTION_START.exec(masked);
    const end = cutAt ? cutAt.index : masked.length;
    const title = trimToTitle(masked.slice(0, end), 0);
    return {
      headers: [make(title.start, title.start + title.text.length, title.stated)].filter(
        (h) => h.text,
      ),
      description: cutAt ? describe(cutAt.index + cutAt[0].length) : undefined,
      statedMonths: years ? Math.round(yearsValue(years[1]!) * 12) : undefined,
    };
  }

  const dateStart = range.index;
  const dateEnd = range.index + range.length;
  const before = masked.slice(0, dateStart).replace(YEARS_G, (m) => " ".repeat(m.length));
  const leadLength = dateLeadLength(before);
  const core = before.slice(0, before.length - leadLength);
  const afterStart = dateEnd + (/^[\s)\]}~]*/.exec(masked.slice(dateEnd))?.[0].length ?? 0);
  const after = masked.slice(afterStart);

  if (!/\p{L}/u.test(core)) {
    // The dates come first: "2013 - 2017 as a Lead Developer. Guided the team…".
    const cutAt = DESCRIPTION_START.exec(
      after.replace(/^[\s:,.;–—-]+/, (m) => " ".repeat(m.length)),
    );
    const factsEnd = cutAt ? cutAt.index : after.length;
    const facts = after.slice(0, factsEnd);
    const title = trimToTitle(facts, afterStart);
    return {
      headers: [
        make(dateStart, dateEnd),
        make(title.start, title.start + title.text.length, title.stated),
      ].filter((h) => h.text),
      description: cutAt ? describe(afterStart + cutAt.index + cutAt[0].length) : undefined,
    };
  }

  // Title (and employer) before the dates; after them a short employer or the description.
  const title = trimToTitle(core, 0);
  const headers = [
    make(title.start, title.start + title.text.length, title.stated),
    make(dateStart, dateEnd),
  ];
  let description: OneLineRole["description"];
  const cutAt = DESCRIPTION_START.exec(after);
  const first = cutAt ? after.slice(0, cutAt.index) : after;
  if (isProse(first)) description = describe(afterStart);
  else {
    if (/\p{L}/u.test(first)) headers.push(make(afterStart, afterStart + first.length));
    if (cutAt) description = describe(afterStart + cutAt.index + cutAt[0].length);
  }
  return { headers: headers.filter((h) => h.text), description };
}
