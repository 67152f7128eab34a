import type { BatchSummary, CandidateSummary } from "@hirelens/contracts";
import type { ServiceContext } from "../../service-context.ts";
import { findBatchHead } from "./analysis.repository.ts";
import { selectCandidates } from "./analysis.service.ts";
import { listCandidatesForTable } from "./analysis.table.repository.ts";
import { toBatchSummary } from "./analysis.views.ts";

export interface LiveCandidateUpdate {
  candidate: CandidateSummary;
  /** Every ranked candidate's rank after this change (a newly scored file moves others down). */
  ranks: Record<string, number>;
  batch: BatchSummary;
}

/**
 * What a results page needs after files of its batch were scored or failed: each candidate's
 * table row (as GET /resume-analysis/batches/:id shows it, masked in the blind review), the new
 * ranks and the batch counts, from ONE read of the batch however many files finished since the
 * stream's last read. Read without any document text. A candidate that is gone has no entry; null
 * when the batch is gone.
 */
export async function liveCandidateUpdates(
  ctx: Pick<ServiceContext, "db">,
  input: { workspaceId: string; batchId: string; candidateIds: string[]; anonymised: boolean },
): Promise<Map<string, LiveCandidateUpdate> | null> {
  // The batch without its parsed job: this runs for every finished file on every open stream.
  const batch = await findBatchHead(ctx.db, { workspaceId: input.workspaceId, id: input.batchId });
  if (!batch) return null;
  const rows = await listCandidatesForTable(ctx.db, batch.id);
  const table = selectCandidates(rows, {
    anonymised: input.anonymised,
    rankingEnabled: batch.rankingEnabled,
  });
  const ranks: Record<string, number> = {};
  for (const row of table) if (row.rank !== null) ranks[row.id] = row.rank;
  const summary = toBatchSummary(batch);
  const wanted = new Set(input.candidateIds);
  const updates = new Map<string, LiveCandidateUpdate>();
  for (const candidate of table) {
    if (wanted.has(candidate.id)) updates.set(candidate.id, { candidate, ranks, batch: summary });
  }
  return updates;
}
