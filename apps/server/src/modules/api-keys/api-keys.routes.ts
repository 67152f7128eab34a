import {
  apiErrorSchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  INTEGRATION_PATHS,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, ok } from "../../lib/http.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";

const idParams = z.object({ id: z.uuid() });
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};

/** Workspace API keys (decision 183): admins and owners list, create and revoke them. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["api-keys"];

  app.get(
    INTEGRATION_PATHS.apiKeys,
    {
      schema: {
        tags,
        summary: "The workspace's API keys (never their secrets)",
        response: { 200: dataOf(z.array(apiKeySchema)), ...errors },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "admin");
      return ok(await listApiKeys(app.services, { workspaceId: ws.id }));
    },
  );

  app.post(
    INTEGRATION_PATHS.apiKeys,
    {
      schema: {
        tags,
        summary: "Create an API key (its secret is in this answer only)",
        body: createApiKeySchema,
        response: { 201: dataOf(createdApiKeySchema), ...errors },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "admin");
      const data = await createApiKey(app.services, {
        workspaceId: ws.id,
        userId: ws.userId,
        key: request.body,
      });
      return reply.code(201).header("cache-control", "no-store").send(ok(data));
    },
  );

  app.delete(
    "/api-keys/:id",
    {
      schema: {
        tags,
        summary: "Revoke an API key (its next request is 401)",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "admin");
      await revokeApiKey(app.services, { workspaceId: ws.id, id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
