import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/signout: ends this session on the server. */
export function signOut(client: ApiClient = api): Promise<unknown> {
  return client.post("/auth/signout", undefined, { toastOnError: false });
}
