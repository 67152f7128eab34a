/** Lines with their offsets in the input, and spans built from them. */
import type { SourceSpan } from "../types.ts";

export interface Line {
  /** The line without surrounding whitespace. */
  text: string;
  /** Offset of `text` in the input. */
  start: number;
  end: number;
  /** Position among all lines of the input (blank lines included). */
  index: number;
  /**
   * A title a line of prose states after its lead-in ("Worked as a sales supervisor from 2020"):
   * a title, though written in lower case.
   */
  statedTitle?: boolean;
}

/** Splits text into trimmed lines that keep their offsets; blank lines have text "". */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  let index = 0;
  for (const raw of text.split("\n")) {
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    const start = offset + lead;
    lines.push({ text: trimmed, start, end: start + trimmed.length, index });
    offset += raw.length + 1;
    index++;
  }
  return lines;
}

/** A span of the input between two offsets, trimmed of surrounding whitespace. */
export function makeSpan(input: string, start: number, end: number): SourceSpan {
  let s = Math.max(0, Math.min(start, input.length));
  let e = Math.max(s, Math.min(end, input.length));
  while (s < e && /\s/.test(input[s]!)) s++;
  while (e > s && /\s/.test(input[e - 1]!)) e--;
  return { start: s, end: e, text: input.slice(s, e) };
}

/** A piece of a line with its absolute offsets. */
export interface Fragment {
  text: string;
  start: number;
  end: number;
}

/** Trims a fragment's text and moves its offsets with it; also strips given edge characters. */
export function trimFragment(f: Fragment, edge = /[\s,;|•·:–—\-()[\]]/): Fragment {
  let s = 0;
  let e = f.text.length;
  while (s < e && edge.test(f.text[s]!)) s++;
  while (e > s && edge.test(f.text[e - 1]!)) e--;
  // Keep a closing bracket that closes an opening one inside the fragment: "Engineer (Front-End)".
  if (e < f.text.length && f.text[e] === ")" && f.text.slice(s, e).includes("(")) e++;
  if (
    e < f.text.length &&
    f.text[e] === "." &&
    /\b(?:inc|ltd|co|corp|jr|sr|llc)$/i.test(f.text.slice(s, e))
  )
    e++;
  return { text: f.text.slice(s, e), start: f.start + s, end: f.start + e };
}

/** Splits a fragment at every match of a separator pattern, keeping offsets. */
export function splitFragment(f: Fragment, separator: RegExp): Fragment[] {
  const parts: Fragment[] = [];
  const re = new RegExp(
    separator.source,
    separator.flags.includes("g") ? separator.flags : `${separator.flags}g`,
  );
  let last = 0;
  for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    parts.push({
      text: f.text.slice(last, m.index),
      start: f.start + last,
      end: f.start + m.index,
    });
    last = m.index + m[0].length;
  }
  parts.push({ text: f.text.slice(last), start: f.start + last, end: f.end });
  return parts.map((p) => trimFragment(p)).filter((p) => p.text !== "");
}

/** Removes a leading bullet marker from a line, moving its start. */
export function stripBullet(f: Fragment): Fragment {
  const m = /^(?:[•▪●◦‣⁃○■□◆◇❖✓✔➢➤►▶▸*·]|-(?=\s)|–(?=\s))\s*/.exec(f.text);
  if (!m) return f;
  return { text: f.text.slice(m[0].length), start: f.start + m[0].length, end: f.end };
}

export function isBulletLine(text: string): boolean {
  return /^(?:[•▪●◦‣⁃○■□◆◇❖✓✔➢➤►▶▸·]\s*|[-*–]\s+)\S/.test(text);
}

const LIST_NUMBER = /^(?:\(?\d{1,2}[.)]|[a-h][.)])\s+(?=\S)/;
const STYLE_MARKS = /\*+|`+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu;

/**
 * Blanks markdown emphasis and a leading list number with spaces, so offsets stay the input's.
 * @example maskListMarkup("1. **Nurse**") // "     Nurse  "
 */
export function maskListMarkup(text: string): string {
  let masked = text.replace(STYLE_MARKS, (m) => " ".repeat(m.length));
  const number = LIST_NUMBER.exec(masked);
  if (number) masked = " ".repeat(number[0].length) + masked.slice(number[0].length);
  return masked;
}
