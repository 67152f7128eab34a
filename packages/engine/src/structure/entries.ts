/**
 * Groups a section's lines into entries (a job, a degree, a project): a few header lines with
 * the facts, then bullets and prose. Lines wrapped by the PDF layout are joined back.
 */
import { findDateRange } from "./dates.ts";
import { isBulletLine, type Line } from "./text-lines.ts";

export interface BodyItem {
  kind: "bullet" | "text";
  /** Text with the bullet removed and wrapped lines joined by spaces. */
  text: string;
  start: number;
  end: number;
}

export interface Entry {
  header: Line[];
  body: BodyItem[];
  /** The entry was opened by a list item that carries its facts ("- Nurse (2019 - 2021)"). */
  fromListItem?: boolean;
}

export interface GroupOptions {
  /** Whether a non-bullet line carries entry facts (title, employer, school, dates...). */
  isHeaderLine: (line: Line) => boolean;
  /**
   * Whether a header line opens a new entry although the current header is still open;
   * `afterBlank` says a blank line came before it.
   */
  startsEntry?: (currentHeader: Line[], line: Line, afterBlank: boolean) => boolean;
  /** Most header lines an entry may have. */
  maxHeaderLines?: number;
  /** Line width (characters) at which the document wraps, when the section alone cannot tell. */
  wrapWidth?: number;
  /**
   * Whether a list item (bullet removed) could be a whole entry on one line, as in
   * "- Cloud Engineer (2014 - 2016)". It opens an entry unless it sits under a dated header of
   * its own (then it is an achievement of that entry).
   */
  isListEntry?: (line: Line) => boolean;
  /** Whether such a list item completes the header just above it ("MIT" then "• B.S. Biology"). */
  listItemJoinsHeader?: (header: Line[], item: Line) => boolean;
}

/**
 * The width at which a laid-out document wraps its lines, estimated from lines that are surely
 * wrapped (the next line continues in lower case); undefined when nothing shows wrapping
 * (DOCX and plain text keep one paragraph per line).
 */
export function estimateWrapWidth(lines: Line[]): number | undefined {
  const samples: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = lines[i]!.text;
    const b = lines[i + 1]!.text;
    if (a.length >= 20 && /^\p{Ll}/u.test(b) && !/[:.!?]$/.test(a)) samples.push(a.length);
  }
  if (samples.length < 2) return undefined;
  samples.sort((x, y) => x - y);
  return samples[Math.floor(samples.length / 2)];
}

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const OPEN_END =
  /(?:[,;:&/+-]|\b(?:and|or|of|the|to|with|in|for|a|an|on|by|as|at|from|including|using|via))$/i;

export function hasDateRange(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && (!range.isSingle || text.length < 40);
}

/** Endings that only continue a word: "manage-" + "ment", "onboard-" + "ing". */
const WORD_ENDING =
  /^(?:ments?|tions?|sions?|ings?|ed|ers?|ors?|ity|ities|ness|ances?|ences?|ants?|ents?|al|ally|ive|ives|ize[sd]?|ise[sd]?|i[sz]ations?|ical|ous|able|ible|ures?|ists?|isms?|ly|ages?|ships?|ology|ates?|ated|ating|ions?|ually|ary|ory|ies)\b/;

// Compounds a line break may fall inside of at their own hyphen: "well-known", "detail-oriented".
const COMPOUND_HEAD =
  /(?:^|[^\p{L}])(?:well|self|cross|long|short|high|low|full|part|co|non|multi|pre|post|anti|ex|mid|semi|hands|follow|detail|results|customer|client|team|data|time|cost|user|fast|face|state|world|one|two|three|first|top|front|back|end|on|off|up|in|out|e|x|t)$/iu;
const COMPOUND_TAIL =
  /^(?:oriented|driven|based|focused|level|term|time|up|on|related|minded|specific|facing|known|solving|making|friendly|free|wide|side|end|house|date|to|of|in|out|going|owned|run|made|edge)\b/;

/** Whether "first-" at a line end and "second" after it are one word hyphenated by the layout. */
function isBrokenWord(first: string, second: string): boolean {
  if (WORD_ENDING.test(second)) return true;
  return !COMPOUND_HEAD.test(first) && !COMPOUND_TAIL.test(second);
}

/**
 * Joins a wrapped line to the text before it; a word hyphenated across the break is made whole.
 * @example joinWrapped("vendor manage-", "ment and") // "vendor management and"
 */
export function joinWrapped(before: string, next: string): string {
  if (/\p{L}-$/u.test(before) && /^\p{Ll}/u.test(next)) {
    // "manage-" + "ment" is one word; "well-" + "known" keeps its hyphen.
    return isBrokenWord(before.slice(0, -1), next)
      ? `${before.slice(0, -1)}${next}`
      : `${before}${next}`;
  }
  return `${before} ${next}`;
}

/**
 * Text that spans line breaks, read as one line: a word hyphenated across a break is made whole.
 * @example unwrapLines("Project manage-\nment") // "Project management"
 */
export function unwrapLines(text: string): string {
  return text
    .replace(/(\p{L}+)-[ \t]*\n\s*(\p{Ll}[\p{L}]*)/gu, (_m, a: string, b: string) =>
      isBrokenWord(a, b) ? `${a}${b}` : `${a}-${b}`,
    )
    .replace(/\s+/g, " ");
}

/** Cleans a bullet line's text: "• Led a team" -> "Led a team". */
function bulletText(text: string): { text: string; offset: number } {
  const m = /^(?:[•▪●◦‣⁃○■□◆◇❖✓✔➢➤►▶▸·]\s*|[-*–]\s+)/.exec(text);
  return m ? { text: text.slice(m[0].length), offset: m[0].length } : { text, offset: 0 };
}

