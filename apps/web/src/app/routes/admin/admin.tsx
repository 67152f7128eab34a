import { AUTH_MESSAGES } from "@hirelens/contracts";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { AdminPage } from "@/features/admin/components/admin-page";
import { useAuth } from "@/features/auth/stores/auth-store";

/**
 * The console needs MFA (the API answers 403 without it): an admin who has not turned it on is told
 * where to, instead of a page of failing requests.
 */
export default function AdminRoute() {
  const mfaEnabled = useAuth((state) => state.user?.mfaEnabled ?? false);
  if (mfaEnabled) return <AdminPage />;
  return (
    <div>
      <PageHeader title="Admin" />
      <Card role="alert" className="flex items-start gap-3 px-5 py-4">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <div>
          <p className="text-sm text-slate-800 dark:text-slate-200">
            {AUTH_MESSAGES.adminMfaRequired}
          </p>
          <Link
            to={paths.settings}
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300"
          >
            Go to Settings
          </Link>
        </div>
      </Card>
    </div>
  );
}
