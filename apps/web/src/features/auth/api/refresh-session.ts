import type { Session } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/refresh: extends the session; keep using the token it answers with. */
export function refreshSession(client: ApiClient = api): Promise<Session> {
  return client.post<Session>("/auth/refresh", undefined, { toastOnError: false });
}
