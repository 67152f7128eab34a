/**
 * Plain text and Markdown: decoding (UTF-8 with or without BOM, UTF-16 LE/BE, Windows-1252)
 * and turning Markdown syntax into plain text.
 */
import { readError } from "./errors.ts";
import { capText } from "./limits.ts";
import { normalizeText } from "./normalize-text.ts";
import type { ReadBody } from "./read-types.ts";
import { unweaveColumns } from "./text-columns.ts";

export interface DecodedText {
  text: string;
  encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** True when any byte is a binary control character (not tab, CR, LF, FF). */
function hasControlBytes(bytes: Uint8Array): boolean {
  // An indexed loop: the array iterator cost about 60 ms per MB, twice per file.
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f)
      return true;
  }
  return false;
}

function textControlShare(text: string): number {
  let control = 0;
  let total = 0;
  for (const ch of text) {
    total++;
    const c = ch.codePointAt(0)!;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0x7f) control++;
    else if (c === 0xfffd || (c >= 0xd800 && c <= 0xdfff)) control++;
  }
  return total ? control / total : 0;
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string | null {
  try {
    return new TextDecoder(littleEndian ? "utf-16le" : "utf-16be", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Guesses UTF-16 without a BOM from where the zero bytes sit (ASCII-heavy text). */
function guessUtf16(bytes: Uint8Array): "le" | "be" | null {
  if (bytes.length < 8 || bytes.length % 2 !== 0) return null;
  let evenZero = 0;
  let oddZero = 0;
  const n = Math.min(bytes.length, 4096);
  for (let i = 0; i + 1 < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero / pairs > 0.4 && evenZero / pairs < 0.05) return "le";
  if (evenZero / pairs > 0.4 && oddZero / pairs < 0.05) return "be";
  return null;
}

/**
 * Decodes bytes that are text; null for binary content.
 * @example decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x48, 0x69]))?.text // "Hi"
 */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    try {
      const text = utf8.decode(bytes.subarray(3));
      return textControlShare(text) > 0 ? null : { text, encoding: "utf-8" };
    } catch {
      return null;
    }
  }
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  ) {
    const le = bytes[0] === 0xff;
    const text = decodeUtf16(bytes.subarray(2, bytes.length - ((bytes.length - 2) % 2)), le);
    if (text === null || textControlShare(text) > 0.001) return null;
    return { text, encoding: le ? "utf-16le" : "utf-16be" };
  }
  const utf16 = guessUtf16(bytes);
  if (utf16) {
    const text = decodeUtf16(bytes, utf16 === "le");
    if (text !== null && textControlShare(text) === 0) {
      return { text, encoding: utf16 === "le" ? "utf-16le" : "utf-16be" };
    }
  }
  if (hasControlBytes(bytes)) return null;
  try {
    return { text: utf8.decode(bytes), encoding: "utf-8" };
  } catch {
    // Not UTF-8: older editors save Windows-1252. Mostly-ASCII content is still text.
    let high = 0;
    for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) high++;
    if (high / bytes.length > 0.3) return null;
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

const MARKDOWN_SIGNS: RegExp[] = [
  /^#{1,6}\s+\S/m,
  /^\s*[-*+]\s+\S/m,
  /\*\*[^*\n]+\*\*|__[^_\n]+__/,
  /\[[^\]\n]+\]\([^)\s]+\)/,
  /^```/m,
  /^\s*>\s+\S/m,
  /^\S[^\n]*\n(?:={3,}|-{3,})\s*$/m,
  /^\|.+\|\s*$/m,
];

/** True when the text reads as Markdown: two different Markdown constructs, or two headings. */
export function looksLikeMarkdown(text: string): boolean {
  const sample = text.slice(0, 20000);
  let signs = 0;
  for (const re of MARKDOWN_SIGNS) if (re.test(sample)) signs++;
  const headings = sample.match(/^#{1,6}\s+\S/gm)?.length ?? 0;
  return signs >= 2 || headings >= 2;
}

function stripInline(line: string): string {
  return (
    line
      // Images keep their alt text, links their text and target.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(
        /\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
        (_m, label: string, url: string) => {
          const bare = url.replace(/^mailto:|^tel:/i, "");
          return label.trim() === bare || label.trim() === url ? label : `${label} (${bare})`;
        },
      )
      .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, (_m, url: string) =>
        url.replace(/^mailto:/i, ""),
      )
      .replace(/`([^`]+)`/g, "$1")
      .replace(/(\*\*|__)(?=\S)([^*_\n]*?\S)\1/g, "$2")
      .replace(/(^|[\s(])[*_](?=\S)([^*_\n]*?\S)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
      .replace(/~~(?=\S)([^~\n]*?\S)~~/g, "$1")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/?[a-z][^>]*>/gi, "")
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1")
  );
}

/**
 * Turns Markdown into plain text lines: headings, lists, emphasis, links, tables, code.
 * @example markdownToText("# Jane Doe\n- **Python**, [GitHub](https://github.com/jd)") // "Jane Doe\n• Python, GitHub (https://github.com/jd)"
 */
export function markdownToText(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let inFence = false;
  for (const raw of lines) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      out.push(raw);
      continue;
    }
    let line = raw;
    // Setext underline and horizontal rules.
    if (/^\s*(?:={3,}|-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
      out.push("");
      continue;
    }
    if (/^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line)) continue;
    line = line.replace(/^\s{0,3}#{1,6}\s+/, "").replace(/\s+#+\s*$/, "");
    line = line.replace(/^(\s*>)+\s?/, "");
    line = line.replace(/^\s*[-*+]\s+\[[ xX]\]\s+/, "• ").replace(/^\s*[-*+]\s+/, "• ");
    if (/^\s*\|.*\|\s*$/.test(line)) {
      line = line
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => cell.trim())
        .join("\t");
    }
    out.push(stripInline(line));
  }
  return out.join("\n");
}

/**
 * A wide gap inside a line parts two fields ("ICU Lead Technician (Nights)      Coastal Veterinary
 * Referral & Emergency Center"): a tab keeps them apart, where the clean-up closes up spaces. On
 * such a line, a table's row, a gap of two spaces parts two of its cells too.
 */
function fieldGaps(text: string): string {
  return text.replace(/^.*\S {3,}\S.*$/gm, (line) => line.replace(/(?<=\S) {2,}(?=\S)/g, "\t"));
}

/** Reads TXT or MD bytes into normalised text. */
export function readTextDocument(bytes: Uint8Array, kind: "txt" | "md"): ReadBody {
  const decoded = decodeText(bytes);
  if (!decoded) return readError("unsupported-type", kind);
  const warnings =
    decoded.encoding === "windows-1252"
      ? [
          "The text was not saved as UTF-8; it was read as Windows-1252, so a few characters may be wrong.",
        ]
      : [];
  // Cut before the Markdown and clean-up passes, so a 10 MB file costs what 300 KB does.
  const source = capText(decoded.text, warnings);
  const body = kind === "md" ? markdownToText(source) : source;
  // Before the clean-up, which closes up the runs of spaces that part two columns.
  const text = normalizeText(fieldGaps(unweaveColumns(body)));
  if (!/[\p{L}\p{N}]/u.test(text)) return readError("empty", kind);
  return { text, pages: 1, warnings };
}
