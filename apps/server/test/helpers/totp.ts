import { Secret, TOTP } from "otpauth";

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) by otpauth, independent of the code under test. */
export function totp(secretBase32: string, at = Date.now()): string {
  const generator = new TOTP({
    secret: Secret.fromBase32(secretBase32.replace(/=+$/, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return generator.generate({ timestamp: at });
}
