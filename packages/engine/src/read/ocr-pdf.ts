/**
 * OCR for scanned PDFs, offline: pdf.js decodes each page's scanned image (no canvas needed),
 * tesseract.js (WebAssembly) reads it with the English model of the npm package
 * `@tesseract.js-data/eng`, loaded from node_modules: nothing is fetched from a CDN.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { Block, Worker } from "tesseract.js";
import { normalizeText } from "./normalize-text.ts";
import { layoutPdfPages, type PdfPage, type PdfTextItem } from "./pdf-layout.ts";
import { loadPdfJs } from "./read-pdf.ts";

/** Pages read by OCR at most: a résumé has few, and each takes seconds. */
export const MAX_OCR_PAGES = 4;
/** Default time for the OCR of one document, on top of reading its text layer. */
export const DEFAULT_OCR_TIMEOUT_MS = 60_000;
/** Below this mean word confidence (0-100) the OCR'd text is not trusted. */
const MIN_CONFIDENCE = 45;
/** A scan narrower than this (about 180 dpi on a letter page) is enlarged 2x for tesseract. */
const MIN_OCR_WIDTH = 1000;

export interface OcrDocument {
  text: string;
  pages: number;
  pageStarts: number[];
  /** Mean word confidence of tesseract, 0-100. */
  confidence: number;
  msPerPage: number;
}

interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** pdf.js's decoded image: 1 bit grey (1 = white), RGB or RGBA bytes. */
interface PdfImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

function toGray(img: PdfImage): GrayImage | null {
  const { width, height, data } = img;
  if (!data || width < 200 || height < 200) return null;
  const out = new Uint8Array(width * height);
  if (img.kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        out[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    return { width, height, data: out };
  }
  const channels = Math.round(data.length / (width * height));
  if (channels < 1) return null;
  for (let p = 0, q = 0; p < out.length; p++, q += channels) {
    out[p] =
      channels >= 3 ? (data[q]! * 299 + data[q + 1]! * 587 + data[q + 2]! * 114) / 1000 : data[q]!;
  }
  return { width, height, data: out };
}

/** Doubles a small scan (bilinear): tesseract reads text of about 20-30 px height best. */
function enlarge(img: GrayImage): GrayImage {
  if (img.width >= MIN_OCR_WIDTH) return img;
  const width = img.width * 2;
  const height = img.height * 2;
  const out = new Uint8Array(width * height);
  const src = img.data;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(img.height - 1, y / 2);
    const y0 = Math.floor(sy);
    const y1 = Math.min(img.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(img.width - 1, x / 2);
      const x0 = Math.floor(sx);
      const x1 = Math.min(img.width - 1, x0 + 1);
      const fx = sx - x0;
      const top = src[y0 * img.width + x0]! * (1 - fx) + src[y0 * img.width + x1]! * fx;
      const bottom = src[y1 * img.width + x0]! * (1 - fx) + src[y1 * img.width + x1]! * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, data: out };
}

/**
 * Tesseract's words as positioned text items, so the PDF reader's own layout rebuilds lines,
 * columns and reading order: a name beside a contact column stays apart from it.
 */
function toPdfPage(blocks: Block[], img: GrayImage, scale: number): PdfPage {
  const items: PdfTextItem[] = [];
  for (const block of blocks)
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        // The line's baseline, not its words' boxes: "Anywhere," (a descender) and "123 Main St"
        // sit on one baseline and must land in one row.
        const { baseline, bbox } = line;
        const hasBaseline = baseline && baseline.x1 > baseline.x0;
        const height = line.rowAttributes?.rowHeight || bbox.y1 - bbox.y0;
        const size = Math.max(1, height * scale * 0.85);
        for (const word of line.words) {
          if (!word.text.trim() || word.confidence < 20) continue;
          const at = (word.bbox.x0 + word.bbox.x1) / 2;
          const baseY = hasBaseline
            ? baseline.y0 +
              ((baseline.y1 - baseline.y0) * (at - baseline.x0)) / (baseline.x1 - baseline.x0)
            : word.bbox.y1;
          items.push({
            str: word.text,
            x: word.bbox.x0 * scale,
            y: (img.height - baseY) * scale,
            width: (word.bbox.x1 - word.bbox.x0) * scale,
            size,
          });
        }
      }
  return { width: img.width * scale, height: img.height * scale, items };
}

/** Mends what OCR splits: "alfred. pennyworth@email.com" is one address. */
function mendOcr(text: string): string {
  return text.replace(/([\w+-]+\.)[ \t]+(?=[\w.+-]*@[\w-]+\.)/g, "$1");
}

