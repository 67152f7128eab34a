import { ANALYSIS_PATHS, type ExportFormat } from "@hirelens/contracts";
import { API_BASE_URL } from "@/config/env";
import { ApiClientError, formatApiError } from "@/lib/api-client";
import { readStoredToken } from "@/lib/auth-storage";

/** GET /api/analysis/export?batchId=&format=: fetched with the bearer token, saved as a download. */
export async function exportBatch(batchId: string, format: ExportFormat): Promise<void> {
  const query = new URLSearchParams({ batchId, format });
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${ANALYSIS_PATHS.export}?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiClientError(formatApiError({ kind: "network" }));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiClientError(
      formatApiError({ kind: "response", status: response.status, body }),
      body,
    );
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const name =
    /filename="?([^";]+)"?/i.exec(disposition)?.[1] ??
    `hirelens-batch-${batchId.slice(0, 8)}.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
