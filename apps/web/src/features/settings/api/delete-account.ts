import type { DeleteAccountInput, MessageResponse } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** DELETE /api/user: re-authenticates with the password, then removes everything of the user. */
export function deleteAccount(
  input: DeleteAccountInput,
  client: ApiClient = api,
): Promise<MessageResponse> {
  return client.delete<MessageResponse>("/user", { body: input, toastOnError: false });
}
