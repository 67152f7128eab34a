/** The reader entry point: detect the type, read it under a time limit, never throw. */
import type { DocumentKind, ReadDocument, ReadResult } from "../types.ts";
import { detectKind } from "./detect-kind.ts";
import { DEFAULT_MAX_BYTES, readError } from "./errors.ts";
import { capText } from "./limits.ts";
import { DEFAULT_OCR_TIMEOUT_MS, ocrPdf } from "./ocr-pdf.ts";
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
  /** OCR of a PDF with no text layer (a scan): on unless `false`; its own time limit, default 60 s. */
  ocr?: false | { timeoutMs?: number };
  /** Told when a scan's OCR starts and how long it may take (a worker extends its deadline). */
  onOcrStart?: (timeoutMs: number) => void;
}

/** Fewer letters per page than this, in a PDF, and the pages are probably scanned images. */
const SPARSE_LETTERS_PER_PAGE = 80;
/** More letters outside the Latin script than this share, and the engine cannot judge the text. */
const MAX_NON_LATIN_SHARE = 0.5;

const OCR_WARNING =
  "Read by OCR: this PDF is a scanned image, so its text was recognised from the picture. Check names, dates and numbers against the file.";

/** Share of the letters of `text` that are not Latin script (Cyrillic, CJK, Arabic, ...). */
export function nonLatinShare(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 0;
  return (text.match(/[^\P{L}\p{Script=Latin}]/gu)?.length ?? 0) / letters;
}

function lettersPerPage(body: ReadBody): number {
  if ("ok" in body) return 0;
  return body.text.replace(/[^\p{L}]/gu, "").length / Math.max(1, body.pages);
}

/** Runs OCR on a scanned PDF under its own time limit; the text-layer result when OCR finds less. */
async function readScan(
  bytes: Uint8Array,
  body: ReadBody,
  options: ReadOptions,
): Promise<ReadBody> {
  if (options.ocr === false) return body;
  const timeoutMs = options.ocr?.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS;
  options.onOcrStart?.(timeoutMs);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A recognition stopped mid-page never settles: the deadline answers for it.
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const ocr = await Promise.race([ocrPdf(bytes, controller.signal), deadline]);
    if (!ocr) return controller.signal.aborted && "ok" in body ? readError("timeout", "pdf") : body;
    if (!("ok" in body) && body.text.length * 2 > ocr.text.length) return body;
    return {
      text: ocr.text,
      pages: ocr.pages,
      pageStarts: ocr.pageStarts,
      warnings: [OCR_WARNING],
      ocr: { confidence: ocr.confidence, msPerPage: ocr.msPerPage },
    };
  } finally {
    clearTimeout(timer);
  }
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
    const started = performance.now();
    const work = Promise.resolve()
      .then(() => readByKind(detected, bytes, controller.signal))
      .catch(() => readError("corrupt", detected));
    let body = await Promise.race([work, timeout]);
    clearTimeout(timer);
    // A reader that never yields to the event loop (pdf.js, once loaded, runs on promises alone)
    // finishes before its timer can fire: past the limit is past the limit all the same.
    if (performance.now() - started > timeoutMs) body = readError("timeout", detected);
    const isScan =
      "ok" in body ? body.code === "no-text-layer" : lettersPerPage(body) < SPARSE_LETTERS_PER_PAGE;
    if (detected === "pdf" && isScan) body = await readScan(bytes, body, options);
    if ("ok" in body) return body;
    if (nonLatinShare(body.text) > MAX_NON_LATIN_SHARE)
      return readError("unsupported-language", detected);
    // Every reader caps its own text; this holds the limit for any path that does not.
    const warnings = body.warnings.slice();
    const text = capText(body.text, warnings);
    const document: ReadDocument = { ok: true, kind: detected, text, pages: body.pages, warnings };
    if (body.ocr) document.ocr = body.ocr;
    const pageStarts =
      text === body.text ? body.pageStarts : body.pageStarts?.filter((at) => at < text.length);
    if (pageStarts && pageStarts.length > 1) document.pageStarts = pageStarts;
    return document;
  } catch {
    return readError("corrupt", kind ?? undefined);
  }
}
