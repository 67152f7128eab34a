/** The hostile files of the bench, by name, beside the normal sample résumés. */
import { buildDoc, sampleDocx, samplePdf } from "../test/fixtures/documents.ts";
import {
  docHugeDeclaredSize,
  docxBomb,
  docxManyParagraphs,
  flipBits,
  oneLineDigits,
  oneLineText,
  pdfFlateBomb,
  rtfBinAndUnicode,
  rtfDeepNesting,
  rtfHugeNumber,
} from "../test/fixtures/hostile-files.ts";

export const HOSTILE_FILES: Record<string, () => Uint8Array | Promise<Uint8Array>> = {
  "sample resume (pdf)": samplePdf,
  "sample resume (docx)": sampleDocx,
  "docx bomb 190 MiB, true sizes": () => docxBomb(),
  "docx bomb 190 MiB, false sizes": () => docxBomb({ falseSizes: true }),
  "docx 200k paragraphs": () => docxManyParagraphs(),
  "rtf million-digit number": () => rtfHugeNumber(),
  "rtf 1M nested groups": () => rtfDeepNesting(),
  "rtf huge \\bin + 200k \\u": () => rtfBinAndUnicode(),
  "txt one line 10 MB": () => oneLineText(),
  "txt one line 10 MB digits": () => oneLineDigits(),
  "pdf FlateDecode bomb 190 MiB": () => pdfFlateBomb(),
  "pdf FlateDecode 48 MiB of text operators": () => pdfFlateBomb(48),
  "pdf bit-flipped (seed 1)": async () => flipBits(await samplePdf(), 1),
  "doc declaring a 4 GB stream": () => docHugeDeclaredSize(buildDoc("Jane Doe\nEngineer")),
};
