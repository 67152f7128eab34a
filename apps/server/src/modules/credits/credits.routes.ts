import {
  apiErrorSchema,
  creditBalanceSchema,
  creditTransactionsQuerySchema,
  creditTransactionsResponseSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf, ok } from "../../lib/http.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { getCreditBalance, getCreditTransactions } from "./credits.service.ts";

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["credits"];

  app.get(
    "/credits",
    {
      schema: {
        tags,
        summary: "Credit balance of the workspace (shared by its members)",
        response: { 200: dataOf(creditBalanceSchema), 401: apiErrorSchema },
      },
    },
    async (request) =>
      ok(
        await getCreditBalance(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
        }),
      ),
  );

  for (const url of ["/credits/transactions", "/credits/history"]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "Credit ledger, newest first (paginated)",
          querystring: creditTransactionsQuerySchema,
          response: {
            200: creditTransactionsResponseSchema,
            401: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request) =>
        getCreditTransactions(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
          ...request.query,
        }),
    );
  }
};
