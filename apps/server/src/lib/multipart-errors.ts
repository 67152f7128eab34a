import { AppError } from "./app-error.ts";

export const MALFORMED_MULTIPART_MESSAGE =
  "The upload could not be read: the multipart form data is malformed or incomplete. Please try again.";

// Busboy (under @fastify/multipart) throws plain Errors without a status for a body it cannot
// parse: a missing boundary, a body cut short, a boundary that never appears.
const BUSBOY_FAILURES = [/^Multipart: Boundary not found$/, /unexpected end of multipart data$/i];

/** The 400 for a multipart body the parser could not read, or null for any other error. */
export function toMalformedMultipartError(error: unknown): AppError | null {
  if (!(error instanceof Error) || "statusCode" in error) return null;
  return BUSBOY_FAILURES.some((pattern) => pattern.test(error.message))
    ? new AppError("BAD_REQUEST", MALFORMED_MULTIPART_MESSAGE)
    : null;
}
