import { AUTH_MESSAGES } from "@hirelens/contracts";
import { useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { notify } from "@/components/ui/notifications/notifications-store";
import { paths } from "@/config/paths";
import { AppShell } from "@/features/app-shell/components/app-shell";
import { ProtectedRoute } from "@/features/auth/components/protected-route";
import { authStore, useAuth } from "@/features/auth/stores/auth-store";

function SignedInShell() {
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  if (!user) return null;
  return (
    <AppShell
      user={{
        name: user.name,
        email: user.email,
        image: user.profileImage,
        isAdmin: user.role === "admin",
      }}
      isSigningOut={isSigningOut}
      onSignOut={async () => {
        setIsSigningOut(true);
        await authStore.getState().logout();
        notify.info(AUTH_MESSAGES.signedOut);
        navigate(paths.login, { replace: true });
      }}
    >
      <Outlet />
    </AppShell>
  );
}

/** Every signed-in page: sign-in required, onboarding completed, inside the app shell. */
export default function AppLayout() {
  return (
    <ProtectedRoute>
      <SignedInShell />
    </ProtectedRoute>
  );
}
