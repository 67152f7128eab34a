/**
 * Counts what a PDF's zlib streams really inflate to, before pdf.js sees the file: pdf.js
 * inflates a whole content stream into memory before reading it, with no limit of its own, so
 * a 1 MB page stream that inflates to 190 MiB held the worker for minutes and ~2 GB of memory.
 */
import { constants, inflateSync } from "node:zlib";

// "stream" and "endstream" as bytes, searched with Buffer#indexOf (native, linear).
const STREAM = Buffer.from("stream", "latin1");
const END_STREAM = Buffer.from("endstream", "latin1");

function isZlibHeader(cmf: number | undefined, flg: number | undefined): boolean {
  return (
    cmf !== undefined && flg !== undefined && (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0
  );
}

/**
 * True when the zlib streams of a PDF inflate, all together, to more than `budget` bytes.
 * Every stream found by its keyword is tried, whatever its dictionary says, so a bomb cannot
 * hide behind a misleading filter or length; zlib stops at `maxOutputLength`, so the check
 * itself never holds more than the budget. Streams that do not inflate are pdf.js's business.
 * @example exceedsInflateBudget(pdfBytes, 64 << 20) // false for a résumé, true for a bomb
 */
export function exceedsInflateBudget(bytes: Uint8Array, budget: number): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let left = budget;
  for (let at = buffer.indexOf(STREAM); at >= 0; at = buffer.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && buffer[at - 3] === 0x65 && buffer[at - 2] === 0x6e && buffer[at - 1] === 0x64)
      continue;
    let start = at + STREAM.length;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] === 0x0a) start++;
    if (!isZlibHeader(buffer[start], buffer[start + 1])) continue;
    const end = buffer.indexOf(END_STREAM, start);
    try {
      // A sync flush returns what a cut-off stream inflates to instead of throwing it away,
      // so truncated streams (which pdf.js still reads) are counted too.
      const out = inflateSync(buffer.subarray(start, end < 0 ? buffer.length : end), {
        maxOutputLength: left + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      left -= out.length;
    } catch (error) {
      if (error instanceof RangeError) return true;
      continue;
    }
    if (left < 0) return true;
  }
  return false;
}
