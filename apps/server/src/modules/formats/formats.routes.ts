import {
  COLLABORATION_MESSAGES,
  JOB_IMPORT_MAX_BYTES,
  jobDescriptionSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { contentDisposition } from "../../lib/display-text.ts";
import { dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireWorkspace, type WorkspaceAccess } from "../../plugins/workspace.ts";
import type { Actor } from "../collaboration/collaboration.service.ts";
import { exportJob, exportJsonResume, importJob, parseJobFile } from "./formats.service.ts";

const idParams = z.object({ id: z.uuid() });
const anonymisedQuery = z.object({
  anonymised: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => value === "true" || value === "1"),
});
const actorOf = (access: WorkspaceAccess): Actor => ({
  workspaceId: access.id,
  userId: access.userId,
  role: access.role,
});
/** Fastify refuses a body past this itself; up to it the route says the file is over 1 MB. */
const IMPORT_BODY_LIMIT = 8 * JOB_IMPORT_MAX_BYTES;

/**
 * Standard formats (issue 14, decision 185): a candidate result's resume as JSON Resume, and job
 * descriptions as JSON in the JSON Resume job schema, out and in.
 */
export const formatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["formats"];

  app.get(
    "/resume-analysis/:id/json-resume",
    {
      schema: {
        tags,
        summary: "The parsed resume as a JSON Resume document (a download)",
        params: idParams,
        querystring: anonymisedQuery,
        response: { 200: z.unknown(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request);
      const file = await exportJsonResume(app.services, {
        workspaceId: ws.id,
        candidateId: request.params.id,
        anonymised: request.query.anonymised,
      });
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", contentDisposition("attachment", file.fileName))
        .header("cache-control", "private, no-store")
        .send(JSON.stringify(file.document, null, 2));
    },
  );

  app.get(
    "/job-descriptions/:id/export",
    {
      schema: {
        tags,
        summary: "A job description as JSON in the JSON Resume job schema (a download)",
        params: idParams,
        response: { 200: z.unknown(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await exportJob(app.services, {
        actor: actorOf(await requireWorkspace(request)),
        jobDescriptionId: request.params.id,
      });
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", contentDisposition("attachment", file.fileName))
        .header("cache-control", "private, no-store")
        .send(JSON.stringify(file.document, null, 2));
    },
  );

  // The import reads the body as text itself, so a file that is not JSON gets its own message.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      ["application/json", "text/plain"],
      { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, typeof body === "string" ? body : body.toString("utf8")),
    );
    scope.post(
      "/job-descriptions/import",
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary:
            "Import a job description from JSON in the JSON Resume job schema (at most 1 MB)",
          body: z.string(),
          response: { 201: dataOf(jobDescriptionSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const actor = actorOf(await requireWorkspace(request, "recruiter"));
        const raw = typeof request.body === "string" ? request.body : "";
        if (Buffer.byteLength(raw, "utf8") > JOB_IMPORT_MAX_BYTES) {
          throw new AppError("PAYLOAD_TOO_LARGE", COLLABORATION_MESSAGES.jobFileTooLarge, {
            errors: { file: [COLLABORATION_MESSAGES.jobFileTooLarge] },
          });
        }
        const job = await importJob(app.services, {
          actor,
          document: parseJobFile(raw),
        });
        return reply.code(201).send(ok(job));
      },
    );
  });
};
