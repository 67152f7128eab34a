import {
  CANDIDATE_PATHS,
  type CandidateImportResult,
  candidateImportResultSchema,
  WORKSPACE_HEADER,
} from "@hirelens/contracts";
import { API_BASE_URL } from "@/config/env";
import { readActiveWorkspaceId } from "@/lib/active-workspace";
import { ApiClientError, formatApiError } from "@/lib/api-client";
import { readStoredToken } from "@/lib/auth-storage";

/**
 * POST /api/candidates/import with the file's bytes as they are (the server reads the encoding),
 * over XHR so the upload progress (0..1) can be shown. A refusal carries the line-numbered errors
 * as an ApiClientError's `errors`.
 */
export function importCandidates(
  file: File,
  onProgress: (ratio: number) => void,
): Promise<CandidateImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE_URL}${CANDIDATE_PATHS.import}`);
    const token = readStoredToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    // The active workspace, as lib/api-client.ts sends it (none = the personal workspace).
    const workspaceId = token ? readActiveWorkspaceId(window.localStorage) : null;
    if (workspaceId) xhr.setRequestHeader(WORKSPACE_HEADER, workspaceId);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", "text/csv");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = body && typeof body === "object" && "data" in body ? body.data : body;
        resolve(candidateImportResultSchema.parse(data));
        return;
      }
      reject(
        new ApiClientError(formatApiError({ kind: "response", status: xhr.status, body }), body),
      );
    };
    xhr.onerror = () => reject(new ApiClientError(formatApiError({ kind: "network" })));
    xhr.send(file);
  });
}
