import {
  apiErrorSchema,
  bandOverrideRequestSchema,
  batchDetailSchema,
  candidateDetailSchema,
  decisionExportQuerySchema,
  decisionListQuerySchema,
  decisionListResponseSchema,
  rankingSwitchSchema,
} from "@hirelens/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition, DOCUMENT_SECURITY_HEADERS } from "../../lib/display-text.ts";
import { dataOf, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { type Actor, exportDecisionLog, listDecisionLog } from "./decisions.service.ts";
import { overrideBand, switchRanking } from "./oversight.service.ts";

const idParams = z.object({ id: z.uuid() });
const errors = {
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** The person acting: their id, and their e-mail as the log shows it. */
function actorOf(request: FastifyRequest): Actor {
  const { user } = requireSession(request);
  return { id: user.id, label: user.email };
}

/**
 * The decision log (read and export only: no route edits or deletes an entry) and the human
 * oversight actions (band override, ranking switch), each logged in its own transaction.
 */
export const decisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["decisions"];

  for (const scope of ["batch", "candidate"] as const) {
    const base = scope === "batch" ? "/resume-analysis/batches/:id" : "/resume-analysis/:id";
    const scopeOf = (id: string) => (scope === "batch" ? { batchId: id } : { candidateId: id });

    app.get(
      `${base}/decisions`,
      {
        schema: {
          tags,
          summary: `The decision log of a ${scope}, newest first (paginated)`,
          params: idParams,
          querystring: decisionListQuerySchema,
          response: { 200: decisionListResponseSchema, ...errors },
        },
      },
      async (request) =>
        listDecisionLog(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
          ...scopeOf(request.params.id),
          ...request.query,
        }),
    );

    app.get(
      `${base}/decisions/export`,
      {
        schema: {
          tags,
          summary: `The whole decision log of a ${scope} as CSV or JSON, oldest first`,
          params: idParams,
          querystring: decisionExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await exportDecisionLog(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
          actor: actorOf(request),
          ...scopeOf(request.params.id),
          format: request.query.format,
        });
        return reply
          .headers(DOCUMENT_SECURITY_HEADERS)
          .header("content-type", file.contentType)
          .header("content-disposition", contentDisposition("attachment", file.fileName))
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );
  }

  app.post(
    "/resume-analysis/:id/band-override",
    {
      schema: {
        tags,
        summary: "Override a candidate's band with a reason (band null removes the override)",
        params: idParams,
        body: bandOverrideRequestSchema,
        response: { 200: dataOf(candidateDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await overrideBand(app.services, {
          workspaceId: (await requireWorkspace(request, "recruiter")).id,
          actor: actorOf(request),
          candidateId: request.params.id,
          request: request.body,
        }),
      ),
  );

  app.put(
    "/resume-analysis/batches/:id/ranking",
    {
      schema: {
        tags,
        summary: "Turn automated ranking on or off for a batch (off: documents only)",
        params: idParams,
        body: rankingSwitchSchema,
        response: { 200: dataOf(batchDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await switchRanking(app.services, {
          workspaceId: (await requireWorkspace(request, "recruiter")).id,
          actor: actorOf(request),
          batchId: request.params.id,
          request: request.body,
        }),
      ),
  );
};
