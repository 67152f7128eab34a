import { AUTH_MESSAGES } from "@hirelens/contracts";
import { useNavigate, useSearchParams } from "react-router";
import { notify } from "@/components/ui/notifications/notifications-store";
import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { authStore, useAuth } from "@/features/auth/stores/auth-store";
import { InviteAccept } from "@/features/workspaces/components/invite-accept";

/** /invite?token=…: the link of a workspace invitation mail. */
export default function InviteRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isLoading = useAuth((state) => state.isLoading);
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const email = useAuth((state) => state.user?.email ?? null);
  const token = params.get("token") ?? "";
  return (
    <AuthLayout
      title="Join a workspace"
      description="A HireLens workspace is shared by a hiring team: its jobs, batches and results."
    >
      <InviteAccept
        token={token}
        session={{
          isLoading,
          isAuthenticated,
          email,
          onSignOut: async () => {
            await authStore.getState().logout();
            notify.info(AUTH_MESSAGES.signedOut);
            navigate(paths.login, {
              replace: true,
              state: { from: `${paths.invite}?token=${encodeURIComponent(token)}` },
            });
          },
        }}
      />
    </AuthLayout>
  );
}
