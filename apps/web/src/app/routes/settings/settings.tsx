import { Link, useNavigate } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { authStore, useAuth } from "@/features/auth/stores/auth-store";
import { AppearanceCard } from "@/features/settings/components/appearance-card";
import { ChangePasswordCard } from "@/features/settings/components/change-password-card";
import { DataCard } from "@/features/settings/components/data-card";
import { EmailPreferencesCard } from "@/features/settings/components/email-preferences-card";
import { RetentionCard } from "@/features/settings/components/retention-card";
import { TwoFactorCard } from "@/features/settings/components/two-factor-card";
import { clearStoredSession } from "@/lib/auth-storage";

const sections = [
  { id: "password", label: "Password" },
  { id: "two-factor", label: "Two-factor authentication" },
  { id: "email-preferences", label: "Email preferences" },
  { id: "appearance", label: "Appearance and language" },
  { id: "retention", label: "Data retention" },
  { id: "your-data", label: "Your data" },
  { id: "delete-account", label: "Delete account" },
];

export default function SettingsPage() {
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  if (!user) return null;
  const onSessionRotated = (session: { token: string; expiresAt: string; user: typeof user }) =>
    authStore.getState().replaceToken(session);
  const hasPassword = !user.googleSignIn;
  return (
    <div className="xl:grid xl:grid-cols-[minmax(0,48rem)_12rem] xl:gap-10">
      <div className="min-w-0">
        <PageHeader
          title="Settings"
          description="Security, notifications, appearance and your data."
        />
        <p className="-mt-2 mb-6 text-sm text-slate-600 dark:text-slate-400">
          Connecting an ATS or a script?{" "}
          <Link
            to={paths.integrations}
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            API keys and webhooks
          </Link>
        </p>
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
          <RetentionCard />
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
      <nav aria-label="Settings sections" className="hidden xl:block">
        <ul className="sticky top-24 space-y-1 border-l border-slate-200 text-sm dark:border-slate-800">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l border-transparent py-1 pl-4 text-slate-600 transition hover:border-slate-400 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
