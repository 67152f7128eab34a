import {
  apiErrorSchema,
  contactSupportSchema,
  faqItemSchema,
  ticketReplySchema,
  ticketSchema,
  ticketSummarySchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, ok } from "../../lib/http.ts";
import { currentUserId } from "../../plugins/auth.ts";
import { limitHeavyRoute } from "../../plugins/heavy-route-limit.ts";
import { FAQ } from "./support.faq.ts";
import {
  changeTicketStatus,
  getTicket,
  listMyTickets,
  openTicket,
  replyAsUser,
} from "./support.service.ts";

const errors = {
  401: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const idParams = z.object({ id: z.string() });

/** Spec §7 support paths: /support/contact, /support/tickets, /support/faq. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/support/faq",
    {
      schema: {
        tags: ["support"],
        summary: "Frequently asked questions (public)",
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        response: { 200: dataOf(z.array(faqItemSchema)) },
      },
    },
    async (request) => {
      const words = (request.query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const items = words.length
        ? FAQ.filter((item) => {
            const text = `${item.question} ${item.answer} ${item.category}`.toLowerCase();
            return words.every((word) => text.includes(word));
          })
        : FAQ;
      return ok([...items]);
    },
  );

  app.post(
    "/support/contact",
    {
      onRequest: app.authenticate,
      // Each ticket sends mail: one user or address must not flood the team (issue 15 item 2).
      preHandler: limitHeavyRoute(app, "support-contact"),
      schema: {
        tags: ["support"],
        summary: "Open a support ticket",
        body: contactSupportSchema,
        response: { 201: dataOf(ticketSchema), ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await openTicket(app.services, {
        userId: currentUserId(request),
        body: request.body,
      });
      return reply.code(201).send(ok(ticket));
    },
  );

  app.get(
    "/support/tickets",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["support"],
        summary: "My tickets, most recently updated first",
        response: { 200: dataOf(z.array(ticketSummarySchema)), ...errors },
      },
    },
    async (request) => ok(await listMyTickets(app.services, { userId: currentUserId(request) })),
  );

  app.get(
    "/support/tickets/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["support"],
        summary: "One of my tickets with its thread",
        params: idParams,
        response: { 200: dataOf(ticketSchema), ...errors },
      },
    },
    async (request) =>
      ok(await getTicket(app.services, { id: request.params.id, userId: currentUserId(request) })),
  );

  app.post(
    "/support/tickets/:id/replies",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["support"],
        summary: "Reply to one of my tickets (reopens it)",
        params: idParams,
        body: ticketReplySchema,
        response: { 201: dataOf(ticketSchema), ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await replyAsUser(app.services, {
        id: request.params.id,
        userId: currentUserId(request),
        message: request.body.message,
      });
      return reply.code(201).send(ok(ticket));
    },
  );

  app.post(
    "/support/tickets/:id/resolve",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["support"],
        summary: "Mark one of my tickets resolved",
        params: idParams,
        response: { 200: dataOf(ticketSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await changeTicketStatus(app.services, {
          id: request.params.id,
          userId: currentUserId(request),
          status: "resolved",
        }),
      ),
  );
};
