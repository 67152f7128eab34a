import { Navigate, useNavigate } from "react-router";
import { LogoMark } from "@/components/ui/logo";
import { paths } from "@/config/paths";
import { ProtectedRoute } from "@/features/auth/components/protected-route";
import { authStore, useAuth } from "@/features/auth/stores/auth-store";
import { OnboardingWizard } from "@/features/onboarding/components/onboarding-wizard";

function Onboarding() {
  const navigate = useNavigate();
  const user = useAuth((state) => state.user);
  if (user?.onboardingCompleted) return <Navigate to={paths.dashboard} replace />;
  const firstName = user?.name.trim().split(/\s+/)[0];
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <header className="mx-auto flex max-w-3xl items-center gap-2.5 px-4 py-5 sm:px-6">
        <LogoMark />
        <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
          Hire<span className="text-brand-600 dark:text-brand-400">Lens</span>
        </span>
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
