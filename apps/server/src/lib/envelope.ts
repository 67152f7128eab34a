import type { ApiError } from "@hirelens/contracts";

/** Builds the error body every failure answers with. */
export function envelope(
  status: number,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
): ApiError {
  return errors ? { status, code, message, errors } : { status, code, message };
}
