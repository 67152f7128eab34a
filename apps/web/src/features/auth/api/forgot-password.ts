import type { EmailOnlyInput, MessageResponse } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export function requestPasswordReset(
  input: EmailOnlyInput,
  client: ApiClient = api,
): Promise<MessageResponse> {
  return client.post<MessageResponse>("/auth/forgot-password", input, { toastOnError: false });
}
