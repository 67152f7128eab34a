import {
  analyzeRequestSchema,
  apiErrorSchema,
  batchDetailQuerySchema,
  batchDetailSchema,
  batchHistoryQuerySchema,
  batchHistoryResponseSchema,
  candidateDetailSchema,
  exportQuerySchema,
  rerankSchema,
  rescoreSchema,
  updateCandidateSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition, DOCUMENT_SECURITY_HEADERS } from "../../lib/display-text.ts";
import { dataOf, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { limitHeavyRoute } from "../../plugins/heavy-route-limit.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { planFeatureGuard } from "../plans/plans.guard.ts";
import {
  deleteBatch,
  exportBatchFile,
  getBatchDetail,
  getCandidateDetail,
  listBatchHistory,
  rerankBatch,
  rescoreBatch,
  reviewCandidate,
  startAnalysis,
} from "./analysis.service.ts";

const idParams = z.object({ id: z.uuid() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const anonymisedQuery = z.object({
  anonymised: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => value === "true" || value === "1"),
});

export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.addHook("preHandler", planFeatureGuard(app));
  const tags = ["analysis"];
  const limitStart = limitHeavyRoute(app, "analysis-start");
  const limitRerank = limitHeavyRoute(app, "analysis-rerank");

  for (const url of ["/analysis/analyze", "/resume-analysis"]) {
    app.post(
      url,
      {
        preHandler: limitStart,
        schema: {
          tags,
          summary:
            "Analyse uploaded resumes against a job (one credit per resume, reserved up front)",
          body: analyzeRequestSchema,
          response: { 202: dataOf(batchDetailSchema), ...errors },
        },
      },
      async (request, reply) => {
        const ws = await requireWorkspace(request, "recruiter");
        const data = await startAnalysis(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          input: request.body,
        });
        return reply.code(202).send(ok(data));
      },
    );
  }

  for (const url of ["/resume-analysis/batches", "/analysis/history"]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "Analysis history (search, pagination), newest first",
          querystring: batchHistoryQuerySchema,
          response: { 200: batchHistoryResponseSchema, ...errors },
        },
      },
      async (request) =>
        listBatchHistory(app.services, {
          ...request.query,
          workspaceId: (await requireWorkspace(request, "viewer")).id,
        }),
    );
  }

  app.get(
    "/resume-analysis/batches/:id",
    {
      schema: {
        tags,
        summary: "A batch with its candidates ranked (filters and sort)",
        params: idParams,
        querystring: batchDetailQuerySchema,
        response: { 200: dataOf(batchDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await getBatchDetail(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
          id: request.params.id,
          filters: request.query,
        }),
      ),
  );

  app.get(
    "/analysis/result",
    {
      schema: {
        tags,
        summary: "Alias of GET /resume-analysis/batches/:id (?id=)",
        querystring: batchDetailQuerySchema.extend({ id: z.uuid() }),
        response: { 200: dataOf(batchDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await getBatchDetail(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
          id: request.query.id,
          filters: request.query,
        }),
      ),
  );

  app.post(
    "/resume-analysis/batches/:id/rerank",
    {
      preHandler: limitRerank,
      schema: {
        tags,
        summary: "Re-rank with new weights (no re-upload, no charge)",
        params: idParams,
        body: rerankSchema,
        response: { 200: dataOf(batchDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await rerankBatch(app.services, {
          workspaceId: (await requireWorkspace(request, "recruiter")).id,
          actor: requireSession(request).user,
          id: request.params.id,
          weights: request.body.weights,
        }),
      ),
  );

  app.post(
    "/resume-analysis/batches/:id/rescore",
    {
      preHandler: limitRerank,
      schema: {
        tags,
        summary:
          "Re-score every scored resume against edited requirements (and weights): no re-upload, no charge",
        params: idParams,
        body: rescoreSchema,
        response: { 200: dataOf(batchDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const ws = await requireWorkspace(request, "recruiter");
      return ok(
        await rescoreBatch(app.services, {
          workspaceId: ws.id,
          actor: { id: user.id, email: user.email },
          id: request.params.id,
          requirements: request.body.requirements,
          weights: request.body.weights,
        }),
      );
    },
  );

  app.delete(
    "/resume-analysis/batches/:id",
    {
      schema: {
        tags,
        summary: "Delete a batch and its files",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBatch(app.services, {
        workspaceId: (await requireWorkspace(request, "recruiter")).id,
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/analysis/delete",
    {
      schema: {
        tags,
        summary: "Alias of DELETE /resume-analysis/batches/:id",
        body: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBatch(app.services, {
        workspaceId: (await requireWorkspace(request, "recruiter")).id,
        id: request.body.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/analysis/export",
    {
      schema: {
        tags,
        summary: "Export a batch as CSV, JSON or a PDF report",
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "viewer");
      const file = await exportBatchFile(app.services, {
        workspaceId: ws.id,
        actorUserId: ws.userId,
        id: request.query.batchId,
        format: request.query.format,
        isAnonymised: request.query.anonymised,
      });
      return reply
        .headers(DOCUMENT_SECURITY_HEADERS)
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition("attachment", file.fileName))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.get(
    "/resume-analysis/:id",
    {
      schema: {
        tags,
        summary: "One candidate: score breakdown with evidence, insights, document text",
        params: idParams,
        querystring: anonymisedQuery,
        response: { 200: dataOf(candidateDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await getCandidateDetail(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
          id: request.params.id,
          isAnonymised: request.query.anonymised,
        }),
      ),
  );

  app.patch(
    "/resume-analysis/:id",
    {
      schema: {
        tags,
        summary: "Shortlist / reject a candidate, or write notes",
        params: idParams,
        body: updateCandidateSchema,
        response: { 200: dataOf(candidateDetailSchema), ...errors },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "recruiter");
      return ok(
        await reviewCandidate(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          id: request.params.id,
          input: request.body,
        }),
      );
    },
  );
};
