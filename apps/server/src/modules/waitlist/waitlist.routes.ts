import { apiErrorSchema, waitlistJoinedSchema, waitlistJoinSchema } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf, ok } from "../../lib/http.ts";
import { joinWaitlist } from "./waitlist.service.ts";

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/waitlist",
    {
      config: {
        rateLimit: {
          max: app.env.WAITLIST_RATE_LIMIT_MAX,
          timeWindow: app.env.WAITLIST_RATE_LIMIT_WINDOW_MS,
        },
      },
      schema: {
        tags: ["waitlist"],
        summary: "Join the pre-launch waitlist",
        body: waitlistJoinSchema,
        response: {
          201: dataOf(waitlistJoinedSchema),
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const joined = await joinWaitlist(app.services, request.body);
      return reply.code(201).send(ok(joined));
    },
  );
};
