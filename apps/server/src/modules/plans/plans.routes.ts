import { randomUUID } from "node:crypto";
import { addCreditsResultSchema, addCreditsSchema, apiErrorSchema } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { dataOf, ok } from "../../lib/http.ts";
import { currentUserId } from "../../plugins/auth.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { buyCreditPack, grantCreditsAsAdmin } from "./plans.service.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** Spec §7 /credits/add, owned by billing: packs and admin grants (/credits/history is the credits module's). */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/credits/add",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["credits"],
        summary: "Buy a credit pack, or (admins) grant credits to a user with a reason",
        body: addCreditsSchema,
        response: { 200: dataOf(addCreditsResultSchema), ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const body = request.body;
      if (body.kind === "grant") {
        const role = (request.authSession?.user as { role?: string } | undefined)?.role;
        if (role !== "admin") throw new AppError("NOT_FOUND");
        const requestId = request.headers["idempotency-key"];
        return ok(
          await grantCreditsAsAdmin(app.services, {
            adminId: userId,
            userId: body.userId,
            amount: body.amount,
            reason: body.reason,
            requestId: typeof requestId === "string" && requestId ? requestId : randomUUID(),
          }),
        );
      }
      // A pack is bought by the workspace's owner, for the workspace's balance (decision 197).
      const ws = await requireWorkspace(request, "owner");
      return ok(
        await buyCreditPack(app.services, {
          workspaceId: ws.id,
          packId: body.packId,
          paymentMethodId: body.paymentMethodId,
          card: body.card,
          returnUrl: `${app.env.APP_URL}/credits`,
        }),
      );
    },
  );
};
