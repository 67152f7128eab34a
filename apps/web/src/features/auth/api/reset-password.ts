import type { MessageResponse, ResetPasswordInput } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/reset-password with the token of the mailed link. Every session of the user ends. */
export function resetPassword(
  input: ResetPasswordInput,
  client: ApiClient = api,
): Promise<MessageResponse> {
  return client.post<MessageResponse>("/auth/reset-password", input, { toastOnError: false });
}
