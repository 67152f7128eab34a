import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useAuth } from "../stores/auth-store";

export function FullPageSpinner({ label = "Loading your workspace…" }: { label?: string }) {
  return (
    <div
      className="flex min-h-dvh items-center justify-center bg-slate-50 dark:bg-slate-950"
      aria-busy="true"
    >
      <div
        className="flex flex-col items-center gap-3 text-slate-500 dark:text-slate-400"
        role="status"
      >
        <span className="size-8 animate-spin rounded-full border-3 border-brand-200 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-400" />
        <span className="text-sm">{label}</span>
      </div>
    </div>
  );
}

/** Where a signed-in user was going before /login, carried in the navigation state. */
export type RedirectState = { from?: string };

/**
 * Signed-in users only: a loading state while the session is read, otherwise /login (and back
 * here afterwards). Until onboarding is completed every app route leads to /onboarding.
 */
export function ProtectedRoute({
  children,
  allowIncompleteOnboarding = false,
}: {
  children: ReactNode;
  allowIncompleteOnboarding?: boolean;
}) {
  const { isLoading, isAuthenticated, user } = useAuth((state) => state);
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated || !user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from } satisfies RedirectState} />;
  }
  if (!user.onboardingCompleted && !allowIncompleteOnboarding)
    return <Navigate to={paths.onboarding} replace />;
  return children;
}

/** The page to go to after signing in: where the user was headed, else the dashboard. */
export function redirectTarget(state: unknown): string {
  if (state && typeof state === "object" && "from" in state && typeof state.from === "string") {
    const from = state.from;
    // Only same-site paths, never back to the account pages.
    if (from.startsWith("/") && !from.startsWith("//") && from !== paths.login) return from;
  }
  return paths.dashboard;
}