/** A binary PGM: the simplest picture tesseract's image reader takes. */
function toPgm(img: GrayImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${img.width} ${img.height}\n255\n`), img.data]);
}

type PdfJs = Awaited<ReturnType<typeof loadPdfJs>>;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

/** The largest image a page paints: the scan of that page. */
async function pageScan(pdfjs: PdfJs, pdf: PdfDocument, pageNumber: number) {
  const page = await pdf.getPage(pageNumber);
  const ops = await page.getOperatorList();
  let best: PdfImage | null = null;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    let img: PdfImage | null = null;
    if (fn === pdfjs.OPS.paintInlineImageXObject) img = ops.argsArray[i]?.[0] as PdfImage;
    else if (fn === pdfjs.OPS.paintImageXObject) {
      const name = ops.argsArray[i]?.[0] as string;
      const objs = name.startsWith("g_") ? page.commonObjs : page.objs;
      img = await new Promise<PdfImage | null>((resolve) => {
        try {
          objs.get(name, (value: unknown) => resolve(value as PdfImage));
        } catch {
          resolve(null);
        }
      });
    }
    if (img?.data && (!best || img.width * img.height > best.width * best.height)) best = img;
  }
  return best ? toGray(best) : null;
}

/** The English model shipped by `@tesseract.js-data/eng`, as a local folder. */
function langPath(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve("@tesseract.js-data/eng/package.json");
  return path.join(path.dirname(pkg), "4.0.0_best_int");
}

/**
 * Reads the scanned pages of a PDF with OCR; null when it has no scan or nothing legible.
 * `await ocrPdf(scannedBytes, signal)` -> `{ text: "Barry Allen\n...", pages: 1, confidence: 88, ... }`
 */
export async function ocrPdf(bytes: Uint8Array, signal: AbortSignal): Promise<OcrDocument | null> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  // One tesseract worker per document, ended after it: scans are rare, and a thread with a model
  // loaded would otherwise keep ~100 MB and the process alive.
  let worker: Worker | null = null;
  const stop = () => {
    void task.destroy().catch(() => undefined);
    void worker?.terminate().catch(() => undefined);
  };
  signal.addEventListener("abort", stop, { once: true });
  try {
    const pdf = await task.promise;
    const pages = Math.min(pdf.numPages, MAX_OCR_PAGES);
    const started = Date.now();
    const layoutPages: PdfPage[] = [];
    let confidence = 0;
    let read = 0;
    for (let p = 1; p <= pages && !signal.aborted; p++) {
      const scan = await pageScan(pdfjs, pdf, p);
      if (!scan) {
        layoutPages.push({ width: 612, height: 792, items: [] });
        continue;
      }
      if (!worker) {
        // tesseract.js is imported only here, for a scan: no other document pays for it.
        const { createWorker, OEM, PSM } = await import("tesseract.js");
        worker = await createWorker("eng", OEM.LSTM_ONLY, {
          langPath: langPath(),
          cacheMethod: "none",
          gzip: true,
        });
        // Sparse text: a résumé's header puts a large name beside small contact lines, which
        // page segmentation reads as one line; the layout below orders the words instead.
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
      }
      if (signal.aborted) return null;
      const image = enlarge(scan);
      // The scan's resolution as if it were a US letter page: tesseract need not guess (and log).
      await worker.setParameters({ user_defined_dpi: String(Math.round(image.width / 8.5)) });
      const { data } = await worker.recognize(toPgm(image), {}, { blocks: true, text: false });
      // Points per pixel, as if the scan were a US letter page's width.
      layoutPages.push(toPdfPage(data.blocks ?? [], image, 612 / image.width));
      confidence += data.confidence;
      read += 1;
    }
    if (signal.aborted || read === 0) return null;
    confidence /= read;
    const layout = layoutPdfPages(layoutPages);
    const texts = layout.pages.map((page) => normalizeText(mendOcr(page), { dehyphenate: true }));
    if (layout.header.length)
      texts[0] = normalizeText(`${layout.header.join("\n")}\n\n${texts[0] ?? ""}`);
    const pageStarts: number[] = [];
    let text = "";
    for (const pageText of texts) {
      if (text && pageText) text += "\n\n";
      pageStarts.push(text.length);
      text += pageText;
    }
    const letters = text.replace(/[^\p{L}]/gu, "").length;
    if (letters < 40 || confidence < MIN_CONFIDENCE) return null;
    return {
      text,
      pages: pdf.numPages,
      pageStarts,
      confidence: Math.round(confidence),
      msPerPage: Math.round((Date.now() - started) / read),
    };
  } catch {
    return null;
  } finally {
    signal.removeEventListener("abort", stop);
    await worker?.terminate().catch(() => undefined);
    await task.destroy().catch(() => undefined);
  }
}
