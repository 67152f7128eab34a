import { API_BASE_URL } from "@/config/env";
import { ApiClientError, formatApiError } from "@/lib/api-client";
import { readStoredToken } from "@/lib/auth-storage";

/** A file behind bearer auth (exports, original resumes): fetched as a blob, errors per spec §8. */
export async function fetchBinary(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const token = readStoredToken();
  const url = path.startsWith("/api") ? path : `${API_BASE_URL}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiClientError(formatApiError({ kind: "network" }));
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw new ApiClientError(
      formatApiError({ kind: "response", status: response.status, body }),
      body,
    );
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return {
    blob: await response.blob(),
    fileName: match?.[1] ? decodeURIComponent(match[1]) : null,
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
