import { Buffer } from "node:buffer";
import type { AuditGroup, AuditResult, AuditRun, CandidateNoticeView } from "@hirelens/contracts";
import PDFDocument from "pdfkit";
import type { AuditRunRow } from "../../db/schema/index.ts";
import { toCsv } from "../../lib/csv.ts";
import { writeText } from "../../lib/pdf-text.ts";

/**
 * The auditor's package of one audit run (decision 176): the applicants CSV (one anonymous row per
 * scored applicant: job, score, categories; no name, no file name, no candidate id), the
 * aggregate CSV (every category and intersection with its numbers) and a PDF of both tables'
 * results, so an independent auditor can recompute every ratio from the first file.
 */

export const APPLICANT_CSV_COLUMNS = [
  "row",
  "job_id",
  "job_title",
  "score",
  "sex",
  "race_ethnicity",
] as const;

export const AGGREGATE_CSV_COLUMNS = [
  "job_id",
  "job_title",
  "median_score",
  "calculation",
  "category",
  "applicants",
  "scoring_above_median",
  "scoring_rate",
  "impact_ratio",
  "excluded_under_2_percent",
  "flagged_under_0_8",
] as const;

const rate = (value: number) => value.toFixed(4);

export function applicantsCsv(run: AuditRun, rows: AuditRunRow[]): string {
  const titles = new Map(run.jobs.map((job) => [job.batchId, job.jobTitle]));
  return toCsv(
    APPLICANT_CSV_COLUMNS,
    rows.map((row) => [
      row.row,
      row.batchId,
      titles.get(row.batchId) ?? "",
      row.score,
      row.sex ?? "unknown",
      row.raceEthnicity ?? "unknown",
    ]),
  );
}

const CALCULATIONS = [
  ["sex", "sex"],
  ["race/ethnicity", "raceEthnicity"],
  ["intersection", "intersections"],
] as const;

export function aggregateCsv(run: AuditRun): string {
  const titles = new Map(run.jobs.map((job) => [job.batchId, job.jobTitle]));
  const results: AuditResult[] = [
    ...run.report.jobs,
    ...(run.scope === "range" ? [run.report.overall] : []),
  ];
  const lines: unknown[][] = [];
  for (const result of results) {
    const jobId = result.jobId ?? "all";
    const title = result.jobId ? (titles.get(result.jobId) ?? "") : "All jobs";
    const median = result.medianScore ?? "per job";
    for (const [label, key] of CALCULATIONS) {
      for (const group of result[key])
        lines.push([
          jobId,
          title,
          median,
          label,
          group.label,
          group.applicants,
          group.scoringAbove,
          rate(group.scoringRate),
          group.impactRatio === null ? "" : rate(group.impactRatio),
          group.isExcluded ? "yes" : "no",
          group.isFlagged ? "yes" : "no",
        ]);
      const unknown = result.unknown[key];
      lines.push([
        jobId,
        title,
        median,
        label,
        "Unknown category",
        unknown,
        "",
        "",
        "",
        "not compared",
        "",
      ]);
    }
  }
  return toCsv(AGGREGATE_CSV_COLUMNS, lines);
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

function groupLine(group: AuditGroup): string {
  const ratio = group.isExcluded
    ? "under 2 %: not compared"
    : group.impactRatio === null
      ? "no ratio"
      : `impact ratio ${group.impactRatio.toFixed(2)}${group.isFlagged ? "  FLAG: under 0.80" : ""}`;
  return `${group.label}: ${group.applicants} applicants, ${group.scoringAbove} above the median, scoring rate ${pct(group.scoringRate)}, ${ratio}`;
}

function pdfOf(title: string, write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 48, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    write(doc);
    doc.end();
  });
}

export function auditPdf(run: AuditRun): Promise<Buffer> {
  return pdfOf(`HireLens bias audit — ${run.title}`, (doc) => {
    doc.fontSize(18);
    writeText(doc, "HireLens — bias audit (NYC Local Law 144 method)", { weight: 700 });
    doc.moveDown(0.3).fontSize(11).fillColor("#444");
    writeText(doc, `Audit: ${run.title}`);
    writeText(doc, `Date: ${run.createdAt.slice(0, 16).replace("T", " ")} UTC`);
    writeText(doc, `Data source: ${run.dataSource}`);
    writeText(doc, `Engine version: ${run.engineVersion}`);
    writeText(doc, `Applicants with a score: ${run.applicants}`);
    doc.moveDown(0.4).fontSize(9);
    writeText(
      doc,
      "Method: per job, the median score of all its applicants; a category's scoring rate is the share of its applicants scoring above the median; its impact ratio is its scoring rate divided by the highest scoring rate. Categories under 2 % of the applicants are reported but not compared; applicants of unknown category are counted and left out. A ratio under 0.80 is flagged. Across jobs, each applicant is compared with their own job's median.",
    );
    doc.fillColor("#000");
    const results: AuditResult[] = [
      ...run.report.jobs,
      ...(run.scope === "range" ? [run.report.overall] : []),
    ];
    const titles = new Map(run.jobs.map((job) => [job.batchId, `${job.jobTitle} (${job.name})`]));
    for (const result of results) {
      if (doc.y > 680) doc.addPage();
      doc.moveDown(0.8).fontSize(13);
      writeText(doc, result.jobId ? (titles.get(result.jobId) ?? result.jobId) : "All jobs", {
        weight: 700,
      });
      doc.fontSize(10);
      writeText(
        doc,
        `${result.applicants} applicants${result.medianScore === null ? "" : `, median score ${result.medianScore}`}`,
      );
      for (const [label, key] of CALCULATIONS) {
        if (doc.y > 720) doc.addPage();
        doc.moveDown(0.3);
        writeText(doc, `By ${label} (unknown: ${result.unknown[key]})`, { weight: 700 });
        doc.fontSize(9).fillColor("#333");
        if (!result[key].length) writeText(doc, "No applicant with a known category.");
        for (const group of result[key]) writeText(doc, groupLine(group), { indent: 8 });
        doc.fontSize(10).fillColor("#000");
      }
    }
  });
}

export function noticePdf(notice: CandidateNoticeView): Promise<Buffer> {
  return pdfOf(notice.subject, (doc) => {
    doc.fontSize(16);
    writeText(doc, notice.subject, { weight: 700 });
    for (const section of notice.sections) {
      doc.moveDown(0.6).fontSize(12);
      writeText(doc, section.heading, { weight: 700 });
      doc.fontSize(10);
      for (const line of section.lines) writeText(doc, line);
    }
  });
}

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "audit";
