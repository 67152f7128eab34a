import type { ChangePasswordInput, RotatedSessionResponse } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/change-password: other sessions end; this one continues with the new token. */
export function changePassword(
  input: ChangePasswordInput,
  client: ApiClient = api,
): Promise<RotatedSessionResponse> {
  return client.post<RotatedSessionResponse>("/auth/change-password", input, {
    toastOnError: false,
  });
}
