import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";

/**
 * A preHandler for CPU-heavy routes (JD save and generation, uploads, analysis start): at most
 * HEAVY_RATE_LIMIT_MAX requests per signed-in user and HEAVY_RATE_LIMIT_ADDRESS_MAX per client
 * address in each window, answering the catalogue's 429. It runs after authentication, so the
 * user is known. Two keys need @fastify/rate-limit's `createRateLimit`: its per-route
 * `config.rateLimit` runs only one limiter per request.
 */
export function limitHeavyRoute(
  app: FastifyInstance,
  name: string,
  options: { requestsPerHeavyRequest?: number } = {},
) {
  // A route whose one user action is many requests (an upload is one request per file) counts
  // each as a fraction of a heavy request.
  const scale = options.requestsPerHeavyRequest ?? 1;
  const timeWindow = app.env.HEAVY_RATE_LIMIT_WINDOW_MS;
  const limitUser = app.createRateLimit({
    max: app.env.HEAVY_RATE_LIMIT_MAX * scale,
    timeWindow,
    keyGenerator: (request) => `${name}:user:${request.authSession?.user.id ?? request.ip}`,
  });
  const limitAddress = app.createRateLimit({
    max: app.env.HEAVY_RATE_LIMIT_ADDRESS_MAX * scale,
    timeWindow,
    keyGenerator: (request) => `${name}:address:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of [limitUser, limitAddress]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
        throw new AppError("TOO_MANY_REQUESTS");
      }
    }
  };
}
