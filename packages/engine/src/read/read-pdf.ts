/**
 * PDF reader: pdf.js (bundled by unpdf) gives positioned text items; `layoutPdfPages` rebuilds
 * lines and reading order; failures become typed read errors.
 */
import type { getResolvedPDFJS } from "unpdf";
import { readError } from "./errors.ts";
import { MAX_PDF_UNPACKED_BYTES, MAX_TEXT_CHARS, TRUNCATED_WARNING } from "./limits.ts";
import { normalizeText } from "./normalize-text.ts";
import { layoutPdfPages, type PdfPage, type PdfTextItem } from "./pdf-layout.ts";
import { exceedsInflateBudget } from "./pdf-streams.ts";
import type { ReadBody } from "./read-types.ts";

const MAX_PAGES = 30;
const PAGE_NUMBER_PHRASE = /\bpage\s*\d+(?:\s*(?:of|\/)\s*\d+)?/gi;

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;
type PdfPageProxy = Awaited<ReturnType<PdfDocument["getPage"]>>;

function hasEofMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048));
  for (let i = tail.length - 5; i >= 0; i--) {
    if (
      tail[i] === 0x25 &&
      tail[i + 1] === 0x25 &&
      tail[i + 2] === 0x45 &&
      tail[i + 3] === 0x4f &&
      tail[i + 4] === 0x46
    )
      return true;
  }
  return false;
}

/** Characters of text items still to be read, shared by the pages read in parallel. */
interface TextBudget {
  left: number;
  exceeded: boolean;
}

type TextContent = Awaited<ReturnType<PdfPageProxy["getTextContent"]>>;

/**
 * A page's text items, streamed and cancelled once the document's character budget is spent:
 * getTextContent would collect every item of a page drawing millions of strings first.
 */
async function streamPageItems(
  page: PdfPageProxy,
  budget: TextBudget,
): Promise<TextContent["items"]> {
  // normalizeText applies NFKC to the whole text once; pdf.js need not do it per item.
  const reader = page.streamTextContent({ disableNormalization: true }).getReader();
  const items: TextContent["items"] = [];
  for (;;) {
    const { value, done } = (await reader.read()) as { value?: TextContent; done: boolean };
    if (done || !value) return items;
    for (const item of value.items) {
      items.push(item);
      if ("str" in item) budget.left -= item.str.length;
    }
    if (budget.left < 0) {
      budget.exceeded = true;
      // pdf.js requires an Error as the reason, and stops the page's parser at its next chunk.
      await reader.cancel(new Error("The text budget is spent.")).catch(() => undefined);
      return items;
    }
  }
}

async function readPageItems(page: PdfPageProxy, budget: TextBudget): Promise<PdfPage> {
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
  const items: PdfTextItem[] = [];
  for (const raw of await streamPageItems(page, budget)) {
    if (!("str" in raw) || !raw.str) continue;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform as number[];
    // Rotated or vertical text (sidebars, watermarks) is not part of the reading flow.
    if (Math.abs(b) > 0.2 * Math.abs(a) || Math.abs(c) > 0.2 * Math.abs(d) || a <= 0 || d <= 0) {
      continue;
    }
    items.push({
      str: raw.str,
      x: e - x0,
      y: f - y0,
      width: raw.width,
      size: Math.hypot(c, d),
      font: raw.fontName,
    });
  }
  return { width: x1 - x0, height: y1 - y0, items };
}

/** True when any of the first pages paints an image or vector shapes (a scan, or outlined text). */
async function hasGraphics(pdfjs: PdfJs, pdf: PdfDocument, pages: number): Promise<boolean> {
  const { OPS } = pdfjs;
  const graphic = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintSolidColorImageMask,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObjectGroup,
    OPS.constructPath,
    OPS.fill,
    OPS.stroke,
  ]);
  for (let p = 1; p <= Math.min(pages, 3); p++) {
    const page = await pdf.getPage(p);
    const ops = await page.getOperatorList();
    if (ops.fnArray.some((fn: number) => graphic.has(fn))) return true;
  }
  return false;
}

function errorName(error: unknown): string {
  return error && typeof error === "object" && "name" in error ? String(error.name) : "";
}

let pdfJs: Promise<PdfJs> | undefined;

/**
 * pdf.js, imported on first use: a command that reads no PDF (`hirelens --help`, a DOCX) never
 * pays for loading it. A failed load is not kept, so the next PDF tries again.
 */
