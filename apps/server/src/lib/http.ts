import { apiErrorSchema, type PageMeta } from "@hirelens/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

/** The error envelope as every route declares it (a cooldown adds retryAfterSeconds). */
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

/** `{ data }`, the success body of every route: `ok(user)` -> `{ data: user }`. */
export function ok<T>(data: T): { data: T } {
  return { data };
}

/** The `meta` of a paginated list: `pageMeta(2, 20, 45)` -> `{ page: 2, pageSize: 20, total: 45, totalPages: 3 }`. */
export function pageMeta(page: number, pageSize: number, total: number): PageMeta {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** `{ data, meta }`, the body of a paginated list. */
export function paged<T>(
  items: T[],
  page: { page: number; pageSize: number; total: number },
): { data: T[]; meta: PageMeta } {
  return { data: items, meta: pageMeta(page.page, page.pageSize, page.total) };
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
