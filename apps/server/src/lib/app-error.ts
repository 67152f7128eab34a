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

/** A typed, expected failure of a service; its message is safe to show to the user. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = "AppError";
    this.status = APP_ERROR_STATUS[code];
  }
}
