import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from "@hirelens/contracts/constants";
import { ERROR_MESSAGES } from "@hirelens/contracts/errors";
import { WORKSPACE_HEADER } from "@hirelens/contracts/workspaces";
import { notify } from "@/components/ui/notifications/notifications-store";
import { API_BASE_URL } from "@/config/env";
import { paths } from "@/config/paths";
import { readActiveWorkspaceId } from "@/lib/active-workspace";
import { navigateFromApi } from "@/lib/api-navigator";
import { replacementToken } from "@/lib/auth-storage";

/** Spec §8: what every failed call turns into. `status` is 0 when there was no HTTP answer. */
export type FormattedError = {
  message: string;
  status: number;
  errors?: Record<string, string[]>;
};

export class ApiClientError extends Error implements FormattedError {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** The envelope's machine-readable `code` (e.g. EMAIL_NOT_VERIFIED), when the server sent one. */
  readonly code?: string;
  /** The raw error body, for flows that read more than the envelope (e.g. retryAfterSeconds). */
  readonly body?: unknown;

  constructor({ message, status, errors }: FormattedError, body?: unknown) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    if (errors) this.errors = errors;
    if (body !== undefined) this.body = body;
    if (body && typeof body === "object" && "code" in body && typeof body.code === "string") {
      this.code = body.code;
    }
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/** What went wrong, before it is formatted. */
export type RequestFailure =
  | { kind: "response"; status: number; body: unknown }
  | { kind: "timeout" }
  | { kind: "network" }
  | { kind: "unknown"; cause?: unknown };

function readServerMessage(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body) {
    const { message } = body;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return undefined;
}

function readFieldErrors(body: unknown): Record<string, string[]> | undefined {
  if (!body || typeof body !== "object" || !("errors" in body)) return undefined;
  const { errors } = body;
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const strings = list.filter((m): m is string => typeof m === "string");
    if (strings.length > 0) fields[field] = strings;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function messageForStatus(status: number, serverMessage: string | undefined): string {
  switch (status) {
    case 400:
      return serverMessage ?? ERROR_MESSAGES.badRequest;
    case 401:
      return ERROR_MESSAGES.unauthorized;
    case 403:
      return ERROR_MESSAGES.forbidden;
    case 404:
      return ERROR_MESSAGES.notFound;
    case 409:
      return serverMessage ?? ERROR_MESSAGES.conflict;
    case 422:
      return serverMessage ?? ERROR_MESSAGES.validation;
    case 429:
      return ERROR_MESSAGES.tooManyRequests;
    case 500:
      return ERROR_MESSAGES.server;
    default:
      return serverMessage ?? `Error ${status}`;
  }
}

/** The error catalogue of spec §8, row by row. */
export function formatApiError(failure: RequestFailure): FormattedError {
  switch (failure.kind) {
    case "response": {
      const message = messageForStatus(failure.status, readServerMessage(failure.body));
      const errors = readFieldErrors(failure.body);
      return errors
        ? { message, status: failure.status, errors }
        : { message, status: failure.status };
    }
    case "timeout":
      return { message: ERROR_MESSAGES.timeout, status: 0 };
    case "network":
      return { message: ERROR_MESSAGES.network, status: 0 };
    default:
      return { message: ERROR_MESSAGES.unexpected, status: 0 };
  }
}

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Show the failure as an error toast (default true). Forms that show their errors inline
   * (the waitlist) pass false so the user does not read the same problem twice.
   */
  toastOnError?: boolean;
  timeoutMs?: number;
  /** Return the whole `{ data, meta }` body instead of `data` alone (paginated lists). */
  keepEnvelope?: boolean;
};

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, "getItem" | "removeItem">;
  timeoutMs?: number;
  onError?: (error: FormattedError) => void;
  onUnauthorized?: () => void;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json") || /^[[{]/.test(text.trim())) return JSON.parse(text);
  return text;
}

function unwrapData(body: unknown): unknown {
  if (body && typeof body === "object" && !Array.isArray(body) && "data" in body) return body.data;
  return body;
}

