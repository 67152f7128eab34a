import {
  AUDIT_CSV_MAX_BYTES,
  auditBatchSchema,
  auditImportResultSchema,
  auditRunSchema,
  auditRunSummarySchema,
  auditStatusSchema,
  auditTemplateQuerySchema,
  candidateNoticeSchema,
  createAuditRunSchema,
  DEFAULT_SCORE_WEIGHTS,
  howScoringSchema,
  noticeQuerySchema,
  publicAuditSummarySchema,
  SCORE_COMPONENT_LABELS,
} from "@hirelens/contracts";
import { FIT_BANDS } from "@hirelens/engine/score/bands";
import { ENGINE_VERSION } from "@hirelens/engine/version";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition, DOCUMENT_SECURITY_HEADERS } from "../../lib/display-text.ts";
import { dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { aggregateCsv, applicantsCsv, auditPdf, noticePdf, slugOf } from "./bias-audit.export.ts";
import {
  categoryTemplate,
  createAuditRun,
  defaultEmployer,
  getAuditBatches,
  getAuditRun,
  getAuditRunForExport,
  getAuditRuns,
  getAuditStatus,
  getCandidateNotice,
  getPublicSummary,
  importCategories,
  publishAuditRun,
} from "./bias-audit.service.ts";

const idParams = z.object({ id: z.uuid() });
/** Bodies up to this reach the service, which refuses over AUDIT_CSV_MAX_BYTES with its own message. */
const BODY_LIMIT = 4 * AUDIT_CSV_MAX_BYTES;
const exportQuery = z.object({ format: z.enum(["applicants-csv", "aggregate-csv", "pdf"]) });

/** The bias audit kit and the candidate notice kit (issue 13, decision 176), signed in. */
export const biasAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["bias-audit"];
  // The category CSV arrives as the raw file bytes: the service reads its encoding and BOM.
  for (const type of ["text/csv", "application/octet-stream", "application/vnd.ms-excel"]) {
    app.addContentTypeParser(
      type,
      { parseAs: "buffer", bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
  }

  app.get(
    "/bias-audit/batches",
    {
      schema: {
        tags,
        summary: "The workspace's analyses with how many scored candidates have categories",
        response: { 200: dataOf(z.array(auditBatchSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await getAuditBatches(app.services, (await requireWorkspace(request, "viewer")).id)),
  );

  app.get(
    "/bias-audit/template",
    {
      schema: {
        tags,
        summary: "The category CSV to fill in: the candidate ids of the chosen analyses",
        querystring: auditTemplateQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await categoryTemplate(
        app.services,
        (await requireWorkspace(request, "viewer")).id,
        request.query.batchIds,
      );
      return reply
        .headers(DOCUMENT_SECURITY_HEADERS)
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          contentDisposition("attachment", "hirelens-audit-categories.csv"),
        )
        .header("cache-control", "private, no-store")
        .send(`\uFEFF${csv}`);
    },
  );

  app.post(
    "/bias-audit/categories",
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Import demographic categories (CSV body: candidate_id, sex, race_ethnicity); all rows or none",
        consumes: ["text/csv"],
        response: { 200: dataOf(auditImportResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const bytes = body instanceof Uint8Array ? body : new Uint8Array();
      const ws = await requireWorkspace(request, "recruiter");
      return ok(await importCategories(app.services, ws.id, bytes, ws.userId));
    },
  );

  app.get(
    "/bias-audit/status",
    {
      schema: {
        tags,
        summary: "Whether a new audit is due (none, older than 12 months, engine changed)",
        response: { 200: dataOf(auditStatusSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await getAuditStatus(app.services, (await requireWorkspace(request, "viewer")).id)),
  );

  app.get(
    "/bias-audit/runs",
    {
      schema: {
        tags,
        summary: "The account's audits, newest first",
        response: { 200: dataOf(z.array(auditRunSummarySchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await getAuditRuns(app.services, (await requireWorkspace(request, "viewer")).id)),
  );

  app.post(
    "/bias-audit/runs",
    {
      schema: {
        tags,
        summary: "Run and store an audit of one analysis or of all analyses in a date range",
        body: createAuditRunSchema,
        response: { 201: dataOf(auditRunSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "recruiter");
      return reply
        .code(201)
        .send(ok(await createAuditRun(app.services, ws.id, request.body, ws.userId)));
    },
  );

  app.get(
    "/bias-audit/runs/:id",
    {
      schema: {
        tags,
        summary: "One audit with its numbers",
        params: idParams,
        response: { 200: dataOf(auditRunSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await getAuditRun(
          app.services,
          (await requireWorkspace(request, "viewer")).id,
          request.params.id,
        ),
      ),
  );

  app.get(
    "/bias-audit/runs/:id/export",
    {
      schema: {
        tags,
        summary: "The auditor's package: applicants CSV, aggregate CSV or PDF",
        params: idParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const { run, rows } = await getAuditRunForExport(
        app.services,
        (await requireWorkspace(request, "viewer")).id,
        request.params.id,
      );
      const { format } = request.query;
      const base = `hirelens-audit-${slugOf(run.title)}-${run.createdAt.slice(0, 10)}`;
      const file =
        format === "pdf"
          ? { body: await auditPdf(run), type: "application/pdf", name: `${base}.pdf` }
          : format === "applicants-csv"
            ? {
                body: applicantsCsv(run, rows),
                type: "text/csv; charset=utf-8",
                name: `${base}-applicants.csv`,
              }
            : {
                body: aggregateCsv(run),
                type: "text/csv; charset=utf-8",
                name: `${base}-aggregate.csv`,
              };
      return reply
        .headers(DOCUMENT_SECURITY_HEADERS)
        .header("content-type", file.type)
        .header("content-disposition", contentDisposition("attachment", file.name))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.put(
    "/bias-audit/runs/:id/publication",
    {
      schema: {
        tags,
        summary: "Publish or unpublish the public summary page of an audit",
        params: idParams,
        body: z.object({ isPublished: z.boolean() }),
        response: { 200: dataOf(auditRunSummarySchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await publishAuditRun(
          app.services,
          (await requireWorkspace(request, "admin")).id,
          request.params.id,
          request.body.isPublished,
        ),
      ),
  );

  app.get(
    "/bias-audit/notice-defaults",
    {
      schema: {
        tags,
        summary: "The employer name the notice form starts with (the profile's company)",
        response: { 200: dataOf(z.object({ employer: z.string().nullable() })), ...errorResponses },
      },
    },
    async (request) =>
      ok({ employer: await defaultEmployer(app.services, requireSession(request).user.id) }),
  );

  app.get(
    "/bias-audit/notice",
    {
      schema: {
        tags,
        summary: "The candidate notice of a job description or an analysis (JSON, text or PDF)",
        querystring: noticeQuerySchema,
        response: { 200: dataOf(candidateNoticeSchema).or(z.any()), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const notice = await getCandidateNotice(
        app.services,
        (await requireWorkspace(request, "viewer")).id,
        query,
      );
      if (format === "json") return ok(notice);
      const name = `candidate-notice-${slugOf(notice.subject)}.${format}`;
      return reply
        .headers(DOCUMENT_SECURITY_HEADERS)
        .header("content-type", format === "pdf" ? "application/pdf" : "text/plain; charset=utf-8")
        .header("content-disposition", contentDisposition("attachment", name))
        .header("cache-control", "private, no-store")
        .send(format === "pdf" ? await noticePdf(notice) : `${notice.text}\n`);
    },
  );
};

/** The public summary page's data: no session, found only by its unguessable id while published. */
export const publicAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/public/audit-summaries/:publicId",
    {
      schema: {
        tags: ["bias-audit"],
        summary: "A published bias audit summary (no candidate data)",
        params: z.object({ publicId: z.string().min(16).max(64) }),
        response: { 200: dataOf(publicAuditSummarySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await getPublicSummary(app.services, request.params.publicId));
    },
  );

  app.get(
    "/public/how-scoring-works",
    {
      schema: {
        tags: ["bias-audit"],
        summary: "The engine version, fit bands and default weights the public page explains",
        response: { 200: dataOf(howScoringSchema), ...errorResponses },
      },
    },
    async () =>
      ok({
        engineVersion: ENGINE_VERSION,
        bands: FIT_BANDS.map(({ label, meaning, minScore }) => ({ label, meaning, minScore })),
        components: Object.entries(DEFAULT_SCORE_WEIGHTS).map(([id, weight]) => ({
          label: SCORE_COMPONENT_LABELS[id as keyof typeof SCORE_COMPONENT_LABELS],
          weight,
        })),
      }),
  );
};
