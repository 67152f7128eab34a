import { apiErrorSchema } from "@hirelens/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { identityHeaders } from "../../plugins/auth.ts";
import type { Caller } from "./auth.service.ts";

/** The error envelope, as the account routes answer it (a cooldown adds retryAfterSeconds). */
export const errorResponseSchema = apiErrorSchema.extend({
  retryAfterSeconds: z.number().int().optional(),
});

export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** `{ data: schema }`, the success body of every route. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export function callerOf(request: FastifyRequest): Caller {
  return { headers: identityHeaders(request), ip: request.ip };
}

/**
 * Accepts an empty body with a JSON content type (POST /signout, /refresh, DELETE /user from
 * clients that always send the header) in this plugin's scope; other JSON parses as usual.
 */
export function allowEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error("Body is not valid JSON") as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}
