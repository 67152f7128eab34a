import { Component, lazy, type ReactNode, Suspense, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useNotifications } from "@/components/ui/notifications/notifications-store";
import { Spinner } from "@/components/ui/spinner";
import { useScrollToTop } from "@/hooks/use-scroll-to-top";

export function RootLayout() {
  useScrollToTop();
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <RouteErrorBoundary pathname={pathname}>
        {/* Every screen is its own chunk: this shows while the first one a visit needs loads.
            Later navigations keep the current page on screen until the next one is ready. */}
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <NotificationsHost />
    </>
  );
}

const Notifications = lazy(async () => ({
  default: (await import("@/components/ui/notifications/notifications")).Notifications,
}));

/**
 * The toast area loads with the first toast and then stays (decision 159): the landing page's
 * first load does not carry it. Each toast is its own status or alert, announced as it appears.
 */
function NotificationsHost() {
  const hasToasts = useNotifications((state) => state.notifications.length > 0);
  const [isNeeded, setIsNeeded] = useState(hasToasts);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

/** Fills the screen, so the page that replaces it does not move anything; the spinner fades in late. */
export function RouteFallback() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center text-brand-600 dark:text-brand-400"
    >
      <span className="animate-appear-late">
        <Spinner className="size-8" />
      </span>
      <span className="sr-only">Loading…</span>
    </div>
  );
}

type RouteErrorBoundaryProps = { pathname: string; children: ReactNode };
type RouteErrorBoundaryState = { hasError: boolean; pathname: string };

/**
 * A screen that throws or whose chunk cannot be fetched (e.g. the server was updated since this
 * tab loaded) shows a way out instead of a blank page; moving to another path tries again.
 */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { hasError: false, pathname: props.pathname };
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        This page could not be loaded
      </h1>
      <p role="alert" className="max-w-md text-slate-600 dark:text-slate-400">
        Something went wrong while opening this page. Check your connection and reload.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Reload page
      </button>
    </main>
  );
}
