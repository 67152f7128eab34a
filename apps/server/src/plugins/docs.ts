import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { apiKeyScopeFor } from "@hirelens/contracts";
import type { FastifyInstance, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "HireLens API",
        description: "Resume analysis and matching, waitlist, accounts, credits.",
        version: "0.1.0",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description: "The token from POST /api/auth/signin",
          },
          apiKey: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "hl_...",
            description:
              "A workspace API key (Settings → API keys; docs/api.md). Only the routes that name their scope accept it.",
          },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const methods = [input.route.method].flat();
      const scope = methods.map((method) => apiKeyScopeFor(method, input.url)).find(Boolean);
      if (!scope) return out;
      // The routes an API key may call (decision 183): both schemes, and the scope it needs.
      const schema = out.schema as FastifySchema & { description?: string; security?: unknown };
      return {
        ...out,
        schema: {
          ...schema,
          security: [{ bearerAuth: [] }, { apiKey: [] }],
          description: `${schema.description ? `${schema.description}\n\n` : ""}API key scope: \`${scope}\`.`,
        } as FastifySchema,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});
