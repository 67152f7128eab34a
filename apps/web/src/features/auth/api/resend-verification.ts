import type { EmailOnlyInput, MailSentResponse } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/resend-verification: a new verification link (429 with retryAfterSeconds in the cooldown). */
export function resendVerification(
  input: EmailOnlyInput,
  client: ApiClient = api,
): Promise<MailSentResponse> {
  return client.post<MailSentResponse>("/auth/resend-verification", input, { toastOnError: false });
}
