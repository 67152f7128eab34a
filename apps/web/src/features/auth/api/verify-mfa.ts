import type { MfaVerifyInput, Session } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/mfa/verify: answers the sign-in challenge with a TOTP or recovery code. */
export function verifyMfa(input: MfaVerifyInput, client: ApiClient = api): Promise<Session> {
  return client.post<Session>("/auth/mfa/verify", input, { toastOnError: false });
}
