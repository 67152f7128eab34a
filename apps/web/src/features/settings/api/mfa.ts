import type {
  MfaConfirmInput,
  MfaEnrollment,
  PasswordOnlyInput,
  RotatedSessionResponse,
} from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** POST /api/auth/mfa/enable: the otpauth URI (shown as a QR code), its secret and recovery codes. */
export function startMfaEnrollment(
  input: PasswordOnlyInput,
  client: ApiClient = api,
): Promise<MfaEnrollment> {
  return client.post<MfaEnrollment>("/auth/mfa/enable", input, { toastOnError: false });
}

/** POST /api/auth/mfa/confirm: the first code from the app turns MFA on (the session rotates). */
export function confirmMfa(
  input: MfaConfirmInput,
  client: ApiClient = api,
): Promise<RotatedSessionResponse> {
  return client.post<RotatedSessionResponse>("/auth/mfa/confirm", input, { toastOnError: false });
}

/** POST /api/auth/mfa/disable (password required; the session rotates). */
export function disableMfa(
  input: PasswordOnlyInput,
  client: ApiClient = api,
): Promise<RotatedSessionResponse> {
  return client.post<RotatedSessionResponse>("/auth/mfa/disable", input, { toastOnError: false });
}
