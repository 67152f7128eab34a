/** Read errors with messages a recruiter can act on. */
import type { DocumentKind, ReadError, ReadErrorCode } from "../types.ts";

/** The default size limit, matching the product's 10 MB upload limit. */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

const MESSAGES: Record<Exclude<ReadErrorCode, "too-large" | "too-large-unpacked">, string> = {
  "no-text-layer":
    "This PDF contains only images (for example a scanned page), so there is no text to read. Upload a PDF saved from a word processor, or a DOCX file.",
  encrypted: "This file is password-protected. Remove the password and upload it again.",
  corrupt:
    "This file is damaged and cannot be read. Save or export it again from the original program and upload the new copy.",
  truncated:
    "This file is incomplete: it looks like the upload or download was cut off. Upload the complete file again.",
  "unsupported-type":
    "This file type is not supported. Upload a PDF, Word (DOCX or DOC), RTF, plain text or Markdown file.",
  empty: "This file is empty: it contains no text to read.",
  "unsupported-language":
    "This résumé is written mostly in a script HireLens cannot read yet (for example Cyrillic, Arabic or Chinese), so it was not scored. Upload a version in English or another language in Latin script.",
  timeout:
    "This file took too long to read, so it was skipped. Save it again as a simpler PDF or DOCX and upload it again.",
};

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/** Builds a typed read error, e.g. readError("encrypted", "pdf"). */
export function readError(
  code: ReadErrorCode,
  kind?: DocumentKind,
  options: { maxBytes?: number } = {},
): ReadError {
  const limit = formatMegabytes(options.maxBytes ?? DEFAULT_MAX_BYTES);
  const message =
    code === "too-large"
      ? `This file is larger than ${limit} MB. Upload a smaller file.`
      : code === "too-large-unpacked"
        ? `This file unpacks to more than ${limit} MB, far more than a résumé holds, so it was not read. Save it again from the original program and upload the new copy.`
        : MESSAGES[code];
  return kind ? { ok: false, code, message, kind } : { ok: false, code, message };
}
