import { ERROR_MESSAGES } from "@hirelens/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";
import { envelope } from "../lib/envelope.ts";
import { toMalformedMultipartError } from "../lib/multipart-errors.ts";

/** Maps every failure to the error envelope {status, code, message, errors?} of the spec's catalogue. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = (request.isMultipart?.() && toMalformedMultipartError(thrown)) || thrown;
    if (error instanceof AppError) {
      const body = envelope(error.status, error.code, error.message, error.errors);
      const { retryAfterSeconds } = error;
      if (retryAfterSeconds === undefined) return reply.code(error.status).send(body);
      return reply
        .code(error.status)
        .header("retry-after", String(retryAfterSeconds))
        .send({ ...body, retryAfterSeconds });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        errors[field] ??= [];
        errors[field].push(issue.message ?? ERROR_MESSAGES.validation);
      }
      return reply.code(422).send(envelope(422, "VALIDATION", ERROR_MESSAGES.validation, errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send(envelope(429, "TOO_MANY_REQUESTS", ERROR_MESSAGES.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      const message =
        status === 413 ? "The request is too large." : error.message || ERROR_MESSAGES.badRequest;
      return reply.code(status).send(envelope(status, error.code ?? "BAD_REQUEST", message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(envelope(500, "INTERNAL", ERROR_MESSAGES.server));
  });
});
