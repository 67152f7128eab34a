import {
  AUTH_MESSAGES,
  adminListQuerySchema,
  adminOutboxMessageSchema,
  adminOverviewSchema,
  adminPageSchema,
  adminTicketSchema,
  adminTicketUpdateSchema,
  adminUserSchema,
  adminWaitlistEntrySchema,
  apiErrorSchema,
  queueHealthSchema,
  ticketReplySchema,
  ticketSchema,
  ticketStatusSchema,
} from "@hirelens/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { dataOf, ok } from "../../lib/http.ts";
import { currentUserId, requireAdmin } from "../../plugins/auth.ts";
import { changeTicketStatus, getTicket, replyAsSupport } from "../support/support.service.ts";
import { getQueueHealth, retryQueueJob } from "./admin.queue.ts";
import {
  exportWaitlistCsv,
  getOutbox,
  getOverview,
  getTickets,
  getUsers,
  getWaitlist,
} from "./admin.service.ts";

const errors = { 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * An admin account reaches every user's data: a password alone must not open it (issue 15). A
 * known admin without MFA learns what to do (403), unlike everyone else (404).
 */
function assertAdminHasMfa(request: FastifyRequest): void {
  const user = request.authSession?.user as { twoFactorEnabled?: boolean | null } | undefined;
  if (!user?.twoFactorEnabled) throw new AppError("FORBIDDEN", AUTH_MESSAGES.adminMfaRequired);
}
const idParams = z.object({ id: z.string() });

/**
 * The admin console's API. Every route answers 404 to anyone who is not a signed-in admin
 * (DESIGN §4), so the console's existence is not disclosed; they are left out of the OpenAPI docs too.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request) => {
    await requireAdmin(app, request);
    assertAdminHasMfa(request);
  });

  app.get(
    "/admin/overview",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Counts",
        response: { 200: dataOf(adminOverviewSchema), ...errors },
      },
    },
    async () => ok(await getOverview(app.services)),
  );

  app.get(
    "/admin/waitlist",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Waitlist entries by position, searchable",
        querystring: adminListQuerySchema,
        response: { 200: dataOf(adminPageSchema(adminWaitlistEntrySchema)), ...errors },
      },
    },
    async (request) => ok(await getWaitlist(app.services, request.query)),
  );

  app.get(
    "/admin/waitlist/export",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "The waitlist as CSV",
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportWaitlistCsv(app.services, { q: request.query.q });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="hirelens-waitlist-${date}.csv"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );

  app.get(
    "/admin/users",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Users with plan and credit balance",
        querystring: adminListQuerySchema,
        response: { 200: dataOf(adminPageSchema(adminUserSchema)), ...errors },
      },
    },
    async (request) => ok(await getUsers(app.services, request.query)),
  );

  app.get(
    "/admin/tickets",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Support tickets, open first",
        querystring: adminListQuerySchema.extend({ status: ticketStatusSchema.optional() }),
        response: { 200: dataOf(adminPageSchema(adminTicketSchema)), ...errors },
      },
    },
    async (request) => ok(await getTickets(app.services, request.query)),
  );

  app.get(
    "/admin/tickets/:id",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "A ticket with its thread",
        params: idParams,
        response: { 200: dataOf(ticketSchema), ...errors },
      },
    },
    async (request) => ok(await getTicket(app.services, { id: request.params.id })),
  );

  app.post(
    "/admin/tickets/:id/replies",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Reply as support (e-mails the user if their preferences allow)",
        params: idParams,
        body: ticketReplySchema.extend({ status: ticketStatusSchema.optional() }),
        response: { 201: dataOf(ticketSchema.extend({ isMailed: z.boolean() })), ...errors },
      },
    },
    async (request, reply) => {
      const { ticket, isMailed } = await replyAsSupport(app.services, {
        id: request.params.id,
        agentId: currentUserId(request),
        message: request.body.message,
        status: request.body.status,
      });
      return reply.code(201).send(ok({ ...ticket, isMailed }));
    },
  );

  app.patch(
    "/admin/tickets/:id",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Change a ticket's status",
        params: idParams,
        body: adminTicketUpdateSchema,
        response: { 200: dataOf(ticketSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await changeTicketStatus(app.services, {
          id: request.params.id,
          status: request.body.status,
        }),
      ),
  );

  app.get(
    "/admin/outbox",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Every mail the product sent (or kept in the outbox without SMTP)",
        querystring: adminListQuerySchema,
        response: { 200: dataOf(adminPageSchema(adminOutboxMessageSchema)), ...errors },
      },
    },
    async (request) => ok(await getOutbox(app.services, request.query)),
  );

  app.get(
    "/admin/queue",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Queue health: waiting, running and failed jobs",
        response: { 200: dataOf(queueHealthSchema), ...errors },
      },
    },
    async () => ok(await getQueueHealth(app.services)),
  );

  app.post(
    "/admin/queue/jobs/:name/:id/retry",
    {
      schema: {
        tags: ["admin"],
        hide: true,
        summary: "Retry a failed job",
        params: z.object({ name: z.string().max(100), id: z.string().max(100) }),
        response: { 200: dataOf(z.object({ retried: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await retryQueueJob(app.services, request.params);
      return ok({ retried: true as const });
    },
  );
};
