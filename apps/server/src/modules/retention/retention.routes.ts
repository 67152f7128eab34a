import {
  apiErrorSchema,
  erasureResultSchema,
  legalHoldRequestSchema,
  legalHoldSchema,
  retentionSettingsSchema,
  updateRetentionSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import {
  eraseCandidate,
  getRetentionSettings,
  setLegalHold,
  setRetentionPeriod,
} from "./retention.service.ts";

const idParams = z.object({ id: z.uuid() });
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** Retention and erasure (issue 13): the account's period, legal holds, erasing one candidate. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["retention"];

  app.get(
    "/retention/settings",
    {
      schema: {
        tags,
        summary: "The workspace's retention period, the periods it may choose, its batches on hold",
        response: { 200: dataOf(retentionSettingsSchema), ...errors },
      },
    },
    async (request) =>
      ok(await getRetentionSettings(app.services, (await requireWorkspace(request, "viewer")).id)),
  );

  app.put(
    "/retention/settings",
    {
      schema: {
        tags,
        summary: "Set the retention period (standard options; any period in range on Enterprise)",
        body: updateRetentionSchema,
        response: { 200: dataOf(retentionSettingsSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await setRetentionPeriod(app.services, {
          workspaceId: (await requireWorkspace(request, "admin")).id,
          retentionDays: request.body.retentionDays,
        }),
      ),
  );

  app.put(
    "/retention/batches/:id/legal-hold",
    {
      schema: {
        tags,
        summary: "Put an analysis on legal hold (kept past the retention period) or lift the hold",
        params: idParams,
        body: legalHoldRequestSchema,
        response: { 200: dataOf(legalHoldSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const ws = await requireWorkspace(request, "admin");
      return ok(
        await setLegalHold(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          actorLabel: user.email,
          batchId: request.params.id,
          isOnHold: request.body.isOnHold,
        }),
      );
    },
  );

  app.post(
    "/retention/candidates/:id/erase",
    {
      schema: {
        tags,
        summary:
          "Erase a candidate's data (row, file, parsed resume, log entries); the log keeps the fact",
        params: idParams,
        response: { 200: dataOf(erasureResultSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const ws = await requireWorkspace(request, "recruiter");
      return ok(
        await eraseCandidate(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          actorLabel: user.email,
          candidateId: request.params.id,
        }),
      );
    },
  );
};
