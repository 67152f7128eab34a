import { Outlet } from "react-router";
import { Notifications } from "@/components/ui/notifications/notifications";
import { useScrollToTop } from "@/hooks/use-scroll-to-top";

export function RootLayout() {
  useScrollToTop();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Outlet />
      <Notifications />
    </>
  );
}

export function RouteFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <span className="sr-only">Loading…</span>
    </div>
  );
}
