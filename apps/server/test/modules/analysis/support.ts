import { randomUUID } from "node:crypto";
import PDFDocument from "pdfkit";
import { expect } from "vitest";
import { type Api, api, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

export interface AnalyzerTestContext {
  t: TestApp;
  smtp: TestSmtp;
  client: Api;
  close(): Promise<void>;
}

/** The real app (fresh database) with a capturing SMTP server, for the resume analyzer suites. */
export async function startAnalyzerApp(
  overrides: Record<string, string> = {},
  appOptions: Parameters<typeof createTestApp>[1] = {},
): Promise<AnalyzerTestContext> {
  const smtp = await startSmtp();
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      APP_URL: "http://hirelens.test",
      ...overrides,
    },
    appOptions,
  );
  return {
    t,
    smtp,
    client: api(t.app),
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** A verified, signed-in user with a unique e-mail. */
export async function signUp(context: AnalyzerTestContext, name = "Rita Recruiter") {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${randomUUID().slice(0, 8)}@example.com`;
  return registerVerifiedUser(context.client, context.smtp, { name, email });
}

export interface UploadPart {
  name: string;
  bytes: Uint8Array;
  field?: string;
}

/** A multipart/form-data body, the way a browser sends `files` from a file input. */
export function multipartBody(parts: UploadPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----hirelens${randomUUID().replaceAll("-", "")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? "files"}"; filename="${part.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The ids of the files an `upload` stored, in the order they were sent. */
export function fileIdsOf(uploaded: Awaited<ReturnType<typeof upload>>): string[] {
  return uploaded.body.data.files.map((file: { id: string }) => file.id);
}

export async function upload(context: AnalyzerTestContext, token: string, parts: UploadPart[]) {
  const { payload, contentType } = multipartBody(parts);
  const response = await context.t.app.inject({
    method: "POST",
    url: "/api/files/upload",
    payload,
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
  });
  return { status: response.statusCode, body: response.json() };
}

export const JOB_TEXT = `Senior Backend Engineer

We are hiring a Senior Backend Engineer to build our payments platform.

Requirements:
- 5+ years of professional software engineering experience
- Strong experience with Node.js and TypeScript
- PostgreSQL and SQL performance tuning
- Docker and Kubernetes in production
- Bachelor's degree in Computer Science or equivalent

Nice to have:
- Experience with AWS
- GraphQL
- Redis
`;

export interface ResumeSpec {
  name: string;
  title: string;
  skills: string[];
  years: number;
  company?: string;
}

/** Plain-text resume in a conventional layout. */
export function resumeText(spec: ResumeSpec): string {
  const start = 2025 - spec.years;
  return [
    spec.name,
    spec.title,
    `${spec.name.toLowerCase().replace(/[^a-z]+/g, ".")}@mail.example | +44 20 7946 0${Math.floor(Math.random() * 900 + 100)}`,
    "",
    "Summary",
    `${spec.title} with ${spec.years} years of experience building reliable software.`,
    "",
    "Experience",
    `${spec.title}, ${spec.company ?? "Acme Corp"}`,
    `Jan ${start} - Present`,
    `- Built services with ${spec.skills.slice(0, 3).join(", ")}`,
    `- Improved reliability using ${spec.skills.slice(3).join(", ") || "good engineering practice"}`,
    "",
    "Education",
    "BSc Computer Science, University of Leeds, 2010",
    "",
    "Skills",
    spec.skills.join(", "),
    "",
  ].join("\n");
}

function pdfBytes(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50 });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

/** A text PDF of the resume, one line per paragraph. */
export function resumePdf(spec: ResumeSpec): Promise<Uint8Array> {
  return pdfBytes((doc) => {
    for (const line of resumeText(spec).split("\n")) doc.fontSize(11).text(line || " ");
  });
}

/** A "scanned" PDF: drawings only, no text layer at all. */
export function imageOnlyPdf(): Promise<Uint8Array> {
  return pdfBytes((doc) => {
    for (let row = 0; row < 20; row += 1)
      doc.rect(50, 60 + row * 30, 300 + (row % 5) * 40, 12).fill("#333");
  });
}

/** The first bytes of a real PNG: an image, whatever its name says. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89,
]);

export const txt = (text: string) => new TextEncoder().encode(text);

/** Polls the batch until no file is queued or parsing (the queue works in the background). */
export async function waitForBatch(
  context: AnalyzerTestContext,
  token: string,
  batchId: string,
  timeoutMs = 60_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await context.client.call("GET", `/api/resume-analysis/batches/${batchId}`, {
      token,
    });
    if (response.status !== 200) throw new Error(`batch ${batchId}: ${response.status}`);
    if (response.body.data.status === "completed") return response.body.data;
    if (Date.now() > until)
      throw new Error(`batch ${batchId} not done: ${JSON.stringify(response.body.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts an analysis the way the analyzer page does (POST /api/analysis/analyze, answered 202)
 * and waits until its batch is done; answers the finished batch.
 */
export async function analyzeAndWait(
  context: AnalyzerTestContext,
  token: string,
  body: { jobDescriptionId: string; fileIds: string[]; name?: string },
  timeoutMs?: number,
) {
  const started = await context.client.call("POST", "/api/analysis/analyze", { token, body });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitForBatch(context, token, started.body.data.id, timeoutMs);
}

export async function createJob(context: AnalyzerTestContext, token: string, text = JOB_TEXT) {
  const response = await context.client.call("POST", "/api/job-descriptions", {
    token,
    body: { title: "Senior Backend Engineer", text },
  });
  if (response.status !== 201)
    throw new Error(`job: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { id: string };
}

/** A Word (.docx) resume built with the `docx` package. */
export async function resumeDocx(spec: ResumeSpec): Promise<Uint8Array> {
  const { Document, Packer, Paragraph, TextRun, HeadingLevel } = await import("docx");
  const lines = resumeText(spec).split("\n");
  const headings = new Set(["Summary", "Experience", "Education", "Skills"]);
  const doc = new Document({
    sections: [
      {
        children: lines.map((line, index) =>
          index === 0
            ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(line)] })
            : headings.has(line)
              ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(line)] })
              : new Paragraph({ children: [new TextRun(line)] }),
        ),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
