import type { FastifyRequest } from "fastify";
import { identityHeaders } from "../../plugins/auth.ts";
import type { Caller } from "./auth.service.ts";

/** The caller as better-auth sees it: bearer token, user agent, address. */
export function callerOf(request: FastifyRequest): Caller {
  return { headers: identityHeaders(request), ip: request.ip };
}
