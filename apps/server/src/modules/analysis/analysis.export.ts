import { Buffer } from "node:buffer";
import {
  type BatchDetail,
  bandDisplayText,
  type CandidateDetail,
  EXPORT_CSV_COLUMNS,
  type ExportFormat,
  fitBandRange,
} from "@hirelens/contracts";
import PDFDocument from "pdfkit";
import { toCsv } from "../../lib/csv.ts";
import { writeText } from "../../lib/pdf-text.ts";

export function batchToCsv(batch: BatchDetail): string {
  return toCsv(
    EXPORT_CSV_COLUMNS,
    batch.candidates.map((candidate) => [
      candidate.rank,
      candidate.displayName,
      candidate.fileName,
      candidate.score,
      // A reviewer's override reads "Strong fit (overridden from Good fit by …: reason)".
      bandDisplayText(candidate),
      candidate.status === "failed"
        ? `failed: ${candidate.failureMessage ?? ""}`
        : candidate.status,
      candidate.reviewStatus,
      candidate.lastTitle,
      candidate.years,
      candidate.topMatchedSkills.join("; "),
      candidate.topMissingSkills.join("; "),
      candidate.notes,
    ]),
  );
}

/** What the report prints of a scored candidate beyond the table row: the drawer's own view. */
export type CandidateReport = Pick<CandidateDetail, "components" | "insights">;

/** The evidence a candidate's score rests on most: the items of most credit, best first. */
export function topEvidence(report: CandidateReport, limit = 3): string[] {
  return report.components
    .flatMap((component) => component.evidence)
    .filter((item) => item.credit > 0 && item.resumeSpan?.text.trim())
    .sort((a, b) => b.credit - a.credit)
    .slice(0, limit)
    .map((item) => {
      const quote = (item.resumeSpan?.text ?? "").replace(/\s+/g, " ").trim();
      const shown = quote.length > 140 ? `${quote.slice(0, 139)}…` : quote;
      return `${item.requirement}: “${shown}”`;
    });
}

/** "Required skills 24/28 · Experience 9/12 · …": the breakdown of the score on one line. */
export function breakdownLine(report: CandidateReport): string {
  return report.components
    .map(
      (component) => `${component.label} ${round(component.points)}/${round(component.maxPoints)}`,
    )
    .join(" · ");
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The PDF report: the band legend, then per candidate the score, band, the breakdown of the score
 * and the evidence it rests on most (`reports` by candidate id; a candidate without one gets its
 * table row only).
 */
export function batchToPdf(
  batch: BatchDetail,
  reports: ReadonlyMap<string, CandidateReport> = new Map(),
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 48,
      info: { Title: `HireLens report — ${batch.name}` },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.fontSize(18);
    writeText(doc, "HireLens — candidate ranking", { weight: 700 });
    doc.moveDown(0.3).fontSize(11).fillColor("#444");
    writeText(doc, `Job: ${batch.jobTitle}`);
    writeText(doc, `Analysis: ${batch.name}`);
    writeText(
      doc,
      `Resumes: ${batch.totalFiles} — scored ${batch.scoredFiles}, failed ${batch.failedFiles}` +
        (batch.averageScore === null ? "" : ` — average match ${batch.averageScore}`),
    );
    writeText(doc, `Created: ${batch.createdAt.slice(0, 16).replace("T", " ")} UTC`);
    doc.moveDown(0.6);
    doc.fontSize(10).fillColor("#000");
    writeText(doc, "What the bands mean", { weight: 700 });
    doc.fontSize(9).fillColor("#444");
    for (const band of batch.bands) {
      writeText(doc, `${band.label} (${fitBandRange(band, batch.bands)}): ${band.meaning}`);
    }
    doc.moveDown();
    doc.fillColor("#000");
    for (const candidate of batch.candidates) {
      if (doc.y > 720) doc.addPage();
      const band = bandDisplayText(candidate);
      const heading =
        candidate.status === "scored" && candidate.score === null
          ? candidate.displayName // automated ranking off: documents only
          : candidate.status === "scored"
            ? `#${candidate.rank}  ${candidate.displayName} — ${candidate.score}/100${band ? ` · ${band}` : ""}`
            : `${candidate.displayName} — ${candidate.status === "failed" ? "could not be analysed" : candidate.status}`;
      doc.fontSize(12);
      writeText(doc, heading, { weight: 700 });
      doc.fontSize(10).fillColor("#333");
      const details = [
        candidate.lastTitle ? `Last title: ${candidate.lastTitle}` : null,
        candidate.years !== null ? `Experience: ${candidate.years} years` : null,
        candidate.topMatchedSkills.length
          ? `Matched: ${candidate.topMatchedSkills.join(", ")}`
          : null,
        candidate.topMissingSkills.length
          ? `Missing: ${candidate.topMissingSkills.join(", ")}`
          : null,
        candidate.failureMessage ? `Reason: ${candidate.failureMessage}` : null,
        candidate.reviewStatus !== "none" ? `Review: ${candidate.reviewStatus}` : null,
        candidate.notes ? `Notes: ${candidate.notes}` : null,
        `File: ${candidate.fileName}`,
      ].filter(Boolean) as string[];
      for (const line of details) writeText(doc, line);
      const report = candidate.status === "scored" ? reports.get(candidate.id) : undefined;
      if (report) {
        doc.moveDown(0.2);
        writeText(doc, `Breakdown: ${breakdownLine(report)}`);
        const evidence = topEvidence(report);
        if (evidence.length) {
          writeText(doc, "Top evidence:", { weight: 700 });
          for (const line of evidence) writeText(doc, `•  ${line}`, { indent: 8 });
        }
        if (report.insights?.summary) writeText(doc, `Summary: ${report.insights.summary}`);
      }
      doc.fillColor("#000").moveDown(0.6);
    }
    doc.end();
  });
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
};

export async function exportBatch(
  batch: BatchDetail,
  format: ExportFormat,
  reports: ReadonlyMap<string, CandidateReport> = new Map(),
): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
  const slug =
    batch.jobTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "analysis";
  const fileName = `hirelens-${slug}-${batch.id.slice(0, 8)}.${format}`;
  const body =
    format === "csv"
      ? batchToCsv(batch)
      : format === "json"
        ? JSON.stringify({ data: batch }, null, 2)
        : await batchToPdf(batch, reports);
  return { body, contentType: EXPORT_CONTENT_TYPES[format], fileName };
}
