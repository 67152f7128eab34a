import type { BatchDetail, CandidateSummary } from "@hirelens/contracts";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { fontRuns } from "../../src/lib/pdf-text.ts";
import { batchToPdf } from "../../src/modules/analysis/analysis.export.ts";
import { renderInvoicePdf } from "../../src/modules/billing/invoice-pdf.ts";

const NAMES = ["Łukasz Ćwikła", "Иван Петров", "李雷", "Ελένη Παπαδοπούλου", "Zoë Ørsted"];

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

function candidate(index: number, name: string): CandidateSummary {
  return {
    id: `c${index}`,
    batchId: "b1",
    fileId: null,
    fileName: `${name}.pdf`,
    status: "scored",
    reviewStatus: "none",
    notes: "",
    rank: index + 1,
    score: 80 - index,
    band: null,
    name,
    alias: `Candidate ${index + 1}`,
    displayName: name,
    lastTitle: "Інженер",
    years: 4,
    topMatchedSkills: ["Python"],
    topMissingSkills: [],
    failureCode: null,
    failureMessage: null,
    updatedAt: "2026-11-23T00:00:00.000Z",
  };
}

describe("PDF text in any script", () => {
  it("splits a line into runs of the bundled font files that cover each character", () => {
    const runs = fontRuns("Łukasz 李雷");
    expect(runs.map((run) => run.text).join("")).toBe("Łukasz 李雷");
    // Basic Latin and Latin Extended are two files, the Chinese characters a third.
    expect(new Set(runs.map((run) => run.file)).size).toBeGreaterThanOrEqual(3);
    expect(runs.at(-1)?.file).toMatch(/noto-sans-sc/);
  });

  it("prints Latin, Cyrillic, Greek and Chinese names in the batch report", async () => {
    const batch = {
      id: "b1",
      name: "Kraków batch",
      jobTitle: "Інженер-програміст",
      status: "completed",
      totalFiles: NAMES.length,
      queuedFiles: 0,
      scoredFiles: NAMES.length,
      failedFiles: 0,
      averageScore: 78,
      topScore: 80,
      topBand: null,
      creditsCharged: NAMES.length,
      creditsRefunded: 0,
      createdAt: "2026-11-23T00:00:00.000Z",
      completedAt: "2026-11-23T00:01:00.000Z",
      weights: {},
      candidates: NAMES.map((name, index) => candidate(index, name)),
      bands: [],
    } as unknown as BatchDetail;
    const text = await textOf(await batchToPdf(batch));
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain("Інженер-програміст");
    expect(text).toContain("Kraków batch");
  });

  it("prints the customer's name in any script on the invoice", async () => {
    const text = await textOf(
      await renderInvoicePdf({
        number: "HL-2026-0001",
        issuedAt: new Date("2026-11-23T00:00:00Z"),
        status: "paid",
        customerName: "李雷 (Łukasz Ćwikła)",
        customerEmail: "li@example.com",
        periodStart: null,
        periodEnd: null,
        currency: "eur",
        lines: [
          { description: "Pro — Иван", quantity: 1, unitAmountCents: 1900, amountCents: 1900 },
        ],
        subtotalCents: 1900,
        totalCents: 1900,
        paymentMethod: null,
        sellerEmail: "billing@hirelens.test",
        sellerUrl: "https://hirelens.test",
      }),
    );
    expect(text).toContain("李雷 (Łukasz Ćwikła)");
    expect(text).toContain("Pro — Иван");
    expect(text).toContain("HL-2026-0001");
  });
});
