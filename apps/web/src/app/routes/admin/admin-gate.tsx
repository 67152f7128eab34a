import { Outlet } from "react-router";
import { FullPageSpinner } from "@/features/auth/components/protected-route";
import { useAuth } from "@/features/auth/stores/auth-store";
import NotFoundPage from "../not-found";

/**
 * /admin exists only for admins (users whose e-mail is in ADMIN_EMAILS): everyone else, signed
 * in or not, gets the ordinary 404 page, as the API answers 404 to them too.
 */
export default function AdminGate() {
  const isLoading = useAuth((state) => state.isLoading);
  const role = useAuth((state) => state.user?.role);
  if (isLoading) return <FullPageSpinner />;
  if (role !== "admin") return <NotFoundPage />;
  return <Outlet />;
}
