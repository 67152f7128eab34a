import { AUTH_ERROR_CODES, ERROR_MESSAGES } from "@hirelens/contracts";
import { isApiClientError } from "@/lib/api-client";

function serverMessageOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message.trim() || undefined;
  }
  return undefined;
}

/**
 * What an account form shows for a failed call. The spec's catalogue (§8) wins for 429, 5xx,
 * timeouts and network failures; otherwise the account flows' own message from the server
 * (e.g. 'Invalid email or password' on a 401, which the catalogue would call 'Authentication
 * required').
 */
export function authErrorMessage(
  error: unknown,
  fallback: string = ERROR_MESSAGES.unexpected,
): string {
  if (!isApiClientError(error))
    return error instanceof Error && error.message ? error.message : fallback;
  if (error.status === 0 || error.status === 429 || error.status >= 500) return error.message;
  return serverMessageOf(error.body) ?? error.message ?? fallback;
}

export function authErrorCode(error: unknown): string | undefined {
  return isApiClientError(error) ? error.code : undefined;
}

export function isEmailNotVerifiedError(error: unknown): boolean {
  return authErrorCode(error) === AUTH_ERROR_CODES.emailNotVerified;
}

/** Seconds until another mail may be asked for, from a cooldown 429 (body or nothing). */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (!isApiClientError(error) || error.status !== 429) return undefined;
  const body = error.body;
  if (
    body &&
    typeof body === "object" &&
    "retryAfterSeconds" in body &&
    typeof body.retryAfterSeconds === "number"
  ) {
    return body.retryAfterSeconds;
  }
  return undefined;
}

/** Field -> first message, for react-hook-form's setError. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!isApiClientError(error) || !error.errors) return {};
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0] as string]),
  );
}
