import { ERROR_MESSAGES } from "@hirelens/contracts";

/** Error codes a service may throw; the error handler maps each to its HTTP status. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

const DEFAULT_MESSAGES: Record<AppErrorCode, string> = {
  BAD_REQUEST: ERROR_MESSAGES.badRequest,
  UNAUTHORIZED: ERROR_MESSAGES.unauthorized,
  FORBIDDEN: ERROR_MESSAGES.forbidden,
  NOT_FOUND: ERROR_MESSAGES.notFound,
  CONFLICT: ERROR_MESSAGES.conflict,
  PAYLOAD_TOO_LARGE: "The file is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This file type is not supported.",
  VALIDATION: ERROR_MESSAGES.validation,
  TOO_MANY_REQUESTS: ERROR_MESSAGES.tooManyRequests,
  INTERNAL: ERROR_MESSAGES.server,
  UNAVAILABLE: "The service is temporarily unavailable. Please try again later.",
};

export interface AppErrorOptions {
  /** Field -> messages, for a failure that belongs to particular inputs. */
  errors?: Record<string, string[]>;
  /** A cooldown: sent as the Retry-After header and as `retryAfterSeconds` in the envelope. */
  retryAfterSeconds?: number;
  /** The HTTP status of a code outside the catalogue above (EMAIL_NOT_VERIFIED, ...). */
  status?: number;
}

/**
 * A typed, expected failure of a service; its message is safe to show to the user. The code is one
 * of the catalogue's (its status follows) or a feature's own envelope code with its status:
 * `new AppError("NOT_FOUND")`, `new AppError("EMAIL_NOT_VERIFIED", message, { status: 403 })`.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message?: string, options?: AppErrorOptions);
  constructor(code: string, message: string, options: AppErrorOptions & { status: number });
  constructor(
    readonly code: string,
    message?: string,
    options: AppErrorOptions = {},
  ) {
    const catalogued = code in APP_ERROR_STATUS ? (code as AppErrorCode) : null;
    super(message ?? (catalogued ? DEFAULT_MESSAGES[catalogued] : ERROR_MESSAGES.server));
    this.name = "AppError";
    this.status = options.status ?? (catalogued ? APP_ERROR_STATUS[catalogued] : 500);
    if (options.errors) this.errors = options.errors;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
