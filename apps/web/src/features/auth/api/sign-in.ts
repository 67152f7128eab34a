import type { SigninInput, SigninResponse } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/signin: a session, or an MFA challenge when the account has two-factor on. */
export function signIn(input: SigninInput, client: ApiClient = api): Promise<SigninResponse> {
  return client.post<SigninResponse>("/auth/signin", input, { toastOnError: false });
}
