import {
  CANDIDATE_CSV_MAX_BYTES,
  candidateImportResultSchema,
  candidateJobStageDetailSchema,
  candidateListQuerySchema,
  candidateListResponseSchema,
  candidatePersonSchema,
  stageUpdateSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import {
  changeCandidateStage,
  changeResultStage,
  getResultStage,
  getWorkspaceCandidate,
  importCandidates,
  listWorkspaceCandidates,
} from "./candidates.service.ts";

const idParams = z.object({ id: z.uuid() });
const stageParams = z.object({ id: z.uuid(), jobDescriptionId: z.uuid() });
/** Bodies up to this reach the service, which refuses over CANDIDATE_CSV_MAX_BYTES with its own message. */
const BODY_LIMIT = 4 * CANDIDATE_CSV_MAX_BYTES;

/** Candidates across batches and their stages per job (issue 14, decision 184): viewer reads, recruiter moves. */
export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["candidates"];
  // The candidate CSV arrives as the raw file bytes: the service reads its encoding and BOM.
  for (const type of ["text/csv", "application/octet-stream", "application/vnd.ms-excel"]) {
    app.addContentTypeParser(
      type,
      { parseAs: "buffer", bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
  }

  app.get(
    "/candidates",
    {
      schema: {
        tags,
        summary:
          "The workspace's candidates: search names, titles and skills; filter by stage and job",
        querystring: candidateListQuerySchema,
        response: { 200: candidateListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "viewer");
      return listWorkspaceCandidates(app.services, { workspaceId: ws.id, query: request.query });
    },
  );

  app.post(
    "/candidates/import",
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Import a candidate list (CSV body: name, email, phone?, job?, stage?); all rows or none",
        consumes: ["text/csv"],
        response: { 200: dataOf(candidateImportResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "recruiter");
      const body = request.body;
      const bytes = body instanceof Uint8Array ? body : new Uint8Array();
      return ok(
        await importCandidates(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          bytes,
        }),
      );
    },
  );

  app.get(
    "/candidates/results/:id/stage",
    {
      schema: {
        tags,
        summary: "The stage of an analysis result's candidate for the result's job",
        params: idParams,
        response: { 200: dataOf(candidateJobStageDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "viewer");
      return ok(
        await getResultStage(app.services, { workspaceId: ws.id, resultId: request.params.id }),
      );
    },
  );

  app.put(
    "/candidates/results/:id/stage",
    {
      schema: {
        tags,
        summary: "Move an analysis result's candidate to a stage for the result's job",
        params: idParams,
        body: stageUpdateSchema,
        response: { 200: dataOf(candidateJobStageDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "recruiter");
      return ok(
        await changeResultStage(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          resultId: request.params.id,
          stage: request.body.stage,
        }),
      );
    },
  );

  app.get(
    "/candidates/:id",
    {
      schema: {
        tags,
        summary: "One candidate: scores per job, stages with their history, files",
        params: idParams,
        response: { 200: dataOf(candidatePersonSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "viewer");
      return ok(
        await getWorkspaceCandidate(app.services, { workspaceId: ws.id, id: request.params.id }),
      );
    },
  );

  app.put(
    "/candidates/:id/stages/:jobDescriptionId",
    {
      schema: {
        tags,
        summary: "Move a candidate to a stage for a job (logged with who and when)",
        params: stageParams,
        body: stageUpdateSchema,
        response: { 200: dataOf(candidateJobStageDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "recruiter");
      return ok(
        await changeCandidateStage(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          candidateId: request.params.id,
          jobDescriptionId: request.params.jobDescriptionId,
          stage: request.body.stage,
        }),
      );
    },
  );
};
