import type { PublicConfig } from "@hirelens/contracts";
import { type ComponentType, lazy } from "react";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import { paths } from "@/config/paths";

type RouteModule = { default: ComponentType };
type PreloadHandle = { preload: () => Promise<RouteModule> };

/**
 * A route whose screen is its own chunk (decision 159): React.lazy renders it inside the root
 * layout's Suspense boundary, and `handle.preload` lets {@link LazyRoutes} fetch every matched
 * chunk at once instead of one nested layout after the other.
 */
function lazyRoute(load: () => Promise<RouteModule>, route: RouteObject = {}): RouteObject {
  let loading: Promise<RouteModule> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Screen = lazy(preload);
  const handle: PreloadHandle = { preload };
  return { ...route, element: <Screen />, handle } as RouteObject;
}

function hasPreload(handle: unknown): handle is PreloadHandle {
  return Boolean(handle && typeof handle === "object" && "preload" in handle);
}

const notFoundRoute = lazyRoute(() => import("./routes/not-found"), { path: paths.notFound });

const page = (path: string, load: () => Promise<RouteModule>) => lazyRoute(load, { path });

/** Public pages: features, pricing and the legal pages, with the site footer. */
const publicPageRoutes: RouteObject[] = [
  page(paths.features, () => import("./routes/public-pages/features")),
  page(paths.pricing, () => import("./routes/pricing/pricing")),
  page(paths.privacyPolicy, () => import("./routes/public-pages/privacy-policy")),
  page(paths.termsOfService, () => import("./routes/public-pages/terms-of-service")),
  page(paths.howScoringWorks, () => import("./routes/bias-audit/how-scoring-works")),
  page(paths.auditSummary, () => import("./routes/bias-audit/audit-summary")),
];

/** Public pages of the resume analyzer: the tools list and the matcher's page. */
const publicToolRoutes: RouteObject[] = [
  page(paths.toolsListing, () => import("./routes/tools/tools-listing")),
  page(paths.resumeMatcher, () => import("./routes/tools/resume-matcher")),
];

/** Signed-in pages inside the app shell (sign-in and completed onboarding required). */
const appShellRoutes: RouteObject[] = [
  // The resume analyzer.
  page(paths.dashboard, () => import("./routes/dashboard/dashboard")),
  page(paths.resumeAnalyzer, () => import("./routes/analyzer/resume-analyzer")),
  page(paths.resumeHistory, () => import("./routes/resume-history/resume-history")),
  page(paths.candidates, () => import("./routes/candidates/candidates")),
  page(paths.candidate, () => import("./routes/candidates/candidate")),
  page(paths.jobDescriptions, () => import("./routes/job-descriptions/job-descriptions")),
  page(
    paths.jobDescriptionCreator,
    () => import("./routes/job-description-creator/job-description-creator"),
  ),
  page(paths.tools, () => import("./routes/tools/tools")),
  page(paths.audit, () => import("./routes/bias-audit/audit")),
  page(paths.credits, () => import("./routes/credits/credits")),
  page(paths.profile, () => import("./routes/profile/profile")),
  page(paths.settings, () => import("./routes/settings/settings")),
  page(paths.workspaceSettings, () => import("./routes/workspaces/workspace-settings")),
  page(paths.integrations, () => import("./routes/settings/integrations")),
  // Plans, billing and support.
  page(paths.billing, () => import("./routes/billing/billing")),
  page(paths.support, () => import("./routes/support/support")),
];

const loadAppLayout = () => import("./routes/app-shell/app-layout");

/** Accounts: the auth pages, onboarding and the app shell share one session root. */
const sessionRoute = lazyRoute(() => import("./routes/auth/session-root"), {
  children: [
    page(paths.login, () => import("./routes/auth/login")),
    page(paths.register, () => import("./routes/auth/register")),
    page(paths.forgotPassword, () => import("./routes/auth/forgot-password")),
    page(paths.resetPassword, () => import("./routes/auth/reset-password")),
    page(paths.emailVerification, () => import("./routes/auth/email-verification")),
    page(paths.verifyEmail, () => import("./routes/auth/verify-email")),
    page(paths.emailVerificationStatus, () => import("./routes/auth/email-verification-status")),
    page(paths.authCallback, () => import("./routes/auth/auth-callback")),
    // An invitation link: public like the other token pages; it asks a visitor to sign in.
    page(paths.invite, () => import("./routes/workspaces/invite")),
    page(paths.onboarding, () => import("./routes/onboarding/onboarding")),
    lazyRoute(loadAppLayout, { children: appShellRoutes }),
    // /admin: admins only; everyone else gets the 404 page.
    lazyRoute(() => import("./routes/admin/admin-gate"), {
      children: [
        lazyRoute(loadAppLayout, {
          children: [page(paths.admin, () => import("./routes/admin/admin"))],
        }),
      ],
    }),
  ],
});

/** Public pages, tools and accounts share one TanStack Query client (routes/query-root.tsx). */
const queryRootRoute = lazyRoute(() => import("./routes/query-root"), {
  children: [...publicPageRoutes, ...publicToolRoutes, sessionRoute],
});

/** Spec §2 / DESIGN §5: waitlist mode exposes only "/" (router.tsx) and the not-found page. */
export function createLazyRoutes(siteMode: PublicConfig["siteMode"]): RouteObject[] {
  return siteMode === "app" ? [queryRootRoute, notFoundRoute] : [notFoundRoute];
}

/**
 * Every route but the landing page, loaded on the first visit to one of them (decision 159):
 * the landing page's first load does not carry this table and the chunk list behind it. Every
 * chunk the location needs (session root, app shell, page) starts loading at once, not as a
 * waterfall.
 */
export default function LazyRoutes({ siteMode }: { siteMode: PublicConfig["siteMode"] }) {
  const routes = createLazyRoutes(siteMode);
  const location = useLocation();
  for (const match of matchRoutes(routes, location) ?? []) {
    // A failed chunk surfaces through React.lazy and the root layout's error boundary.
    if (hasPreload(match.route.handle)) match.route.handle.preload().catch(() => undefined);
  }
  return useRoutes(routes);
}