/**
 * Splits section lines into entries.
 * @example groupEntries(splitLines("Engineer, Acme\n• Built X"), { isHeaderLine: () => true })[0].body[0].text // "Built X"
 */
export function groupEntries(lines: Line[], options: GroupOptions): Entry[] {
  const maxHeader = options.maxHeaderLines ?? 4;
  const lengths = lines.filter((l) => l.text).map((l) => l.text.length);
  const maxLen = Math.max(30, percentile(lengths, 0.95));
  const wrapWidth = estimateWrapWidth(lines) ?? options.wrapWidth;
  const entries: Entry[] = [];
  let current: Entry | null = null;
  let inBody = false;
  let lastItem: BodyItem | null = null;
  let lastLineLength = 0;
  let blankBefore = false;

  const isUrlOnly = (text: string) => /^(?:https?:\/\/|www\.)\S+$/i.test(text);
  const isContinuation = (line: Line): boolean => {
    if (!lastItem || blankBefore) return false;
    const text = line.text;
    // A bare link is an item of its own, and nothing wraps onto it.
    if (isUrlOnly(text) || /(?:https?:\/\/|www\.)\S+$/i.test(lastItem.text)) return false;
    // "…lead all public relations and communications" / "strategy for North America from fiscal
    // 2009 to 2012.": a line opening with a small word goes on with an unfinished sentence, whatever
    // dates it holds; so do dates closing a sentence after an open end ("fans from 2009 -" / "2012.").
    const unfinished = !/[.!?:;]["')]?$/.test(lastItem.text);
    if (unfinished && /^\p{Ll}{2,}(?=[\s,;:]|$)/u.test(text)) return true;
    if (OPEN_END.test(lastItem.text) && /\d[.!?]$/.test(text)) return true;
    // "…pneumonia, COVID-19 cohort" / "(2020–2021)": an aside in brackets closes the item above.
    if (unfinished && /^\([^()]*\)[.,;]?$/.test(text)) return true;
    if (hasDateRange(text) && text.length < maxLen * 0.8) return false;
    if (/^[\p{Ll}(]/u.test(text)) return true;
    // "Financial Aid Counselor — Keystone Hollow College, State College, PA — Jun 2018 – Jun 2021":
    // a long header line ends with its dates; a wrapped sentence seldom does.
    if (hasDateRange(text.slice(-32)) && !/[.!?,;]$/.test(text) && options.isHeaderLine(line))
      return false;
    if (OPEN_END.test(lastItem.text)) return true;
    // A finished sentence followed by a capitalised line starts a new item.
    if (/[.!?]["')]?$/.test(lastItem.text) && /^[\p{Lu}\d]/u.test(text)) return false;
    // The previous line was full: the next word could not have fitted on it.
    const firstWord = text.split(/\s+/)[0] ?? "";
    const forcedWrap = wrapWidth !== undefined && lastLineLength + 1 + firstWord.length > wrapWidth;
    if (!forcedWrap) return false;
    // A wrapped line rarely follows a finished sentence with a short title-like line.
    if (/[.!?]$/.test(lastItem.text) && options.isHeaderLine(line) && text.length < maxLen * 0.6)
      return false;
    return true;
  };

  for (const line of lines) {
    if (!line.text) {
      blankBefore = true;
      continue;
    }
    if (isBulletLine(line.text)) {
      const { text: itemText, offset: itemOffset } = bulletText(line.text);
      const item: Line = { ...line, text: itemText, start: line.start + itemOffset };
      const isEntry = options.isListEntry?.(item) ?? false;
      if (
        isEntry &&
        current &&
        !current.fromListItem &&
        current.header.length > 0 &&
        current.body.length === 0 &&
        options.listItemJoinsHeader?.(current.header, item)
      ) {
        current.header.push(item);
        lastLineLength = line.text.length;
        blankBefore = false;
        continue;
      }
      if (
        isEntry &&
        (!current ||
          current.fromListItem ||
          !current.header.some((l) => options.isListEntry?.(l) || hasDateRange(l.text)))
      ) {
        current = { header: [item], body: [], fromListItem: true };
        entries.push(current);
        inBody = false;
        lastItem = null;
        lastLineLength = line.text.length;
        blankBefore = false;
        continue;
      }
      if (!current) {
        current = { header: [], body: [] };
        entries.push(current);
      }
      const { text, offset } = bulletText(line.text);
      lastItem = { kind: "bullet", text, start: line.start + offset, end: line.end };
      current.body.push(lastItem);
      lastLineLength = line.text.length;
      inBody = true;
      blankBefore = false;
      continue;
    }
    if (inBody && lastItem && isContinuation(line)) {
      lastItem.text = joinWrapped(lastItem.text, line.text);
      lastItem.end = line.end;
      lastLineLength = line.text.length;
      blankBefore = false;
      continue;
    }
    const header = options.isHeaderLine(line);
    const opensEntry =
      !current ||
      (header && inBody) ||
      (header &&
        current.header.length > 0 &&
        !inBody &&
        (options.startsEntry?.(current.header, line, blankBefore) ?? false)) ||
      (header && current.header.length >= maxHeader);
    if (header && opensEntry) {
      current = { header: [line], body: [] };
      entries.push(current);
      inBody = false;
      lastItem = null;
    } else if (header && !inBody && current) {
      current.header.push(line);
    } else {
      if (!current) {
        current = { header: [], body: [] };
        entries.push(current);
      }
      lastItem = { kind: "text", text: line.text, start: line.start, end: line.end };
      current.body.push(lastItem);
      inBody = true;
    }
    lastLineLength = line.text.length;
    blankBefore = false;
  }
  return entries;
}
