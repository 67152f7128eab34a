import { DASHBOARD_DAYS, type Dashboard } from "@hirelens/contracts";
import type { ServiceContext } from "../../service-context.ts";
import { listBatchHistory } from "../analysis/analysis.service.ts";
import { bandLegend, bandOf, presentedScore } from "../analysis/analysis.views.ts";
import { getCreditBalance } from "../credits/credits.service.ts";
import {
  candidateStats,
  countBatches,
  scoresOf,
  screeningsPerDay,
} from "./dashboard.repository.ts";

/** Everything the dashboard shows, for the workspace only. */
export async function getDashboard(
  ctx: Pick<ServiceContext, "db" | "now">,
  input: { workspaceId: string },
): Promise<Dashboard> {
  const { db } = ctx;
  const { workspaceId } = input;
  const now = ctx.now?.() ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (DASHBOARD_DAYS - 1) * 86_400_000);
  const [credits, stats, analysesRun, perDay, scores, recent] = await Promise.all([
    getCreditBalance(ctx, { workspaceId }),
    candidateStats(db, workspaceId),
    countBatches(db, workspaceId),
    screeningsPerDay(db, workspaceId, since),
    scoresOf(db, workspaceId),
    listBatchHistory(ctx, { workspaceId, page: 1, pageSize: 5 }),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, row.count]));
  const screeningsOverTime = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = new Date(since.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
  // Per fit band, weakest first like a histogram: the chart speaks the words beside every score.
  const bandIds = scores.map((score) => bandOf(presentedScore(score))?.id);
  const scoreDistribution = bandLegend()
    .reverse()
    .map((band) => ({
      label: band.label,
      count: bandIds.filter((id) => id === band.id).length,
    }));
  return {
    creditsLeft: credits.availableCredits,
    isUnlimited: credits.isUnlimited,
    resumesScreened: stats.screened,
    analysesRun,
    averageMatch: stats.average,
    screeningsOverTime,
    scoreDistribution,
    recentAnalyses: recent.data,
  };
}
