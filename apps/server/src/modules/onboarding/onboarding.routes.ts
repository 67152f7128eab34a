import { onboardingDataSchema, onboardingSavedSchema } from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { saveOnboarding } from "./onboarding.service.ts";

/** PUT /api/user/onboarding (POST accepted too): the wizard's answers, onboarding completed. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ["PUT", "POST"],
    url: "/user/onboarding",
    onRequest: app.authenticate,
    schema: {
      tags: ["onboarding"],
      summary: "Save the onboarding answers to the profile and mark onboarding completed",
      body: onboardingDataSchema,
      response: { 200: dataOf(onboardingSavedSchema), ...errorResponses },
    },
    handler: async (request) =>
      ok(
        await saveOnboarding(app.services, {
          ...request.body,
          userId: requireSession(request).user.id,
        }),
      ),
  });
};
