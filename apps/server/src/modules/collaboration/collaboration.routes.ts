import {
  candidateScorecardsSchema,
  commentInputSchema,
  commentSchema,
  mentionableMemberSchema,
  scorecardCriteriaInputSchema,
  scorecardCriteriaResultSchema,
  scorecardInputSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireWorkspace, type WorkspaceAccess } from "../../plugins/workspace.ts";
import {
  type Actor,
  addComment,
  editComment,
  getScorecardCriteria,
  getScorecards,
  listComments,
  listMentionableMembers,
  removeComment,
  removeMyScorecard,
  saveMyScorecard,
  setScorecardCriteria,
} from "./collaboration.service.ts";

const idParams = z.object({ id: z.uuid() });
const actorOf = (access: WorkspaceAccess): Actor => ({
  workspaceId: access.id,
  userId: access.userId,
  role: access.role,
});

/**
 * Comments with @mentions and scorecards on a candidate result (`/resume-analysis/:id`), and the
 * scorecard criteria of a job description (issue 14, decision 185). Viewers read; recruiters write;
 * a result or job of another workspace answers 404.
 */
export const collaborationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const tags = ["collaboration"];

  app.get(
    "/collaboration/members",
    {
      schema: {
        tags,
        summary: "The workspace members a comment can @mention",
        response: { 200: dataOf(z.array(mentionableMemberSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await listMentionableMembers(app.services, actorOf(await requireWorkspace(request)))),
  );

  app.get(
    "/resume-analysis/:id/comments",
    {
      schema: {
        tags,
        summary: "The comments on a candidate result, oldest first",
        params: idParams,
        response: { 200: dataOf(z.array(commentSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await listComments(app.services, {
          actor: actorOf(await requireWorkspace(request)),
          candidateId: request.params.id,
        }),
      ),
  );

  app.post(
    "/resume-analysis/:id/comments",
    {
      schema: {
        tags,
        summary: "Comment on a candidate result; @Name mails that workspace member",
        params: idParams,
        body: commentInputSchema,
        response: { 201: dataOf(commentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const comment = await addComment(app.services, {
        actor: actorOf(await requireWorkspace(request, "recruiter")),
        candidateId: request.params.id,
        body: request.body.body,
      });
      return reply.code(201).send(ok(comment));
    },
  );

  app.patch(
    "/comments/:id",
    {
      schema: {
        tags,
        summary: "Edit your own comment",
        params: idParams,
        body: commentInputSchema,
        response: { 200: dataOf(commentSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await editComment(app.services, {
          actor: actorOf(await requireWorkspace(request, "recruiter")),
          id: request.params.id,
          body: request.body.body,
        }),
      ),
  );

  app.delete(
    "/comments/:id",
    {
      schema: {
        tags,
        summary: "Delete your own comment (an admin may delete any)",
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeComment(app.services, {
        actor: actorOf(await requireWorkspace(request, "recruiter")),
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/resume-analysis/:id/scorecards",
    {
      schema: {
        tags,
        summary: "Every reviewer's scorecard of a candidate result, and their summary",
        params: idParams,
        response: { 200: dataOf(candidateScorecardsSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await getScorecards(app.services, {
          actor: actorOf(await requireWorkspace(request)),
          candidateId: request.params.id,
        }),
      ),
  );

  app.put(
    "/resume-analysis/:id/scorecards/mine",
    {
      schema: {
        tags,
        summary: "Save your scorecard of a candidate result (never changes the match score)",
        params: idParams,
        body: scorecardInputSchema,
        response: { 200: dataOf(candidateScorecardsSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await saveMyScorecard(app.services, {
          actor: actorOf(await requireWorkspace(request, "recruiter")),
          candidateId: request.params.id,
          ratings: request.body.ratings,
          recommendation: request.body.recommendation,
          note: request.body.note,
        }),
      ),
  );

  app.delete(
    "/resume-analysis/:id/scorecards/mine",
    {
      schema: {
        tags,
        summary: "Remove your scorecard of a candidate result",
        params: idParams,
        response: { 200: dataOf(candidateScorecardsSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await removeMyScorecard(app.services, {
          actor: actorOf(await requireWorkspace(request, "recruiter")),
          candidateId: request.params.id,
        }),
      ),
  );

  app.get(
    "/job-descriptions/:id/scorecard-criteria",
    {
      schema: {
        tags,
        summary: "The scorecard criteria of a job description (none by default)",
        params: idParams,
        response: { 200: dataOf(scorecardCriteriaResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await getScorecardCriteria(app.services, {
          actor: actorOf(await requireWorkspace(request)),
          jobDescriptionId: request.params.id,
        }),
      ),
  );

  app.put(
    "/job-descriptions/:id/scorecard-criteria",
    {
      schema: {
        tags,
        summary: "Set the scorecard criteria of a job description (0 to 10 names)",
        params: idParams,
        body: scorecardCriteriaInputSchema,
        response: { 200: dataOf(scorecardCriteriaResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await setScorecardCriteria(app.services, {
          actor: actorOf(await requireWorkspace(request, "recruiter")),
          jobDescriptionId: request.params.id,
          criteria: request.body.criteria,
        }),
      ),
  );
};
