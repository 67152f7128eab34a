import { AUTH_MESSAGES } from "@hirelens/contracts";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { LogoMark } from "@/components/ui/logo";
import { notify } from "@/components/ui/notifications/notifications-store";
import { paths } from "@/config/paths";
import { ProtectedRoute } from "@/features/auth/components/protected-route";
import { authStore, useAuth } from "@/features/auth/stores/auth-store";
import { OnboardingWizard } from "@/features/onboarding/components/onboarding-wizard";

function Onboarding() {
  const navigate = useNavigate();
  const user = useAuth((state) => state.user);
  const [isSigningOut, setIsSigningOut] = useState(false);
  if (user?.onboardingCompleted) return <Navigate to={paths.dashboard} replace />;
  const firstName = user?.name.trim().split(/\s+/)[0];
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <header className="mx-auto flex max-w-3xl items-center gap-2.5 px-4 py-5 sm:px-6">
        <LogoMark />
        <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
          Hire<span className="text-brand-600 dark:text-brand-400">Lens</span>
        </span>
        {/* Without the app shell this is the only way out for someone in the wrong account. */}
        <button
          type="button"
          disabled={isSigningOut}
          onClick={async () => {
            setIsSigningOut(true);
            await authStore.getState().logout();
            notify.info(AUTH_MESSAGES.signedOut);
            navigate(paths.login, { replace: true });
          }}
          className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <LogOut aria-hidden="true" className="size-4" /> Sign out
        </button>
      </header>
      <main id="main-content" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Welcome{firstName ? `, ${firstName}` : ""}! Let's set up HireLens
        </h1>
        <p className="mt-2 mb-8 text-slate-600 dark:text-slate-400">
          Four quick steps so HireLens fits how your team hires. You can change your answers later
          in your profile.
        </p>
        <OnboardingWizard
          onCompleted={async () => {
            await authStore.getState().reloadUser();
            navigate(paths.dashboard, { replace: true });
          }}
        />
      </main>
    </div>
  );
}

/** Signed-in users who have not finished onboarding land here (every app route redirects). */
export default function OnboardingPage() {
  return (
    <ProtectedRoute allowIncompleteOnboarding>
      <Onboarding />
    </ProtectedRoute>
  );
}
