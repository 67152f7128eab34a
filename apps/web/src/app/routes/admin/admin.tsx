import { AdminPage } from "@/features/admin/components/admin-page";

export default function AdminRoute() {
  return <AdminPage />;
}
