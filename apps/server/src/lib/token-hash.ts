import { createHash } from "node:crypto";

/**
 * What we store instead of a secret token (session, reset link, MFA challenge): its SHA-256, hex.
 * The tokens are 32+ random characters, so a plain fast hash is enough; a copy of the tables then
 * signs no one in. `hashToken("abc")` -> "ba7816bf…15ad".
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
