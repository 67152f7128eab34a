/**
 * OCR of scanned résumés (issue 10): a scanned copy of each sample PDF of ../shared/data (pages
 * rendered to 150 dpi JPEGs in an image-only PDF, made here at run time) is read back with OCR.
 * Per file: is the name read, is the e-mail read, the share of the original's skills found, and
 * the time per page. Goal: name, e-mail and at least 90 % of the skills for every sample résumé.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseResume } from "../src/parse-resume.ts";
import { extractSkills } from "../src/skills/extract.ts";
import { scannedCopy } from "../test/fixtures/scanned-pdf.ts";
import { DATA_DIR, dataAvailable, fmt, median } from "./shared.ts";

export async function runOcr(): Promise<void> {
  console.log("\n## OCR of scanned copies of the sample PDFs (150 dpi, image only)");
  if (!dataAvailable("samples/resumes")) return;
  const rows: string[] = [];
  const msPerPage: number[] = [];
  let resumes = 0;
  let passed = 0;
  for (const folder of ["resumes", "layouts"]) {
    const dir = path.join(DATA_DIR, "samples", folder);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".pdf"))
      .sort()) {
      const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
      const original = await parseResume(bytes);
      const scanned = await parseResume(await scannedCopy(bytes), { ocr: { timeoutMs: 180_000 } });
      if (!original.ok) continue;
      if (!scanned.ok) {
        rows.push(`| ${folder}/${file} | failed: ${scanned.code} | | | |`);
        continue;
      }
      const want = new Set(extractSkills(original.document.text).map((s) => s.id));
      const got = new Set(extractSkills(scanned.document.text).map((s) => s.id));
      const share = want.size ? [...want].filter((id) => got.has(id)).length / want.size : 1;
      const nameOk = scanned.resume.basics.name === original.resume.basics.name;
      const mailOk = scanned.resume.basics.email === original.resume.basics.email;
      const ms = scanned.document.ocr?.msPerPage ?? Number.NaN;
      msPerPage.push(ms);
      if (folder === "resumes") {
        resumes += 1;
        if (nameOk && mailOk && share >= 0.9) passed += 1;
      }
      rows.push(
        `| ${folder}/${file} | ${nameOk ? "yes" : `no (${scanned.resume.basics.name ?? "none"} / ${original.resume.basics.name ?? "none"})`} | ${mailOk ? "yes" : "no"} | ${fmt(share * 100, 0)} % of ${want.size} | ${ms} ms (${scanned.document.pages} p., confidence ${scanned.document.ocr?.confidence}) |`,
      );
    }
  }
  console.log("| file | name read | e-mail read | skills read | OCR time per page |");
  console.log("|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(
    `sample resumes read with name, e-mail and >= 90 % of skills: ${passed}/${resumes}; median ${fmt(median(msPerPage), 0)} ms per page`,
  );
}
