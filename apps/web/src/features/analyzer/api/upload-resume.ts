import {
  FILE_PATHS,
  UPLOAD_FIELD_NAME,
  type UploadResult,
  uploadResultSchema,
  WORKSPACE_HEADER,
} from "@hirelens/contracts";
import { API_BASE_URL } from "@/config/env";
import { readActiveWorkspaceId } from "@/lib/active-workspace";
import { ApiClientError, formatApiError } from "@/lib/api-client";
import { readStoredToken, replacementToken } from "@/lib/auth-storage";

/**
 * POST /api/files/upload with one resume, over XHR so the upload progress (0..1) can be shown per
 * file. Failures carry the server's message (e.g. a type refused by content) as an ApiClientError.
 */
export function uploadResume(
  file: File,
  onProgress: (ratio: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return uploadResumes([file], (loaded, total) => onProgress(loaded / total), signal);
}

/**
 * POST /api/files/upload with several resumes in one request (the route takes up to 50): fewer
 * requests for the server and the page than one per file. `onProgress(loaded, total)` reports the
 * bytes of the whole request body sent so far (`splitUploadProgress` turns it into per-file
 * ratios). The route stores all the files or none: a failure names the file in its message.
 */
export function uploadResumes(
  files: File[],
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return sendResumes(files, onProgress, signal, readStoredToken()).catch((error: unknown) => {
    // The session refresh replaced the token while the files were uploading: once more with it.
    const current = readStoredToken();
    if (error instanceof RotatedTokenError && current) {
      return sendResumes(files, onProgress, signal, current);
    }
    throw error instanceof RotatedTokenError ? error.failure : error;
  });
}

/** A 401 answered to a token that is no longer the stored one. */
class RotatedTokenError extends Error {
  constructor(readonly failure: ApiClientError) {
    super(failure.message);
  }
}

function sendResumes(
  files: File[],
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal | undefined,
  token: string | null,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE_URL}${FILE_PATHS.upload}`);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    // The active workspace, as lib/api-client.ts sends it (none = the personal workspace).
    const workspaceId = token ? readActiveWorkspaceId(window.localStorage) : null;
    if (workspaceId) xhr.setRequestHeader(WORKSPACE_HEADER, workspaceId);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
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
        const parsed = uploadResultSchema.safeParse(data);
        if (parsed.success) {
          onProgress(1, 1);
          resolve(parsed.data);
        } else reject(new ApiClientError(formatApiError({ kind: "unknown" })));
        return;
      }
      // The envelope names the file in `errors`; its first message is the clearest one.
      const formatted = formatApiError({ kind: "response", status: xhr.status, body });
      const fileMessage = formatted.errors ? Object.values(formatted.errors)[0]?.[0] : undefined;
      const failure = new ApiClientError(
        { ...formatted, message: fileMessage ?? formatted.message },
        body,
      );
      const isRotated = xhr.status === 401 && replacementToken(token, readStoredToken()) !== null;
      reject(isRotated ? new RotatedTokenError(failure) : failure);
    };
    xhr.onerror = () => reject(new ApiClientError(formatApiError({ kind: "network" })));
    xhr.onabort = () => reject(new ApiClientError(formatApiError({ kind: "unknown" })));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const file of files) form.append(UPLOAD_FIELD_NAME, file, file.name);
    xhr.send(form);
  });
}
