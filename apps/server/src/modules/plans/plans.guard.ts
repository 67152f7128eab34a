import type { ScoreWeights } from "@hirelens/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireWorkspace } from "../../plugins/workspace.ts";
import { requirePlanFeature, requireWeightsAllowed } from "./plans.service.ts";

/**
 * The plan-feature check of a routes plugin (issue 10), one line per plugin:
 * `app.addHook("preHandler", planFeatureGuard(app))`. It runs after authentication and schema
 * validation and asks `requirePlanFeature` (403 PLAN_UPGRADE_REQUIRED, "Upgrade to Pro to …") for:
 * - custom score weights: a body `weights` other than the defaults (analyze, re-rank, re-score,
 *   job description create/update) needs "customWeights";
 * - PDF reports: `?format=pdf` (export) needs "pdfReports".
 * Side-by-side compare reads candidates the plan may read one by one, so it has no request of its
 * own to refuse: the web app gates it (see the README, "What each plan includes").
 */
export function planFeatureGuard(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.authSession?.user.id) return;
    const body = request.body as { weights?: ScoreWeights } | undefined;
    const query = request.query as { format?: string } | undefined;
    const needsPlan =
      (body && typeof body === "object" && body.weights !== undefined) || query?.format === "pdf";
    if (!needsPlan) return;
    // The plan of the workspace the request acts in (decision 197).
    const workspaceId = (await requireWorkspace(request)).id;
    if (body && typeof body === "object" && body.weights !== undefined) {
      await requireWeightsAllowed(app.services, { workspaceId, weights: body.weights });
    }
    if (query?.format === "pdf") {
      await requirePlanFeature(app.services, { workspaceId, feature: "pdfReports" });
    }
  };
}
