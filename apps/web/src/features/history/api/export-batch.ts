import { ANALYSIS_PATHS, type ExportFormat } from "@hirelens/contracts";
import { fetchFile, saveBlob } from "@/lib/fetch-file";

/** GET /api/analysis/export?batchId=&format=: fetched with the bearer token, saved as a download. */
export async function exportBatch(batchId: string, format: ExportFormat): Promise<void> {
  const query = new URLSearchParams({ batchId, format });
  const { blob, fileName } = await fetchFile(`${ANALYSIS_PATHS.export}?${query}`);
  saveBlob(blob, fileName ?? `hirelens-batch-${batchId.slice(0, 8)}.${format}`);
}
