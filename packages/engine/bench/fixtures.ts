/** Documents for the speed benchmarks: the sample PDFs, plus DOCX/RTF/TXT/MD made from RJDB resumes. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Document, Packer, Paragraph } from "docx";
import type { DocumentKind } from "../src/types.ts";
import { DATA_DIR } from "./shared.ts";

export interface BenchDoc {
  name: string;
  kind: DocumentKind;
  bytes: Uint8Array;
}

const rtfEscape = (s: string) =>
  s.replace(/[\\{}]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0)}?`);

async function docxOf(text: string): Promise<Uint8Array> {
  const doc = new Document({
    sections: [{ children: text.split("\n").map((l) => new Paragraph(l)) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** Every benchmark document, by kind; empty when ../shared/data is absent. */
export async function loadBenchDocs(limitTexts = 40): Promise<BenchDoc[]> {
  const docs: BenchDoc[] = [];
  for (const sub of ["resumes", "layouts"]) {
    const dir = path.join(DATA_DIR, "samples", sub);
    for (const f of readdirSync(dir)
      .filter((x) => x.endsWith(".pdf"))
      .sort()) {
      const bytes = new Uint8Array(readFileSync(path.join(dir, f)));
      docs.push({ name: `${sub}/${f}`, kind: "pdf", bytes });
    }
  }
  const rows = readFileSync(path.join(DATA_DIR, "rjdb-dev.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .slice(0, limitTexts);
  const enc = new TextEncoder();
  for (const [i, line] of rows.entries()) {
    const text = (JSON.parse(line) as { "Resume-matched": string })["Resume-matched"].trim();
    docs.push({ name: `rjdb-${i}.md`, kind: "md", bytes: enc.encode(text) });
    docs.push({
      name: `rjdb-${i}.txt`,
      kind: "txt",
      bytes: enc.encode(text.replace(/^#+\s*/gm, "")),
    });
    docs.push({
      name: `rjdb-${i}.docx`,
      kind: "docx",
      bytes: await docxOf(text.replace(/^#+\s*/gm, "")),
    });
    docs.push({
      name: `rjdb-${i}.rtf`,
      kind: "rtf",
      bytes: enc.encode(
        `{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}}\\f0\\fs22 ${text
          .replace(/^#+\s*/gm, "")
          .split("\n")
          .map(rtfEscape)
          .join("\\par\n")}}`,
      ),
    });
  }
  return docs;
}
