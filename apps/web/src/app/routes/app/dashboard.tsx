import { useAuth } from "@/features/auth/stores/auth-store";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";

export default function DashboardPage() {
  const user = useAuth((state) => state.user);
  if (!user) return null;
  return <DashboardOverview name={user.name} plan={user.plan} />;
}
