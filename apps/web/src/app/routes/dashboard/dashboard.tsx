import { useAuth } from "@/features/auth/stores/auth-store";
import { DashboardPage } from "@/features/dashboard/components/dashboard-page";

export default function DashboardRoute() {
  const name = useAuth((state) => state.user?.name);
  const firstName = name?.trim().split(/\s+/)[0];
  return <DashboardPage greeting={firstName ? `Welcome back, ${firstName}` : undefined} />;
}
