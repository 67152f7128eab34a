import { Secret, TOTP } from "otpauth";

/** RFC 6238 TOTP (SHA-1), the code an authenticator app would show, by otpauth. */
export function totpCode(secret: string, time = Date.now(), stepSeconds = 30, digits = 6): string {
  const generator = new TOTP({
    secret: Secret.fromBase32(secret.replace(/[=\s]+/g, "")),
    algorithm: "SHA1",
    digits,
    period: stepSeconds,
  });
  return generator.generate({ timestamp: time });
}
