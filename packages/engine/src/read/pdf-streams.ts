/**
 * Counts what a PDF's zlib streams really inflate to, before pdf.js sees the file: pdf.js
 * inflates a whole content stream into memory before reading it, with no limit of its own, so
 * a 1 MB page stream that inflates to 190 MiB held the worker for minutes and ~2 GB of memory.
 */
import { constants, inflateSync } from "node:zlib";

// "stream" and "endstream" as bytes, searched with Buffer#indexOf (native, linear).
const STREAM = Buffer.from("stream", "latin1");
const END_STREAM = Buffer.from("endstream", "latin1");
const MAX_DEFLATE_RATIO = 1032;

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
  // Deflate cannot expand data more than 1032 times: a small file needs no inflating to know.
  if (bytes.length * MAX_DEFLATE_RATIO <= budget) return false;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const streams: Array<{ start: number; end: number }> = [];
  for (let at = buffer.indexOf(STREAM); at >= 0; at = buffer.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && buffer[at - 3] === 0x65 && buffer[at - 2] === 0x6e && buffer[at - 1] === 0x64)
      continue;
    let start = at + STREAM.length;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] === 0x0a) start++;
    if (!isZlibHeader(buffer[start], buffer[start + 1])) continue;
    const end = buffer.indexOf(END_STREAM, start);
    streams.push({ start, end: end < 0 ? buffer.length : end });
  }
  // Largest first, and stop once what is left could not reach the budget even at deflate's
  // maximum ratio: a résumé's fonts settle it after a stream or two.
  streams.sort((x, y) => y.end - y.start - (x.end - x.start));
  let unseen = streams.reduce((sum, x) => sum + (x.end - x.start) * MAX_DEFLATE_RATIO, 0);
  let inflated = 0;
  for (const { start, end } of streams) {
    if (inflated + unseen <= budget) return false;
    unseen -= (end - start) * MAX_DEFLATE_RATIO;
    try {
      // A sync flush returns what a cut-off stream inflates to instead of throwing it away,
      // so truncated streams (which pdf.js still reads) are counted too.
      inflated += inflateSync(buffer.subarray(start, end), {
        maxOutputLength: budget - inflated + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if (error instanceof RangeError) return true;
      continue;
    }
    if (inflated > budget) return true;
  }
  return false;
}
