import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { authStore } from "@/features/auth/stores/auth-store";
import { readStoredToken } from "@/lib/auth-storage";
import { applyLanguage, useLanguage } from "@/lib/i18n";

/**
 * The parent of every account and app route: reads the stored session once, keeps it fresh
 * (spec §4: the 30 s tick) and notices when a 401 elsewhere has removed the stored token.
 */
export default function SessionRoot() {
  const { pathname } = useLocation();
  const language = useLanguage((state) => state.language);

  useEffect(() => {
    void authStore.getState().initialize();
    return authStore.getState().startAutoRefresh();
  }, []);

  useEffect(() => {
    applyLanguage(language);
  }, [language]);

  // The API client drops the stored token on any 401 and goes to /login; forget the user as well.
  useEffect(() => {
    void pathname;
    const { isAuthenticated, handleSessionLost } = authStore.getState();
    if (isAuthenticated && !readStoredToken()) handleSessionLost();
  }, [pathname]);

  return <Outlet />;
}
