import type { FastifyRequest } from "fastify";

/**
 * Query parameters that carry a secret: mailed verification and reset tokens, the signature of an
 * avatar URL, OAuth codes and states. Their values never reach the request log.
 */
const SENSITIVE_QUERY_PARAMS = new Set([
  "token",
  "sig",
  "signature",
  "code",
  "state",
  "otp",
  "password",
  "secret",
  "key",
  "access_token",
  "refresh_token",
  "id_token",
]);

// better-auth's own reset route carries its token in the path: /reset-password/<token>.
const TOKEN_IN_PATH = /(\/reset-password\/)[^/?#]+/i;

export const REDACTED = "[redacted]";

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return text;
  }
}

/** The URL with the value of each secret-bearing query parameter (and path token) replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    TOKEN_IN_PATH,
    `$1${REDACTED}`,
  );
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SENSITIVE_QUERY_PARAMS.has(decodeSafely(name).trim().toLowerCase())
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Fastify's default request log fields, with the URL's secrets redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
