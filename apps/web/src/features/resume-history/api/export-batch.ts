import { ANALYSIS_PATHS, type ExportFormat } from "@hirelens/contracts";
import { downloadFile } from "@/lib/fetch-file";

/** GET /api/analysis/export?batchId=&format=: fetched with the bearer token, saved as a download. */
export async function exportBatch(batchId: string, format: ExportFormat): Promise<void> {
  const query = new URLSearchParams({ batchId, format });
  await downloadFile(
    `${ANALYSIS_PATHS.export}?${query}`,
    `hirelens-batch-${batchId.slice(0, 8)}.${format}`,
  );
}