function defaultOnUnauthorized(): void {
  if (window.location.pathname !== paths.login) navigateFromApi(paths.login);
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const getFetch = () => options.fetch ?? globalThis.fetch.bind(globalThis);
  const getStorage = () => options.storage ?? window.localStorage;
  const onError = options.onError ?? ((error: FormattedError) => notify.error(error.message));
  const onUnauthorized = options.onUnauthorized ?? defaultOnUnauthorized;

  function fail(failure: RequestFailure, toastOnError: boolean, sentToken?: string | null): never {
    const formatted = formatApiError(failure);
    // A 401 ends the session only when it answered the token still stored: a token the session
    // refresh has replaced meanwhile says nothing about the new one.
    const storage = getStorage();
    const isStoredToken = (sentToken ?? null) === storage.getItem(STORAGE_KEYS.authToken);
    if (failure.kind === "response" && failure.status === 401 && isStoredToken) {
      storage.removeItem(STORAGE_KEYS.authToken);
      storage.removeItem(STORAGE_KEYS.userData);
      onUnauthorized();
    }
    if (toastOnError) onError(formatted);
    throw new ApiClientError(formatted, failure.kind === "response" ? failure.body : undefined);
  }

  async function request<T>(
    method: Method,
    path: string,
    init: RequestOptions = {},
    isRetry = false,
  ): Promise<T> {
    const { body, signal, toastOnError = true } = init;
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, init.timeoutMs ?? timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener("abort", onCallerAbort, { once: true });

    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    // FormData (file uploads) sets its own multipart Content-Type with the boundary.
    const isFormData = typeof FormData !== "undefined" && body instanceof FormData;
    if (body !== undefined && !isFormData) headers["Content-Type"] = "application/json";
    const token = getStorage().getItem(STORAGE_KEYS.authToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    // The active workspace (lib/active-workspace.ts); none = the personal workspace.
    const workspaceId = token ? readActiveWorkspaceId(getStorage()) : null;
    if (workspaceId && !(WORKSPACE_HEADER in headers)) headers[WORKSPACE_HEADER] = workspaceId;

    try {
      let response: Response;
      try {
        response = await getFetch()(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
          signal: controller.signal,
          credentials: "same-origin",
        });
      } catch (cause) {
        if (isTimedOut) return fail({ kind: "timeout" }, toastOnError);
        // The caller (e.g. TanStack Query on unmount) cancelled: nothing to tell the user.
        if (signal?.aborted) return fail({ kind: "unknown", cause }, false);
        if (cause instanceof TypeError) return fail({ kind: "network" }, toastOnError);
        return fail({ kind: "unknown", cause }, toastOnError);
      }

      let parsed: unknown;
      try {
        parsed = await readBody(response);
      } catch (cause) {
        if (isTimedOut) return fail({ kind: "timeout" }, toastOnError);
        if (!response.ok) parsed = undefined;
        else return fail({ kind: "unknown", cause }, toastOnError);
      }
      if (response.status === 401 && token && !isRetry) {
        // The session was refreshed while this request was on its way: once more with the new token.
        if (replacementToken(token, getStorage().getItem(STORAGE_KEYS.authToken))) {
          return request<T>(method, path, init, true);
        }
      }
      if (!response.ok) {
        return fail(
          { kind: "response", status: response.status, body: parsed },
          toastOnError,
          token,
        );
      }
      return (init.keepEnvelope ? parsed : unwrapData(parsed)) as T;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onCallerAbort);
    }
  }

  return {
    request,
    get: <T>(path: string, init?: Omit<RequestOptions, "body">) => request<T>("GET", path, init),
    /** A paginated list: the body as sent, `{ data: [...], meta }`, for `parsePage` to read. */
    getPage: (path: string, init?: Omit<RequestOptions, "body" | "keepEnvelope">) =>
      request<unknown>("GET", path, { ...init, keepEnvelope: true }),
    post: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>("POST", path, { ...init, body }),
    put: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>("PUT", path, { ...init, body }),
    patch: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>("PATCH", path, { ...init, body }),
    delete: <T>(path: string, init?: RequestOptions) => request<T>("DELETE", path, init),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same-origin /api, 30 s timeout, bearer token, error toasts. */
export const api = createApiClient();
