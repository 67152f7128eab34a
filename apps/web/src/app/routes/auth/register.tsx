import { AUTH_MESSAGES } from "@hirelens/contracts";
import { Link, Navigate, useNavigate } from "react-router";
import { notify } from "@/components/ui/notifications/notifications-store";
import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { FullPageSpinner } from "@/features/auth/components/protected-route";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useAuth } from "@/features/auth/stores/auth-store";

export default function RegisterPage() {
  const navigate = useNavigate();
  const isLoading = useAuth((state) => state.isLoading);
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  if (isLoading) return <FullPageSpinner label="Checking your session…" />;
  if (isAuthenticated) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthLayout
      title="Create your account"
      description="Start with 10 free credits a month. No credit card needed."
      footer={
        <>
          Already have an account?{" "}
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm
        onRegistered={(email) => {
          notify.success(AUTH_MESSAGES.accountCreated);
          navigate(`${paths.emailVerification}?email=${encodeURIComponent(email)}`);
        }}
      />
    </AuthLayout>
  );
}
