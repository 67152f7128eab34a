import { AUTH_MESSAGES } from "@hirelens/contracts";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { notify } from "@/components/ui/notifications/notifications-store";
import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { authStore } from "@/features/auth/stores/auth-store";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";

  useEffect(() => {
    if (token) authStore.getState().announcePasswordRecovery();
  }, [token]);

  return (
    <AuthLayout
      title="Choose a new password"
      description="You will be signed out everywhere else once it is saved."
      footer={
        <Link
          to={paths.login}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm
        token={token}
        onReset={() => {
          notify.success(AUTH_MESSAGES.passwordReset);
          // Any session of this browser ended with the reset too.
          void authStore.getState().logout();
          navigate(paths.login, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
