import type { FastifyError, FastifyInstance } from "fastify";
import { envelope } from "../../lib/envelope.ts";

/**
 * An expected failure with its own envelope `code` (EMAIL_NOT_VERIFIED, VERIFICATION_TOKEN_EXPIRED,
 * ...) where AppError's fixed code set is too coarse, plus optional extra envelope fields
 * (retryAfterSeconds). Its message is safe to show.
 */
export class CodedError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly options: {
      errors?: Record<string, string[]>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = "CodedError";
  }
}

/**
 * Answers CodedErrors in this plugin's scope; everything else is rethrown to the app's error handler
 * (Fastify hands an error thrown by a child error handler to the parent one).
 */
export function handleCodedErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | CodedError, _request, reply) => {
    if (!(error instanceof CodedError)) throw error;
    const { errors, retryAfterSeconds } = error.options;
    if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
    return reply.code(error.status).send({
      ...envelope(error.status, error.code, error.message, errors),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    });
  });
}
