import { z } from "zod";

/** The error envelope every API error answers with (spec §3: status, message, errors). */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Spec §8: messages shown for each HTTP condition when the server gives none (or must not). */
export const ERROR_MESSAGES = {
  badRequest: "Bad request",
  unauthorized: "Authentication required",
  forbidden: "Access forbidden",
  notFound: "Resource not found",
  conflict: "Conflict occurred",
  validation: "Validation error",
  tooManyRequests: "Too many requests. Please try again later.",
  server: "Server error. Please try again later.",
  timeout: "Request timed out. The operation is taking longer than expected. Please try again.",
  network: "Network error. Please check your connection.",
  unexpected: "An unexpected error occurred",
} as const;

/** Turns a zod error into the field -> messages map of the envelope. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= [];
    fields[key].push(issue.message);
  }
  return fields;
}
