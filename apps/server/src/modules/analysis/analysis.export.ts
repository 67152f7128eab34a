import { Buffer } from "node:buffer";
import {
  type BatchDetail,
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
      candidate.band?.label,
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

export function batchToPdf(batch: BatchDetail): Promise<Buffer> {
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
      const heading =
        candidate.status === "scored"
          ? `#${candidate.rank}  ${candidate.displayName} — ${candidate.score}/100${candidate.band ? ` · ${candidate.band.label}` : ""}`
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
        : await batchToPdf(batch);
  return { body, contentType: EXPORT_CONTENT_TYPES[format], fileName };
}
