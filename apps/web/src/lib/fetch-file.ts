import { API_BASE_URL } from "@/config/env";
import { ApiClientError, formatApiError } from "@/lib/api-client";
import { readStoredToken, replacementToken } from "@/lib/auth-storage";

/** The filename a Content-Disposition header offers (RFC 5987 `filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // a malformed escape: fall back to the plain filename
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * A file behind bearer auth (exports, original resumes, invoices, CSVs), fetched as a blob with
 * the spec §8 errors. A 401 answered to a token the session refresh replaced meanwhile is retried
 * once with the new token, so a refresh never fails a download.
 *   fetchFile("/api/analysis/export?batchId=…&format=json") -> { blob, fileName: "…json" }
 */
export async function fetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const url = path.startsWith("/api") ? path : `${API_BASE_URL}${path}`;
  const attempt = async (token: string | null) => {
    try {
      return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new ApiClientError(formatApiError({ kind: "network" }));
    }
  };
  const token = readStoredToken();
  let response = await attempt(token);
  const replacement = response.status === 401 ? replacementToken(token, readStoredToken()) : null;
  if (replacement) response = await attempt(replacement);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiClientError(
      formatApiError({ kind: "response", status: response.status, body }),
      body,
    );
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get("content-disposition")),
  };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The one way to download a file behind bearer auth: fetched with `fetchFile`, saved under the
 * name the server offers, else `fallbackName`.
 *   downloadFile("/billing/invoices/inv_1/pdf", "hirelens-invoice-7.pdf")
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile(path);
  saveBlob(blob, fileName ?? fallbackName);
}

/** Saves text made in the page (recovery codes, a data export) as a file: no server round trip. */
export function saveText(text: string, fileName: string, type = "text/plain"): void {
  saveBlob(new Blob([text], { type }), fileName);
}
