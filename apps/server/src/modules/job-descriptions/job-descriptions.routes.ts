import {
  apiErrorSchema,
  checkWordingSchema,
  createJobDescriptionSchema,
  generatedJobDescriptionSchema,
  generateJobDescriptionSchema,
  jobDescriptionListSchema,
  jobDescriptionSchema,
  listJobDescriptionsQuerySchema,
  skillSuggestionSchema,
  skillsQuerySchema,
  updateJobDescriptionSchema,
  wordingIssueSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, ok } from "../../lib/http.ts";
import { limitHeavyRoute } from "../../plugins/heavy-route-limit.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { planFeatureGuard } from "../plans/plans.guard.ts";
import {
  createJobDescription,
  deleteJobDescription,
  getJobDescription,
  listJobDescriptions,
  suggestSkills,
  updateJobDescription,
  writeJobDescription,
} from "./job-descriptions.service.ts";
import { checkWording } from "./wording-check.ts";

const idParams = z.object({ id: z.uuid() });
const errors = {
  401: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

export const jobDescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.addHook("preHandler", planFeatureGuard(app));
  const tags = ["job-descriptions"];
  // One budget for saving (create and update both parse the text), one per other heavy route.
  const limitSave = limitHeavyRoute(app, "job-description-save");
  const limitGenerate = limitHeavyRoute(app, "job-description-generate");
  const limitWording = limitHeavyRoute(app, "job-description-wording");

  for (const url of ["/job-descriptions", "/job-descriptions/add"]) {
    app.post(
      url,
      {
        preHandler: limitSave,
        schema: {
          tags,
          summary: "Save a job description (its requirements are parsed from the text)",
          body: createJobDescriptionSchema,
          response: { 201: dataOf(jobDescriptionSchema), ...errors },
        },
      },
      async (request, reply) => {
        const ws = await requireWorkspace(request, "recruiter");
        const data = await createJobDescription(app.services, {
          workspaceId: ws.id,
          actorUserId: ws.userId,
          input: request.body,
        });
        return reply.code(201).send(ok(data));
      },
    );
  }

  app.get(
    "/job-descriptions",
    {
      schema: {
        tags,
        summary: "List job descriptions (search, pagination)",
        querystring: listJobDescriptionsQuerySchema,
        response: { 200: jobDescriptionListSchema, ...errors },
      },
    },
    async (request) =>
      listJobDescriptions(app.services, {
        workspaceId: (await requireWorkspace(request, "viewer")).id,
        ...request.query,
      }),
  );

  app.post(
    "/job-descriptions/generate",
    {
      preHandler: limitGenerate,
      schema: {
        tags,
        summary: "Write a complete job description (built-in writer, or the configured LLM)",
        body: generateJobDescriptionSchema,
        response: { 200: dataOf(generatedJobDescriptionSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await writeJobDescription(
          // The request's own logger, so a writer failure is logged with its request id.
          { env: app.env, log: request.log },
          request.body,
        ),
      ),
  );

  app.post(
    "/job-descriptions/check-wording",
    {
      preHandler: limitWording,
      schema: {
        tags,
        summary: "Flag gender-coded and exclusionary wording",
        body: checkWordingSchema,
        response: { 200: dataOf(z.array(wordingIssueSchema)), ...errors },
      },
    },
    async (request) => ok(checkWording(request.body.text)),
  );

  app.get(
    "/job-descriptions/:id",
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: dataOf(jobDescriptionSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await getJobDescription(app.services, {
          workspaceId: (await requireWorkspace(request, "viewer")).id,
          id: request.params.id,
        }),
      ),
  );

  for (const method of ["PATCH", "PUT"] as const) {
    app.route({
      method,
      url: "/job-descriptions/:id",
      preHandler: limitSave,
      schema: {
        tags,
        summary: "Update text, details, requirement overrides or weights",
        params: idParams,
        body: updateJobDescriptionSchema,
        response: { 200: dataOf(jobDescriptionSchema), ...errors },
      },
      handler: async (request) =>
        ok(
          await updateJobDescription(app.services, {
            workspaceId: (await requireWorkspace(request, "recruiter")).id,
            id: request.params.id,
            input: request.body,
          }),
        ),
    });
  }

  app.delete(
    "/job-descriptions/:id",
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteJobDescription(app.services, {
        workspaceId: (await requireWorkspace(request, "recruiter")).id,
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/skills",
    {
      schema: {
        tags,
        summary: "Skills taxonomy autocomplete",
        querystring: skillsQuerySchema,
        response: { 200: dataOf(z.array(skillSuggestionSchema)), ...errors },
      },
    },
    async (request) => ok(suggestSkills(request.query)),
  );
};
