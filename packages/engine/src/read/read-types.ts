import type { ReadError } from "../types.ts";

/** What a format reader returns before `readDocument` adds the kind. */
export type ReadBody =
  | {
      text: string;
      pages: number;
      /** Offset in `text` where each page starts, for paged formats. */
      pageStarts?: number[];
      warnings: string[];
      /** Set when the text was recognised from scanned pages. */
      ocr?: { confidence: number; msPerPage: number };
    }
  | ReadError;
