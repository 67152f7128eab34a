/// <reference path="./word-extractor.d.ts" />
/**
 * Legacy Word (.doc) reader: word-extractor does the extraction, after the compound file and the
 * Word piece table have been checked here, because word-extractor follows sector chains and
 * table offsets without bounds and can spin forever on a damaged file.
 */
import { parseCompoundFile } from "./cfb.ts";
import { readError } from "./errors.ts";
import { normalizeText } from "./normalize-text.ts";
import type { ReadBody } from "./read-types.ts";

const MAX_PIECES = 100_000;
const MAX_CHARACTERS = 5_000_000;

function u16(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
}
function u32(b: Uint8Array, o: number): number {
  return (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;
}

type DocCheck = "ok" | "encrypted" | "corrupt" | "unsupported";

/** Validates the FIB and the piece table the way word-extractor will read them. */
function checkWordStreams(bytes: Uint8Array): DocCheck {
  const cfb = parseCompoundFile(bytes);
  if (!cfb) return "corrupt";
  let word: Uint8Array | null;
  let table: Uint8Array | null;
  try {
    word = cfb.stream("WordDocument");
    if (!word || word.length < 0x1aa) return "corrupt";
    const magic = u16(word, 0);
    if (magic !== 0xa5ec) return magic === 0xa5dc ? "unsupported" : "corrupt";
    const flags = u16(word, 0x0a);
    if (flags & 0x0100) return "encrypted";
    table = cfb.stream(flags & 0x0200 ? "1Table" : "0Table");
  } catch {
    return "corrupt";
  }
  if (!table) return "corrupt";
  // CLX: optional Prc blocks (type 1), then the piece table (type 2).
  let pos = u32(word, 0x1a2);
  let guard = 0;
  while (pos < table.length && table[pos] === 1 && guard++ < 10_000) pos += 3 + u16(table, pos + 1);
  if (pos + 5 > table.length || table[pos] !== 2) return "corrupt";
  const size = u32(table, pos + 1);
  pos += 5;
  if (size < 16 || pos + size > table.length || (size - 4) % 12 !== 0) return "corrupt";
  const pieces = (size - 4) / 12;
  if (pieces > MAX_PIECES) return "corrupt";
  let characters = 0;
  for (let x = 0; x < pieces; x++) {
    const start = u32(table, pos + x * 4);
    const end = u32(table, pos + (x + 1) * 4);
    if (end < start) return "corrupt";
    const fc = u32(table, pos + (pieces + 1) * 4 + x * 8 + 2);
    const unicode = (fc & 0x40000000) === 0;
    const filePos = unicode ? fc : Math.floor((fc & ~0x40000000) / 2);
    const length = (end - start) * (unicode ? 2 : 1);
    characters += end - start;
    if (filePos + length > word.length || characters > MAX_CHARACTERS) return "corrupt";
  }
  const ccpText = u32(word, 0x4c);
  if (ccpText > characters) return "corrupt";
  return "ok";
}

/** Reads DOC bytes into normalised text. */
export async function readDoc(bytes: Uint8Array, signal: AbortSignal): Promise<ReadBody> {
  const check = checkWordStreams(bytes);
  if (check === "encrypted") return readError("encrypted", "doc");
  if (check === "unsupported") return readError("unsupported-type", "doc");
  if (check === "corrupt") return readError("corrupt", "doc");
  try {
    // Imported by the first DOC, not by every start of the CLI.
    const { default: WordExtractor } = await import("word-extractor");
    const extractor = new WordExtractor();
    const doc = await extractor.extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    if (signal.aborted) return readError("timeout", "doc");
    const headers = doc.getHeaders({ includeFooters: false }).trim();
    const body = doc.getBody();
    const boxes = doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }).trim();
    const parts = [headers, body, boxes].filter((p) => p.trim() !== "");
    const text = normalizeText(parts.join("\n\n"));
    if (!/[\p{L}\p{N}]/u.test(text)) return readError("empty", "doc");
    return { text, pages: 1, warnings: [] };
  } catch {
    if (signal.aborted) return readError("timeout", "doc");
    return readError("corrupt", "doc");
  }
}
