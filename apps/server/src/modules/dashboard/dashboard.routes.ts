import { apiErrorSchema, dashboardSchema } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf, ok } from "../../lib/http.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { getDashboard } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        summary: "Credits, screening totals, charts and recent analyses",
        response: { 200: dataOf(dashboardSchema), 401: apiErrorSchema },
      },
    },
    async (request) =>
      ok(
        await getDashboard(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
        }),
      ),
  );
};
