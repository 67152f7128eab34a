import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { LOGIN_TITLES, LoginForm, type LoginMode } from "@/features/auth/components/login-form";
import { FullPageSpinner, redirectTarget } from "@/features/auth/components/protected-route";
import { useAuth } from "@/features/auth/stores/auth-store";

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState<LoginMode>("password");
  const isLoading = useAuth((state) => state.isLoading);
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const target = redirectTarget(location.state);

  if (isLoading) return <FullPageSpinner label="Checking your session…" />;
  if (isAuthenticated) return <Navigate to={target} replace />;

  const copy = LOGIN_TITLES[mode];
  return (
    <AuthLayout
      title={copy.title}
      description={copy.description}
      footer={
        <>
          New to HireLens?{" "}
          <Link
            to={paths.register}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onModeChange={setMode} onSignedIn={() => navigate(target, { replace: true })} />
    </AuthLayout>
  );
}
