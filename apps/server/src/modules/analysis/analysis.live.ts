import type { BatchSummary, CandidateSummary } from "@hirelens/contracts";
import type { ServiceContext } from "../../service-context.ts";
import { ownedBatch, selectCandidates } from "./analysis.service.ts";
import { listCandidatesForTable } from "./analysis.table.repository.ts";
import { toBatchSummary } from "./analysis.views.ts";

export interface LiveCandidateUpdate {
  candidate: CandidateSummary;
  /** Every ranked candidate's rank after this change (a newly scored file moves others down). */
  ranks: Record<string, number>;
  batch: BatchSummary;
}

/**
 * What a results page needs after one file of its batch was scored or failed: the candidate's
 * table row (as GET /resume-analysis/batches/:id shows it, masked in the blind review), the new
 * ranks and the batch counts. Read without any document text. Null when the candidate is gone.
 */
export async function liveCandidateUpdate(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; batchId: string; candidateId: string; anonymised: boolean },
): Promise<LiveCandidateUpdate | null> {
  const batch = await ownedBatch(ctx, { workspaceId: input.workspaceId, id: input.batchId });
  const rows = await listCandidatesForTable(ctx.db, batch.id);
  const table = selectCandidates(rows, {
    anonymised: input.anonymised,
    rankingEnabled: batch.rankingEnabled,
  });
  const candidate = table.find((row) => row.id === input.candidateId);
  if (!candidate) return null;
  const ranks: Record<string, number> = {};
  for (const row of table) if (row.rank !== null) ranks[row.id] = row.rank;
  return { candidate, ranks, batch: toBatchSummary(batch) };
}
