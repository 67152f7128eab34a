import type { VerifyEmailInput, VerifyEmailResponse } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/verify-email with the token of the mailed link. */
export function verifyEmail(
  input: VerifyEmailInput,
  client: ApiClient = api,
): Promise<VerifyEmailResponse> {
  return client.post<VerifyEmailResponse>("/auth/verify-email", input, { toastOnError: false });
}
