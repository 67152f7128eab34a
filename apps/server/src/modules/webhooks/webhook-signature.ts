import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { WEBHOOK_SECRET_PREFIX } from "@hirelens/contracts";

/** A new signing secret: `whsec_` + 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/**
 * The `hirelens-signature` header of one delivery, like Stripe's: `t=<unix seconds>,v1=<hex>`,
 * where v1 = HMAC-SHA256(secret, `${t}.${body}`). The receiver recomputes it over the raw body.
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/** Checks a signature header (what a receiver does); `toleranceSeconds` bounds replay. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = Object.fromEntries(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || typeof parts.v1 !== "string") return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split("v1=")[1] ?? "", "hex");
  const given = Buffer.from(parts.v1, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The secret is needed in clear to sign, so it cannot be hashed: it is stored encrypted with
 * AES-256-GCM under a key derived from the server's auth secret (`v1.<iv>.<tag>.<ciphertext>`).
 */
function keyOf(authSecret: string): Buffer {
  return createHash("sha256").update(`hirelens:webhook-secret:${authSecret}`, "utf8").digest();
}

export function encryptWebhookSecret(authSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function decryptWebhookSecret(authSecret: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !ciphertext) throw new Error("Unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(authSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
