/**
 * A small RTF-to-text converter: groups, control words, \uN and \'hh escapes, and the
 * destinations that hold no document text (font and colour tables, pictures, metadata...).
 */
import { readError } from "./errors.ts";
import { capText } from "./limits.ts";
import { normalizeText } from "./normalize-text.ts";
import type { ReadBody } from "./read-types.ts";

// Destinations whose content is not part of the document text.
const SKIPPED_DESTINATIONS = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "pict",
  "object",
  "objdata",
  "themedata",
  "colorschememapping",
  "datastore",
  "latentstyles",
  "listtable",
  "listoverridetable",
  "rsidtbl",
  "generator",
  "xmlnstbl",
  "mmathPr",
  "pgdsctbl",
  "filetbl",
  "revtbl",
  "fldinst",
  "bkmkstart",
  "bkmkend",
  "shppict",
  "nonshppict",
  "blipuid",
  "template",
  "userprops",
  "docvar",
  "wgrffmtfilter",
  "xe",
  "tc",
  "fontemb",
  "fontfile",
  "falt",
  "panose",
  "sp",
  "sn",
  "sv",
  "picprop",
  "listpicture",
  "ftnsep",
  "ftnsepc",
  "aftnsep",
  "aftnsepc",
]);

const SYMBOLS: Record<string, string> = {
  par: "\n",
  line: "\n",
  sect: "\n",
  page: "\n",
  row: "\n",
  cell: "\t",
  nestcell: "\t",
  tab: "\t",
  emdash: "—",
  endash: "–",
  emspace: " ",
  enspace: " ",
  qmspace: " ",
  bullet: "•",
  lquote: "‘",
  rquote: "’",
  ldblquote: "“",
  rdblquote: "”",
};

interface GroupState {
  skip: boolean;
  /** Bytes to skip after a \uN escape. */
  uc: number;
}

function decoderFor(codepage: number): InstanceType<typeof TextDecoder> {
  try {
    if (codepage === 65001) return new TextDecoder("utf-8");
    if (codepage >= 1250 && codepage <= 1258) return new TextDecoder(`windows-${codepage}`);
    if (codepage === 437 || codepage === 850) return new TextDecoder("ibm866");
  } catch {
    // fall through to Windows-1252
  }
  return new TextDecoder("windows-1252");
}

/**
 * Converts RTF source to plain text.
 * @example rtfToText("{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}Jane\\par Caf\\'e9 \\u8364?}") // "Jane\nCafé €"
 */
export function rtfToText(rtf: string): string {
  const out: string[] = [];
  let decoder = decoderFor(1252);
  let pendingBytes: number[] = [];
  const flushBytes = () => {
    if (pendingBytes.length) {
      out.push(decoder.decode(new Uint8Array(pendingBytes)));
      pendingBytes = [];
    }
  };
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, uc: 1 };
  // Set after "{\*" or a known destination word, for the control word that opens the group.
  let groupStart = false;
  let ignorable = false;
  let skipCount = 0;
  const n = rtf.length;
  let i = 0;
  const emit = (text: string) => {
    if (state.skip) return;
    flushBytes();
    out.push(text);
  };
  while (i < n) {
    const ch = rtf[i]!;
    if (ch === "{") {
      stack.push(state);
      state = { ...state };
      groupStart = true;
      ignorable = false;
      i++;
      continue;
    }
    if (ch === "}") {
      if (!state.skip) flushBytes();
      state = stack.pop() ?? { skip: false, uc: 1 };
      groupStart = false;
      i++;
      continue;
    }
    if (ch === "\\") {
      const next = rtf[i + 1];
      if (next === undefined) break;
      if (next === "\\" || next === "{" || next === "}") {
        if (skipCount > 0) skipCount--;
        else emit(next);
        i += 2;
        groupStart = false;
        continue;
      }
      if (next === "'") {
        const hex = rtf.slice(i + 2, i + 4);
        i += 4;
        groupStart = false;
        if (skipCount > 0) {
          skipCount--;
          continue;
        }
        const byte = Number.parseInt(hex, 16);
        if (!state.skip && Number.isFinite(byte)) pendingBytes.push(byte);
        continue;
      }
      if (next === "*") {
        ignorable = true;
        i += 2;
        continue;
      }
      if (next === "~") {
        emit(" ");
        i += 2;
        continue;
      }
      if (next === "_") {
        emit("-");
        i += 2;
        continue;
      }
      if (next === "-" || next === ":" || next === "|") {
        i += 2;
        continue;
      }
      if (next === "\n" || next === "\r") {
        emit("\n");
        i += 2;
        continue;
      }
      // Control word: letters, optional signed number, optional single space delimiter.
      let j = i + 1;
      while (j < n && j - i <= 32 && /[a-zA-Z]/.test(rtf[j]!)) j++;
      const word = rtf.slice(i + 1, j);
      if (!word) {
        // A control symbol we do not know.
        i += 2;
        continue;
      }
      let k = j;
      if (rtf[k] === "-") k++;
      while (k < n && k - j <= 10 && /[0-9]/.test(rtf[k]!)) k++;
      const paramText = rtf.slice(j, k);
      const param = paramText && paramText !== "-" ? Number.parseInt(paramText, 10) : null;
      if (paramText === "-") k = j;
      i = rtf[k] === " " ? k + 1 : k;

      const opensGroup = groupStart;
      groupStart = false;
      if (opensGroup && (ignorable || SKIPPED_DESTINATIONS.has(word))) {
        state.skip = true;
        ignorable = false;
        continue;
      }
      ignorable = false;
      if (word === "bin" && param !== null && param > 0) {
        i += param;
        continue;
      }
      if (word === "uc" && param !== null) {
        state.uc = Math.max(0, Math.min(param, 10));
        continue;
      }
      if (word === "ansicpg" && param !== null) {
        flushBytes();
        decoder = decoderFor(param);
        continue;
      }
      if (word === "u" && param !== null) {
        const code = param < 0 ? param + 65536 : param;
        emit(String.fromCharCode(code));
        skipCount = state.uc;
        continue;
      }
      const symbol = SYMBOLS[word];
      if (symbol !== undefined) emit(symbol);
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      i++;
      continue;
    }
    groupStart = false;
    if (skipCount > 0) {
      skipCount--;
      i++;
      continue;
    }
    // Plain text run up to the next special character.
    let j = i;
    while (j < n) {
      const c = rtf[j]!;
      if (c === "\\" || c === "{" || c === "}" || c === "\r" || c === "\n") break;
      j++;
    }
    emit(rtf.slice(i, j));
    i = j;
  }
  flushBytes();
  // \uN produces UTF-16 code units; join surrogate pairs and drop lone halves.
  return out
    .join("")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
}

const latin1 = new TextDecoder("latin1");

/** Reads RTF bytes into normalised text. */
export function readRtf(bytes: Uint8Array): ReadBody {
  const source = latin1.decode(bytes);
  const warnings: string[] = [];
  const text = normalizeText(capText(rtfToText(source), warnings));
  if (!/[\p{L}\p{N}]/u.test(text)) return readError("empty", "rtf");
  return { text, pages: 1, warnings };
}
