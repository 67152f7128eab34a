import { ANALYSIS_PATHS, type ExportFormat } from "@hirelens/contracts";
import { downloadFile } from "@/lib/fetch-file";

/** GET /api/analysis/export?batchId=&format=: downloads the CSV, JSON or PDF report. */
export async function exportBatch(
  batchId: string,
  format: ExportFormat,
  isAnonymised: boolean,
): Promise<void> {
  const query = new URLSearchParams({ batchId, format, anonymised: String(isAnonymised) });
  await downloadFile(
    `${ANALYSIS_PATHS.export}?${query}`,
    `hirelens-batch-${batchId.slice(0, 8)}.${format}`,
  );
}
