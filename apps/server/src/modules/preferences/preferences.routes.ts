import { emailPreferencesSchema, emailPreferencesUpdateSchema } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { getEmailPreferences, updateEmailPreferences } from "./preferences.service.ts";

const tags = ["preferences"];

/** GET/PATCH /api/email-preferences, and the same at /api/user/preferences (spec §7). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ["/email-preferences", "/user/preferences"]) {
    app.get(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "The signed-in user's e-mail preferences",
          response: { 200: dataOf(emailPreferencesSchema), ...errorResponses },
        },
      },
      async (request) =>
        ok(await getEmailPreferences(app.services, { userId: requireSession(request).user.id })),
    );
    app.patch(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "Change some e-mail preferences",
          body: emailPreferencesUpdateSchema,
          response: { 200: dataOf(emailPreferencesSchema), ...errorResponses },
        },
      },
      async (request) =>
        ok(
          await updateEmailPreferences(app.services, {
            userId: requireSession(request).user.id,
            changes: request.body,
          }),
        ),
    );
  }
};
