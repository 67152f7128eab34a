/** Bytes -> text -> structured résumé: `readDocument` then `structureResume`, never throws. */
import { type ReadOptions, readDocument } from "./read/read-document.ts";
import { correctOcrEmail, splitGluedName } from "./structure/ocr-email.ts";
import { type StructureOptions, structureResume } from "./structure/structure-resume.ts";
import type { ParsedResume, ReadDocument, ReadError, SourceSpan } from "./types.ts";

export type ParseResumeOptions = ReadOptions & StructureOptions;

export type ParseResumeResult =
  | { ok: true; document: ReadDocument; resume: ParsedResume }
  | ReadError;

/** Adds the 1-based page to each span of a multi-page document. */
function addPages(resume: ParsedResume, pageStarts: number[]): void {
  const pageOf = (offset: number) => {
    let page = 1;
    for (let i = 1; i < pageStarts.length; i++) if (offset >= pageStarts[i]!) page = i + 1;
    return page;
  };
  const mark = (span: SourceSpan) => {
    span.page = pageOf(span.start);
  };
  for (const span of Object.values(resume.meta.sources)) mark(span);
  for (const section of resume.meta.sections) mark(section.span);
}

/**
 * Reads a résumé file and structures it; a file that cannot be read gives its typed error.
 * @example await parseResume(pdfBytes) // { ok: true, document: { kind: "pdf", text: "Jane Doe\n...", ... }, resume: { basics: { name: "Jane Doe", ... }, ... } }
 */
export async function parseResume(
  bytes: Uint8Array,
  options: ParseResumeOptions = {},
): Promise<ParseResumeResult> {
  const document = await readDocument(bytes, options);
  if (!document.ok) return document;
  const resume = structureResume(document.text, { asOf: options.asOf });
  if (document.pageStarts && document.pageStarts.length > 1) addPages(resume, document.pageStarts);
  else for (const span of Object.values(resume.meta.sources)) span.page = 1;
  if (document.warnings.length) resume.meta.warnings.unshift(...document.warnings);
  if (document.ocr) {
    resume.meta.readBy = "ocr";
    if (!resume.basics.name) {
      const glued = splitGluedName(document.text, resume.basics.email);
      if (glued) {
        resume.basics.name = glued.name;
        resume.meta.sources["/basics/name"] = { ...glued.span, page: 1 };
      }
    }
    if (resume.basics.email)
      resume.basics.email = correctOcrEmail(resume.basics.email, resume.basics.name);
  }
  return { ok: true, document, resume };
}
