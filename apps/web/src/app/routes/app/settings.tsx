import { useNavigate } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { authStore, useAuth } from "@/features/auth/stores/auth-store";
import { AppearanceCard } from "@/features/settings/components/appearance-card";
import { ChangePasswordCard } from "@/features/settings/components/change-password-card";
import { DataCard } from "@/features/settings/components/data-card";
import { EmailPreferencesCard } from "@/features/settings/components/email-preferences-card";
import { TwoFactorCard } from "@/features/settings/components/two-factor-card";
import { clearStoredSession } from "@/lib/auth-storage";

export default function SettingsPage() {
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  if (!user) return null;
  const onSessionRotated = (session: { token: string; expiresAt: string; user: typeof user }) =>
    authStore.getState().replaceToken(session);
  const hasPassword = !user.googleSignIn;
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Settings"
        description="Security, notifications, appearance and your data."
      />
      <div className="space-y-6">
        <ChangePasswordCard
          email={user.email}
          name={user.name}
          hasPassword={hasPassword}
          onSessionRotated={onSessionRotated}
        />
        <TwoFactorCard isEnabled={user.mfaEnabled} onSessionRotated={onSessionRotated} />
        <EmailPreferencesCard />
        <AppearanceCard />
        <DataCard
          hasPassword={hasPassword}
          onAccountDeleted={() => {
            // The stored session goes now; the store forgets the user when the session root
            // mounts again (forgetting it here would make this protected page jump to /login).
            clearStoredSession();
            navigate(paths.home, { replace: true });
          }}
        />
      </div>
    </div>
  );
}
