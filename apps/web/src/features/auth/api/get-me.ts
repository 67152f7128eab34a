import type { User } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/auth/me: the signed-in user. */
export function getMe(client: ApiClient = api): Promise<User> {
  return client.get<User>("/auth/me", { toastOnError: false });
}
