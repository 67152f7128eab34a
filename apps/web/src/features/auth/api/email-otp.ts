import type {
  EmailOnlyInput,
  EmailOtpVerifyInput,
  MailSentResponse,
  SigninResponse,
} from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/email-otp/send: mails a one-time sign-in code (same answer for any e-mail). */
export function sendEmailOtpCode(
  input: EmailOnlyInput,
  client: ApiClient = api,
): Promise<MailSentResponse> {
  return client.post<MailSentResponse>("/auth/email-otp/send", input, { toastOnError: false });
}

/** POST /api/auth/email-otp/verify: signs in with the mailed code (or asks for MFA). */
export function verifyEmailOtp(
  input: EmailOtpVerifyInput,
  client: ApiClient = api,
): Promise<SigninResponse> {
  return client.post<SigninResponse>("/auth/email-otp/verify", input, { toastOnError: false });
}
