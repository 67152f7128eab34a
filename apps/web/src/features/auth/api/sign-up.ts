import type { SignupInput, SignupResponse } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/signup. Sign-up does not authenticate (spec §4): the e-mail must be verified first. */
export function signUp(input: SignupInput, client: ApiClient = api): Promise<SignupResponse> {
  return client.post<SignupResponse>("/auth/signup", input, { toastOnError: false });
}
