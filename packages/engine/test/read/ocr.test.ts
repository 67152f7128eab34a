/**
 * OCR of scanned PDFs, offline: a scanned copy of real sample résumés (rendered at test time to
 * image-only PDFs) reads with its name, e-mail and at least 90 % of its skills, and is marked as
 * read by OCR. The full measurement over every sample is in the engine bench (`--ocr`).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseResume } from "../../src/parse-resume.ts";
import { readDocument } from "../../src/read/read-document.ts";
import { extractSkills } from "../../src/skills/extract.ts";
import { samplePdf } from "../fixtures/documents.ts";
import { scannedCopy } from "../fixtures/scanned-pdf.ts";

const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../shared/data/samples/resumes",
);

describe("OCR of scanned PDFs", () => {
  it("reads a scanned copy of the fixture résumé and marks it as read by OCR", async () => {
    const original = await readDocument(await samplePdf());
    const scan = await scannedCopy(await samplePdf());
    expect(await readDocument(scan, { ocr: false })).toMatchObject({
      ok: false,
      code: "no-text-layer",
    });
    let ocrBudget = 0;
    const parsed = await parseResume(scan, { onOcrStart: (ms) => (ocrBudget = ms) });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || !original.ok) return;
    expect(ocrBudget).toBeGreaterThan(0);
    expect(parsed.resume.meta.readBy).toBe("ocr");
    expect(parsed.document.ocr?.confidence).toBeGreaterThan(60);
    expect(parsed.resume.meta.warnings.join(" ")).toMatch(/Read by OCR/);
    const want = new Set(extractSkills(original.text).map((s) => s.id));
    const got = new Set(extractSkills(parsed.document.text).map((s) => s.id));
    expect([...want].filter((id) => got.has(id)).length / want.size).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it("gives up honestly when the time limit passes", async () => {
    const scan = await scannedCopy(await samplePdf());
    const result = await readDocument(scan, { ocr: { timeoutMs: 1 } });
    expect(result).toMatchObject({ ok: false, code: "timeout" });
  }, 60_000);

  it.skipIf(!existsSync(SAMPLES))(
    "reads the name, e-mail and ≥ 90 % of the skills of a scanned real sample résumé",
    async () => {
      const file = path.join(SAMPLES, "barry_allen_fe.pdf");
      const original = await parseResume(new Uint8Array(readFileSync(file)));
      const scanned = await parseResume(await scannedCopy(new Uint8Array(readFileSync(file))));
      expect(original.ok && scanned.ok).toBe(true);
      if (!original.ok || !scanned.ok) return;
      expect(scanned.resume.basics.name).toBe(original.resume.basics.name);
      expect(scanned.resume.basics.email).toBe(original.resume.basics.email);
      const want = new Set(extractSkills(original.document.text).map((s) => s.id));
      const got = new Set(extractSkills(scanned.document.text).map((s) => s.id));
      const share = [...want].filter((id) => got.has(id)).length / want.size;
      console.log(
        `OCR ${path.basename(file)}: ${(share * 100).toFixed(0)} % of ${want.size} skills, ${scanned.document.ocr?.msPerPage} ms per page`,
      );
      expect(share).toBeGreaterThanOrEqual(0.9);
    },
    120_000,
  );
});

describe("resumes in a script the engine cannot read", () => {
  it("says so instead of scoring them", async () => {
    const text =
      "Иван Петров\nПрограммист\n\nОпыт работы\nРазработчик, Яндекс, 2018 - 2024\nПисал сервисы на Python и Go.";
    const result = await readDocument(new TextEncoder().encode(text));
    expect(result).toMatchObject({ ok: false, code: "unsupported-language" });
    if (!result.ok) expect(result.message).toMatch(/script HireLens cannot read/);
  });

  it("reads an English résumé with a name in another script", async () => {
    const text =
      "Иван Петров\nSoftware Engineer\n\nExperience\nBackend developer at Yandex, 2018 - 2024, Python and Go services.";
    expect(await readDocument(new TextEncoder().encode(text))).toMatchObject({ ok: true });
  });
});