export function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= import("unpdf")
    .then(({ getResolvedPDFJS }) => getResolvedPDFJS())
    .catch((error: unknown) => {
      pdfJs = undefined;
      throw error;
    });
  return pdfJs;
}

/**
 * Loads pdf.js ahead of the first PDF (a worker thread calls it before taking tasks, so the cold
 * load never counts against a file's deadline). `await warmPdfReader()` -> undefined.
 */
export async function warmPdfReader(): Promise<void> {
  await loadPdfJs();
}

/** Reads the text layer of a PDF. Throws nothing: every failure is a typed error body. */
export async function readPdf(bytes: Uint8Array, signal: AbortSignal): Promise<ReadBody> {
  if (exceedsInflateBudget(bytes, MAX_PDF_UNPACKED_BYTES))
    return readError("too-large-unpacked", "pdf", { maxBytes: MAX_PDF_UNPACKED_BYTES });
  const pdfjs = await loadPdfJs();
  const complete = hasEofMarker(bytes);
  // pdf.js takes ownership of the buffer it is given and refuses a Node Buffer: hand it a plain
  // Uint8Array copy (Buffer#slice would be a Buffer view of the caller's memory).
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  const onAbort = () => void task.destroy().catch(() => undefined);
  signal.addEventListener("abort", onAbort, { once: true });
  let pdf: PdfDocument | null = null;
  try {
    pdf = await task.promise;
    const pageCount = pdf.numPages;
    const warnings: string[] = [];
    const pages: PdfPage[] = [];
    const limit = Math.min(pageCount, MAX_PAGES);
    if (pageCount > MAX_PAGES) warnings.push(`Only the first ${MAX_PAGES} pages were read.`);
    // Pages are requested together: pdf.js inflates their streams off the main thread, so one
    // page's text is parsed while the next one's bytes are being decompressed.
    const doc = pdf;
    const budget: TextBudget = { left: MAX_TEXT_CHARS, exceeded: false };
    pages.push(
      ...(await Promise.all(
        Array.from({ length: limit }, (_, i) =>
          doc.getPage(i + 1).then((page) => readPageItems(page, budget)),
        ),
      )),
    );
    if (budget.exceeded) warnings.push(TRUNCATED_WARNING);
    if (signal.aborted) return readError("timeout", "pdf");
    const blankPages = pages.filter((p) => p.items.length === 0).length;
    const layout = layoutPdfPages(pages);
    const header = layout.header
      .map((line) => line.replace(PAGE_NUMBER_PHRASE, "").replace(/[\s|•·–—-]+$/, ""))
      .filter((line) => /[A-Za-z0-9]/.test(line));
    const pageTexts = layout.pages.map((text) => normalizeText(text, { dehyphenate: true }));
    if (header.length)
      pageTexts[0] = normalizeText(`${header.join("\n")}\n\n${pageTexts[0] ?? ""}`);
    const letters = pageTexts.join("").replace(/[^\p{L}\p{N}]/gu, "").length;
    if (letters < 10) {
      if (!complete) return readError("truncated", "pdf");
      if (await hasGraphics(pdfjs, pdf, limit)) return readError("no-text-layer", "pdf");
      return readError("empty", "pdf");
    }
    if (blankPages > 0) {
      warnings.push(
        blankPages === 1
          ? "One page has no text (it may be a scanned image); its content was not read."
          : `${blankPages} pages have no text (they may be scanned images); their content was not read.`,
      );
    }
    if (!complete)
      warnings.push("The file seems to be cut off at the end; some text may be missing.");
    const pageStarts: number[] = [];
    let text = "";
    for (const pageText of pageTexts) {
      if (!pageText) {
        pageStarts.push(text.length);
        continue;
      }
      if (text) text += "\n\n";
      pageStarts.push(text.length);
      text += pageText;
    }
    return { text, pages: pageCount, pageStarts, warnings };
  } catch (error) {
    if (signal.aborted) return readError("timeout", "pdf");
    const name = errorName(error);
    if (name === "PasswordException") return readError("encrypted", "pdf");
    if (!complete) return readError("truncated", "pdf");
    return readError("corrupt", "pdf");
  } finally {
    signal.removeEventListener("abort", onAbort);
    // pdf.js 6: the loading task owns the document (PDFDocumentProxy#destroy is gone).
    await task.destroy().catch(() => undefined);
  }
}
