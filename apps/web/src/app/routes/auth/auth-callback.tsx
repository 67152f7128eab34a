import { authCallbackParamsSchema } from "@hirelens/contracts";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { AuthLayout, FormAlert } from "@/features/auth/components/auth-layout";
import { FullPageSpinner } from "@/features/auth/components/protected-route";
import { authStore } from "@/features/auth/stores/auth-store";
import { authErrorMessage } from "@/lib/auth-errors";

/** Google sign-in ends here: the token arrives in the URL fragment (never sent to a server log). */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const fromHash = Object.fromEntries(new URLSearchParams(window.location.hash.slice(1)));
    const fromQuery = Object.fromEntries(new URLSearchParams(window.location.search));
    const parsed = authCallbackParamsSchema.safeParse({ ...fromQuery, ...fromHash });
    // Drop the token from the address bar and history right away.
    window.history.replaceState(null, "", window.location.pathname);
    const params = parsed.success ? parsed.data : {};
    if (params.error || !params.token) {
      setFailure(params.error ?? "Google sign-in did not complete. Please try again.");
      return;
    }
    authStore
      .getState()
      .completeExternalSignIn({ token: params.token, expiresAt: params.expiresAt ?? null })
      .then(
        () => navigate(paths.dashboard, { replace: true }),
        (error: unknown) => setFailure(authErrorMessage(error)),
      );
  }, [navigate]);

  if (!failure) return <FullPageSpinner label="Signing you in…" />;
  return (
    <AuthLayout title="Sign-in failed">
      <FormAlert>{failure}</FormAlert>
      <Link
        to={paths.login}
        className="mt-6 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        Back to sign in
      </Link>
    </AuthLayout>
  );
}
