import { lookup } from "node:dns";
import { BlockList, isIP } from "node:net";
import { INTEGRATION_MESSAGES } from "@hirelens/contracts";
import type { Env } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";

/** Addresses a deployed server never sends a webhook to (SSRF): loopback, private, link-local, … */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether an IP address is private (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Local URLs (http://localhost, private addresses) are allowed on a development server only:
 * WEBHOOK_ALLOW_LOCAL_URLS, or by default when APP_URL is itself on localhost.
 */
export function allowsLocalWebhooks(env: Pick<Env, "APP_URL" | "WEBHOOK_ALLOW_LOCAL_URLS">) {
  if (env.WEBHOOK_ALLOW_LOCAL_URLS !== undefined) return env.WEBHOOK_ALLOW_LOCAL_URLS;
  return LOOPBACK_NAMES.has(new URL(env.APP_URL).hostname);
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * Checks a webhook URL when it is saved: https, or http to localhost on a development server; on a
 * deployed server no localhost or private address literal. Names are checked again when sending
 * (checkedLookup), since DNS can change.
 */
export function assertWebhookUrl(
  env: Pick<Env, "APP_URL" | "WEBHOOK_ALLOW_LOCAL_URLS">,
  raw: string,
) {
  const url = new URL(raw);
  const local = allowsLocalWebhooks(env);
  const host = hostOf(url);
  const isLoopbackName = LOOPBACK_NAMES.has(url.hostname) || host.endsWith(".localhost");
  if (url.username || url.password) {
    throw new AppError("VALIDATION", INTEGRATION_MESSAGES.urlInvalid, {
      errors: { url: [INTEGRATION_MESSAGES.urlInvalid] },
    });
  }
  if (url.protocol === "http:" && !(local && isLoopbackName)) {
    throw new AppError("VALIDATION", INTEGRATION_MESSAGES.urlNotHttps, {
      errors: { url: [INTEGRATION_MESSAGES.urlNotHttps] },
    });
  }
  if (!local && (isLoopbackName || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    throw new AppError("VALIDATION", INTEGRATION_MESSAGES.urlPrivate, {
      errors: { url: [INTEGRATION_MESSAGES.urlPrivate] },
    });
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | Array<{ address: string; family: number }>,
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses private addresses when local URLs are not allowed: the
 * check is on the address actually connected to, so a name re-pointed after saving (DNS
 * rebinding) is refused too.
 */
export function checkedLookup(allowLocal: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as Array<{ address: string; family: number }>;
      if (!allowLocal && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to a private address`), {
            code: "EPRIVATE",
          }),
          [],
        );
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error("No address"), { code: "ENOTFOUND" }), []);
      return callback(null, first.address, first.family);
    });
  };
}
