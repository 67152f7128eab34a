/**
 * Hard limits that keep every reader linear and bounded on hostile files (issue 15). Each is
 * far above what a real résumé needs, so only a bomb or a generated file ever meets one.
 */

const MIB = 1024 * 1024;

/**
 * Bytes a DOCX may inflate to, all XML parts together, counted while inflating. Real résumés
 * unpack to well under 5 MB; a bomb is refused after this much work, whatever it declares.
 */
export const MAX_UNPACKED_BYTES = 32 * MIB;

/**
 * Bytes a PDF's zlib streams may inflate to, all together (fonts and images included), counted
 * before pdf.js opens the file: the résumés of the benchmark inflate to under 1 MB, a photo to a
 * few MB; pdf.js would hold a whole inflated content stream in memory at once.
 */
export const MAX_PDF_UNPACKED_BYTES = 64 * MIB;

/**
 * The body XML mammoth gets is cut at a paragraph end before this size: mammoth needs about
 * 50–100 times an XML part's size in memory, so 4 MiB keeps it to a few hundred MB at worst.
 */
export const MAX_DOCUMENT_XML_BYTES = 4 * MIB;

/** Other XML parts mammoth reads (styles, numbering, notes): larger ones are left out. */
export const MAX_PART_XML_BYTES = 2 * MIB;

/**
 * Paragraphs read from a DOCX body: mammoth spends about 0.3 ms on each, and a ten-page
 * résumé has fewer than 1,000, tables included.
 */
export const MAX_PARAGRAPHS = 4000;

/**
 * Characters of text a reader hands on. A long résumé is 30,000; structuring reads at most
 * 300,000 (`structure-resume.ts`), so nothing past this would be used anyway.
 */
export const MAX_TEXT_CHARS = 300_000;

/** The warning for text cut at `MAX_TEXT_CHARS` or at `MAX_PARAGRAPHS`. */
export const TRUNCATED_WARNING =
  "The file holds far more text than a résumé; only its beginning was read.";

/**
 * Cuts text at `MAX_TEXT_CHARS` (at a line end when one is near), noting it in `warnings`.
 * @example capText("a".repeat(400_000), []).length // 300000
 */
export function capText(text: string, warnings: string[]): string {
  if (text.length <= MAX_TEXT_CHARS) return text;
  const lineEnd = text.lastIndexOf("\n", MAX_TEXT_CHARS);
  if (!warnings.includes(TRUNCATED_WARNING)) warnings.push(TRUNCATED_WARNING);
  let end = lineEnd > MAX_TEXT_CHARS - 1000 ? lineEnd : MAX_TEXT_CHARS;
  // Never leave half of a surrogate pair at the end.
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end--;
  return text.slice(0, end);
}
