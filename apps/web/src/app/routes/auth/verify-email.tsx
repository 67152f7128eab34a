import { AUTH_ERROR_CODES, type EmailVerificationState } from "@hirelens/contracts";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { verifyEmail } from "@/features/auth/api/verify-email";
import { FullPageSpinner } from "@/features/auth/components/protected-route";
import { authErrorCode } from "@/lib/auth-errors";

function stateOf(error: unknown): EmailVerificationState {
  switch (authErrorCode(error)) {
    case AUTH_ERROR_CODES.verificationExpired:
      return "expired";
    case AUTH_ERROR_CODES.verificationUsed:
      return "already-used";
    default:
      return "invalid";
  }
}

/** The mailed link lands here: verify the token, then show the outcome. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hasRun = useRef(false);
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";

  useEffect(() => {
    // The token works once: never send it twice (StrictMode runs effects twice in development).
    if (hasRun.current) return;
    hasRun.current = true;
    const go = (state: EmailVerificationState, address: string) => {
      const query = new URLSearchParams({ state });
      if (address) query.set("email", address);
      navigate(`${paths.emailVerificationStatus}?${query}`, { replace: true });
    };
    if (!token) {
      go("invalid", email);
      return;
    }
    verifyEmail({ token }).then(
      (result) => go("verified", result.email ?? email),
      (error: unknown) => go(stateOf(error), email),
    );
  }, [token, email, navigate]);

  return <FullPageSpinner label="Verifying your email address…" />;
}
