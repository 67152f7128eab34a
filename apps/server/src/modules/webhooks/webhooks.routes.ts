import {
  apiErrorSchema,
  createWebhookSchema,
  INTEGRATION_PATHS,
  pageMetaSchema,
  paginationQuerySchema,
  updateWebhookSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookWithSecretSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allowEmptyJsonBodies, dataOf, ok, paged } from "../../lib/http.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  rotateEndpointSecret,
  sendTestEvent,
  updateEndpoint,
} from "./webhooks.service.ts";

const idParams = z.object({ id: z.uuid() });
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};

/** Outgoing webhooks (decision 183): admins and owners manage the workspace's endpoints. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  // POST …/test and …/rotate-secret take no body; clients that always send the JSON header work.
  allowEmptyJsonBodies(app);
  const tags = ["webhooks"];

  app.get(
    INTEGRATION_PATHS.webhooks,
    {
      schema: {
        tags,
        summary: "The workspace's webhook endpoints",
        response: { 200: dataOf(z.array(webhookEndpointSchema)), ...errors },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "admin");
      return ok(await listEndpoints(app.services, { workspaceId: ws.id }));
    },
  );

  app.post(
    INTEGRATION_PATHS.webhooks,
    {
      schema: {
        tags,
        summary: "Add an endpoint (its signing secret is in this answer only)",
        body: createWebhookSchema,
        response: { 201: dataOf(webhookWithSecretSchema), ...errors },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "admin");
      const data = await createEndpoint(app.services, {
        workspaceId: ws.id,
        userId: ws.userId,
        endpoint: request.body,
      });
      return reply.code(201).header("cache-control", "no-store").send(ok(data));
    },
  );

  app.patch(
    "/webhooks/:id",
    {
      schema: {
        tags,
        summary: "Change an endpoint's URL, events, description, or turn it off and on",
        params: idParams,
        body: updateWebhookSchema,
        response: { 200: dataOf(webhookEndpointSchema), ...errors },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "admin");
      return ok(
        await updateEndpoint(app.services, {
          workspaceId: ws.id,
          id: request.params.id,
          changes: request.body,
        }),
      );
    },
  );

  app.delete(
    "/webhooks/:id",
    {
      schema: {
        tags,
        summary: "Delete an endpoint and its delivery log",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "admin");
      await deleteEndpoint(app.services, { workspaceId: ws.id, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/webhooks/:id/rotate-secret",
    {
      schema: {
        tags,
        summary: "Replace the signing secret (the new one is in this answer only)",
        params: idParams,
        response: { 200: dataOf(webhookWithSecretSchema), ...errors },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "admin");
      const data = await rotateEndpointSecret(app.services, {
        workspaceId: ws.id,
        id: request.params.id,
      });
      return reply.header("cache-control", "no-store").send(ok(data));
    },
  );

  app.post(
    "/webhooks/:id/test",
    {
      schema: {
        tags,
        summary: "Send a webhook.test event to this endpoint",
        params: idParams,
        response: { 202: dataOf(webhookDeliverySchema), ...errors },
      },
    },
    async (request, reply) => {
      const ws = await requireWorkspace(request, "admin");
      const data = await sendTestEvent(app.services, { workspaceId: ws.id, id: request.params.id });
      return reply.code(202).send(ok(data));
    },
  );

  app.get(
    "/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        summary: "The endpoint's delivery log, newest first",
        params: idParams,
        querystring: paginationQuerySchema,
        response: {
          200: z.object({ data: z.array(webhookDeliverySchema), meta: pageMetaSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ws = await requireWorkspace(request, "admin");
      const { items, total } = await listDeliveries(app.services, {
        workspaceId: ws.id,
        endpointId: request.params.id,
        page: request.query.page,
        pageSize: request.query.pageSize,
      });
      return paged(items, { page: request.query.page, pageSize: request.query.pageSize, total });
    },
  );
};
