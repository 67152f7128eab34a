import {
  type BandOverrideRequest,
  type BatchDetail,
  type CandidateDetail,
  DECISION_MESSAGES,
  type FitBandId,
  type RankingSwitch,
} from "@hirelens/contracts";
import { FIT_BANDS, fitBand } from "@hirelens/engine";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  findBatch,
  findCandidate,
  lockBatch,
  updateBatch,
  updateCandidate,
} from "../analysis/analysis.repository.ts";
import { getBatchDetail, getCandidateDetail } from "../analysis/analysis.service.ts";
import { type Actor, recordBatchAction, recordCandidateAction } from "./decisions.service.ts";

const labelOf = (id: FitBandId | null) =>
  id === null ? null : (FIT_BANDS.find((band) => band.id === id)?.label ?? id);

/**
 * Human oversight: a reviewer puts a band of their choosing in place of the one the score suggests,
 * with a reason; `band: null` removes the override. The score itself never changes (sorting by
 * score keeps the engine's order). The change and its log entry are one transaction.
 * Returns the candidate as now shown.
 */
export async function overrideBand(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; actor: Actor; candidateId: string; request: BandOverrideRequest },
): Promise<CandidateDetail> {
  const { workspaceId, actor, request } = input;
  await ctx.db.transaction(async (tx) => {
    const found = await findCandidate(tx, { workspaceId, id: input.candidateId });
    if (!found) throw new AppError("NOT_FOUND");
    // Serialises overrides of one batch, so each entry's "from" is the band it really replaced.
    const batch = await lockBatch(tx, found.batchId);
    const candidate = await findCandidate(tx, { workspaceId, id: found.id });
    if (!batch || batch.workspaceId !== workspaceId || !candidate) throw new AppError("NOT_FOUND");
    if (!batch.rankingEnabled) throw new AppError("CONFLICT", DECISION_MESSAGES.rankingOff);
    if (candidate.status !== "scored" || candidate.score === null)
      throw new AppError("CONFLICT", DECISION_MESSAGES.notScored);
    const suggested = fitBand(candidate.score).id;
    const from = candidate.bandOverride ?? suggested;
    const to = request.band;
    const now = new Date();
    await updateCandidate(tx, {
      id: candidate.id,
      workspaceId,
      values:
        to === null
          ? {
              bandOverride: null,
              bandOverrideReason: null,
              bandOverriddenBy: null,
              bandOverriddenAt: null,
            }
          : {
              bandOverride: to,
              bandOverrideReason: request.reason,
              bandOverriddenBy: actor.label,
              bandOverriddenAt: now,
            },
    });
    await recordCandidateAction(tx, {
      actor,
      candidate,
      action: "band_overridden",
      detail: {
        from,
        fromLabel: labelOf(from),
        to,
        toLabel: labelOf(to),
        suggested,
        suggestedLabel: labelOf(suggested),
        score: Math.round(candidate.score * 10) / 10,
        reason: request.reason,
      },
    });
  });
  return getCandidateDetail(ctx, { workspaceId, id: input.candidateId, isAnonymised: false });
}

/**
 * The per-job switch: with automated ranking off ("documents only") the batch shows its documents
 * in upload order with no score, band or evidence. Scores already computed are kept, so turning it
 * back on shows them again. A change is logged; setting the value it already has changes nothing.
 */
export async function switchRanking(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; actor: Actor; batchId: string; request: RankingSwitch },
): Promise<BatchDetail> {
  const { workspaceId, actor } = input;
  await ctx.db.transaction(async (tx) => {
    const owned = await findBatch(tx, { workspaceId, id: input.batchId });
    const batch = owned ? await lockBatch(tx, owned.id) : undefined;
    if (!batch) throw new AppError("NOT_FOUND");
    if (batch.rankingEnabled === input.request.rankingEnabled) return;
    await updateBatch(tx, {
      id: batch.id,
      values: { rankingEnabled: input.request.rankingEnabled },
    });
    await recordBatchAction(tx, {
      actor,
      batch,
      action: "ranking_switched",
      detail: { rankingEnabled: input.request.rankingEnabled },
    });
  });
  return getBatchDetail(ctx, { workspaceId, id: input.batchId });
}
