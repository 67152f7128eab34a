import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readDocument } from "../../src/read/read-document.ts";
import type { ReadResult } from "../../src/types.ts";
import { blankPdf, imageOnlyPdf, SAMPLE, samplePdf } from "../fixtures/documents.ts";
import { buildRawPdf, linesAt, type RawTextItem } from "../fixtures/raw-pdf.ts";

function textOf(result: ReadResult): string {
  if (!result.ok) throw new Error(`expected text, got ${result.code}: ${result.message}`);
  return result.text;
}

describe("readDocument: PDF", () => {
  it("reads a word-processor résumé in order, without its running header and footer", async () => {
    const result = await readDocument(await samplePdf());
    const text = textOf(result);
    expect(result.ok && result.kind).toBe("pdf");
    expect(result.ok && result.pages).toBe(2);
    expect(text).toContain(`${SAMPLE.name}\n${SAMPLE.label}`);
    expect(text).toContain(`• ${SAMPLE.jobs[0]!.bullets[0]}`);
    expect(text.indexOf("EXPERIENCE")).toBeLessThan(text.indexOf("EDUCATION"));
    expect(text).toContain("CERTIFICATIONS");
    expect(text).not.toMatch(/Page \d of 2/);
    // The repeated header is kept once, at the top, and not on page 2.
    expect(text.match(/Confidential/g)).toHaveLength(1);
    expect(result.ok && result.pageStarts).toHaveLength(2);
    if (result.ok && result.pageStarts)
      expect(text.slice(result.pageStarts[1]!)).toMatch(/^CERTIFICATIONS/);
  });

  it("reads two columns one after the other", async () => {
    const left: RawTextItem[] = linesAt(
      [
        [40, "EXPERIENCE", 12],
        [40, "Senior Accountant, Deloitte"],
        [40, "Closed monthly books for five entities"],
        [40, "Prepared consolidated statements"],
        [40, "Staff Accountant, KPMG"],
        [40, "Reconciled intercompany accounts"],
      ],
      700,
      15,
    );
    const right: RawTextItem[] = linesAt(
      [
        [360, "SKILLS", 12],
        [360, "GAAP, IFRS, SAP, Excel"],
        [360, "Power BI, NetSuite"],
        [360, "CERTIFICATIONS", 12],
        [360, "Certified Public Accountant"],
      ],
      706,
      19,
    );
    const header = linesAt(
      [
        [220, "Priya Patel", 18],
        [40, "priya@example.com | (312) 555-0199 | Chicago, IL | linkedin.com/in/priyapatel"],
      ],
      760,
      22,
    );
    const text = textOf(
      await readDocument(buildRawPdf([{ items: [...header, ...left, ...right] }])),
    );
    const lines = text.split("\n").filter(Boolean);
    expect(lines.slice(0, 8)).toEqual([
      "Priya Patel",
      "priya@example.com | (312) 555-0199 | Chicago, IL | linkedin.com/in/priyapatel",
      "EXPERIENCE",
      "Senior Accountant, Deloitte",
      "Closed monthly books for five entities",
      "Prepared consolidated statements",
      "Staff Accountant, KPMG",
      "Reconciled intercompany accounts",
    ]);
    expect(lines.slice(8)).toEqual([
      "SKILLS",
      "GAAP, IFRS, SAP, Excel",
      "Power BI, NetSuite",
      "CERTIFICATIONS",
      "Certified Public Accountant",
    ]);
  });

  it("keeps table rows together with tabs between cells", async () => {
    const rows = [
      ["Language", "Level", "Years"],
      ["Python", "Expert", "8"],
      ["SQL", "Advanced", "6"],
    ];
    const items: RawTextItem[] = [];
    for (const [r, row] of rows.entries()) {
      for (const [c, cell] of row.entries())
        items.push({ x: 72 + c * 160, y: 700 - r * 16, text: cell });
    }
    expect(textOf(await readDocument(buildRawPdf([{ items }])))).toBe(
      "Language\tLevel\tYears\nPython\tExpert\t8\nSQL\tAdvanced\t6",
    );
  });

  it("replaces ligatures, normalises odd bullets and rejoins hyphenated words", async () => {
    const items = linesAt([
      [72, "Financial analyst at ﬁrst-rate ofﬁce"],
      [72, "▪ Led quarterly ﬂow-of-funds reviews"],
      [72, "\uF0B7 Built forecasting models in Excel"],
      [72, "➢ Automated reporting"],
      [72, "Improved the experi-"],
      [72, "ence of every client team"],
    ]);
    expect(textOf(await readDocument(buildRawPdf([{ items }])))).toBe(
      [
        "Financial analyst at first-rate office",
        "• Led quarterly flow-of-funds reviews",
        "• Built forecasting models in Excel",
        "• Automated reporting",
        "Improved the experience",
        "of every client team",
      ].join("\n"),
    );
  });

  it("says an image-only PDF has no text layer", async () => {
    const result = await readDocument(await imageOnlyPdf());
    expect(result).toMatchObject({ ok: false, code: "no-text-layer", kind: "pdf" });
    expect(!result.ok && result.message).toMatch(/no text/i);
  });

  it("says a PDF without any content is empty", async () => {
    expect(await readDocument(await blankPdf())).toMatchObject({ ok: false, code: "empty" });
  });

  it("says a password-protected PDF is encrypted", async () => {
    const result = await readDocument(
      buildRawPdf([{ items: linesAt([[72, "Secret"]]) }], { encrypted: true }),
    );
    expect(result).toMatchObject({ ok: false, code: "encrypted", kind: "pdf" });
    expect(!result.ok && result.message).toMatch(/password/i);
  });

  it("says a cut-off PDF is truncated and a damaged one corrupt", async () => {
    const pdf = await samplePdf();
    for (const share of [0.1, 0.5, 0.9]) {
      const result = await readDocument(pdf.slice(0, Math.floor(pdf.length * share)));
      if (result.ok) expect(result.warnings.join(" ")).toMatch(/cut off/);
      else expect(result.code).toBe("truncated");
    }
    const damaged = new TextEncoder().encode(
      "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ngarbage\n%%EOF\n",
    );
    const result = await readDocument(damaged);
    expect(result.ok).toBe(false);
    expect(!result.ok && ["corrupt", "empty"]).toContain(!result.ok && result.code);
  });

  it("gives up after the time limit with a timeout error, warm or cold", async () => {
    // Sixty pages take longer than a millisecond to read however warm pdf.js is, and once it is
    // loaded it never yields to the timer: the limit holds all the same.
    const long = buildRawPdf(
      Array.from({ length: 60 }, (_, i) => ({
        items: linesAt([[72, `Page ${i + 1} of the long report on warehouse operations`]]),
      })),
    );
    expect(await readDocument(await samplePdf())).toMatchObject({ ok: true });
    const result = await readDocument(long, { timeoutMs: 1 });
    expect(result).toMatchObject({ ok: false, code: "timeout", kind: "pdf" });
    expect((await readDocument(long)).ok).toBe(true);
  });

  it("refuses files over the size limit before reading them", async () => {
    const result = await readDocument(await samplePdf(), { maxBytes: 1000 });
    expect(result).toMatchObject({ ok: false, code: "too-large" });
    expect(!result.ok && result.message).toContain("MB");
  });

  it("reads a Node Buffer as well as a Uint8Array, and leaves the caller's bytes intact", async () => {
    const bytes = await samplePdf();
    const buffer = Buffer.from(bytes);
    const copy = Buffer.from(buffer);
    const result = await readDocument(buffer);
    expect(result).toMatchObject({ ok: true, kind: "pdf", pages: 2 });
    expect(buffer.equals(copy)).toBe(true);
  });
});

// Real résumé PDFs of ../shared/data whose font gives "m" more width than it is drawn with.
const REAL_DEV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../shared/data/real-dev/resumes",
);
describe.skipIf(!existsSync(REAL_DEV))("readDocument: real résumé PDFs", () => {
  it("keeps the spaces they draw after a word ending in 'm'", async () => {
    const read = async (file: string) =>
      textOf(await readDocument(new Uint8Array(readFileSync(path.join(REAL_DEV, file)))));
    const worker = await read("advocate-28111403.pdf");
    expect(worker).toContain("Program Worker");
    expect(worker).not.toMatch(/[a-z]m[A-Z][a-z]/);
    const leader = await read("advocate-13115648.pdf");
    expect(leader).toContain("Team Leader");
    expect(leader).toContain("Problem Solving");
  });
});
