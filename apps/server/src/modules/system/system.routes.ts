import { apiErrorSchema, healthSchema, publicConfigSchema } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf, ok } from "../../lib/http.ts";
import { getPublicConfig } from "../../lib/public-config.ts";

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const isDatabaseUp = await app.database.ping();
      const body = {
        status: isDatabaseUp ? ("ok" as const) : ("degraded" as const),
        database: isDatabaseUp ? ("up" as const) : ("down" as const),
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(isDatabaseUp ? 200 : 503).send(body);
    },
  );

  app.get(
    "/config",
    {
      schema: {
        tags: ["system"],
        summary: "Runtime configuration for the web app",
        response: { 200: dataOf(publicConfigSchema), 500: apiErrorSchema },
      },
    },
    async () => ok(getPublicConfig(app.env)),
  );
};
