/** The reader entry point: detect the type, read it under a time limit, never throw. */
import type { DocumentKind, ReadDocument, ReadResult } from "../types.ts";
import { detectKind } from "./detect-kind.ts";
import { DEFAULT_MAX_BYTES, readError } from "./errors.ts";
import { capText } from "./limits.ts";
import { readDoc } from "./read-doc.ts";
import { readDocx } from "./read-docx.ts";
import { readPdf } from "./read-pdf.ts";
import { readRtf } from "./read-rtf.ts";
import { readTextDocument } from "./read-text.ts";
import type { ReadBody } from "./read-types.ts";

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ReadOptions {
  /** Time limit for one document; past it the result is a "timeout" error. Default 10 s. */
  timeoutMs?: number;
  /** Size limit in bytes; larger files get "too-large". Default 10 MB. */
  maxBytes?: number;
}

function readByKind(
  kind: DocumentKind,
  bytes: Uint8Array,
  signal: AbortSignal,
): Promise<ReadBody> | ReadBody {
  switch (kind) {
    case "pdf":
      return readPdf(bytes, signal);
    case "docx":
      return readDocx(bytes, signal);
    case "doc":
      return readDoc(bytes, signal);
    case "rtf":
      return readRtf(bytes);
    case "txt":
    case "md":
      return readTextDocument(bytes, kind);
  }
}

function isAllWhitespace(bytes: Uint8Array): boolean {
  for (const b of bytes)
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x00) return false;
  return true;
}

/**
 * Reads a résumé or job file into plain text in reading order, or a typed error; never throws.
 * @example await readDocument(new TextEncoder().encode("Jane Doe\nEngineer")) // { ok: true, kind: "txt", text: "Jane Doe\nEngineer", pages: 1, warnings: [] }
 */
export async function readDocument(
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  let kind: DocumentKind | null = null;
  try {
    if (!(bytes instanceof Uint8Array)) return readError("unsupported-type");
    if (bytes.length > maxBytes) return readError("too-large", undefined, { maxBytes });
    if (bytes.length === 0 || isAllWhitespace(bytes)) return readError("empty");
    kind = detectKind(bytes);
    if (!kind) return readError("unsupported-type");
    const detected = kind;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<ReadBody>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(readError("timeout", detected));
      }, timeoutMs);
    });
    const work = Promise.resolve()
      .then(() => readByKind(detected, bytes, controller.signal))
      .catch(() => readError("corrupt", detected));
    const body = await Promise.race([work, timeout]);
    clearTimeout(timer);
    if ("ok" in body) return body;
    // Every reader caps its own text; this holds the limit for any path that does not.
    const warnings = body.warnings.slice();
    const text = capText(body.text, warnings);
    const document: ReadDocument = { ok: true, kind: detected, text, pages: body.pages, warnings };
    const pageStarts =
      text === body.text ? body.pageStarts : body.pageStarts?.filter((at) => at < text.length);
    if (pageStarts && pageStarts.length > 1) document.pageStarts = pageStarts;
    return document;
  } catch {
    return readError("corrupt", kind ?? undefined);
  }
}
