import { z } from "zod";
import { EMAIL_OTP_LENGTH, emailOtpVerifySchema, TOTP_DIGITS } from "./auth.ts";

/** The code-entry steps of sign-in: what the field says when the code cannot be sent yet. */
export const SIGN_IN_CODE_MESSAGES = {
  emailCode: `Enter the ${EMAIL_OTP_LENGTH}-digit code from the email`,
  totp: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  recovery: "Enter one of your recovery codes",
} as const;

/** The login's e-mail code step: the code of POST /api/auth/email-otp/verify (the e-mail is known). */
export const emailCodeFormSchema = emailOtpVerifySchema.pick({ code: true });
export type EmailCodeForm = z.input<typeof emailCodeFormSchema>;

/**
 * The login's second-factor step (POST /api/auth/mfa/verify, mfaVerifySchema): an authenticator
 * code is its digits; a recovery code is any text, trimmed.
 */
export function mfaCodeFormSchema(method: "totp" | "recovery") {
  return z.object({
    code:
      method === "totp"
        ? z
            .string()
            .trim()
            .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), SIGN_IN_CODE_MESSAGES.totp)
        : z.string().trim().min(1, SIGN_IN_CODE_MESSAGES.recovery).max(64),
  });
}
export type MfaCodeForm = z.input<ReturnType<typeof mfaCodeFormSchema>>;
