import type { PublicConfig } from "@hirelens/contracts";
import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { RootLayout, RouteFallback } from "./routes/root-layout";

const landingRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import("./routes/landing")).default }),
};

const notFoundRoute: RouteObject = {
  path: paths.notFound,
  lazy: async () => ({ Component: (await import("./routes/not-found")).default }),
};

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Public pages (issue 6): features, pricing and the legal pages, with the site footer. */
const publicPageRoutes: RouteObject[] = [
  { path: paths.features, lazy: page(() => import("./routes/public/features")) },
  { path: paths.pricing, lazy: page(() => import("./routes/public/pricing")) },
  { path: paths.privacyPolicy, lazy: page(() => import("./routes/public/privacy-policy")) },
  { path: paths.termsOfService, lazy: page(() => import("./routes/public/terms-of-service")) },
];

/** Public pages of the resume analyzer (issue 5): the tools list and the matcher's page. */
const publicToolRoutes: RouteObject[] = [
  { path: paths.toolsListing, lazy: page(() => import("./routes/analyzer/tools-listing")) },
  { path: paths.resumeMatcher, lazy: page(() => import("./routes/analyzer/resume-matcher")) },
];

/** Signed-in pages inside the app shell (sign-in and completed onboarding required). */
const appShellRoutes: RouteObject[] = [
  // The resume analyzer (issue 5).
  { path: paths.dashboard, lazy: page(() => import("./routes/analyzer/dashboard")) },
  { path: paths.resumeAnalyzer, lazy: page(() => import("./routes/analyzer/resume-analyzer")) },
  { path: paths.resumeHistory, lazy: page(() => import("./routes/analyzer/resume-history")) },
  { path: paths.jobDescriptions, lazy: page(() => import("./routes/analyzer/job-descriptions")) },
  {
    path: paths.jobDescriptionCreator,
    lazy: page(() => import("./routes/analyzer/job-description-creator")),
  },
  { path: paths.tools, lazy: page(() => import("./routes/analyzer/tools")) },
  { path: paths.credits, lazy: page(() => import("./routes/analyzer/credits")) },
  { path: paths.profile, lazy: page(() => import("./routes/app/profile")) },
  { path: paths.settings, lazy: page(() => import("./routes/app/settings")) },
  // Plans, billing and support (issue 6).
  { path: paths.billing, lazy: page(() => import("./routes/billing/billing")) },
  { path: paths.support, lazy: page(() => import("./routes/support/support")) },
];

/** Accounts (issue 4): the auth pages, onboarding and the app shell share one session root. */
const sessionRoute: RouteObject = {
  lazy: page(() => import("./routes/auth/session-root")),
  children: [
    { path: paths.login, lazy: page(() => import("./routes/auth/login")) },
    { path: paths.register, lazy: page(() => import("./routes/auth/register")) },
    { path: paths.forgotPassword, lazy: page(() => import("./routes/auth/forgot-password")) },
    { path: paths.resetPassword, lazy: page(() => import("./routes/auth/reset-password")) },
    { path: paths.emailVerification, lazy: page(() => import("./routes/auth/email-verification")) },
    { path: paths.verifyEmail, lazy: page(() => import("./routes/auth/verify-email")) },
    {
      path: paths.emailVerificationStatus,
      lazy: page(() => import("./routes/auth/email-verification-status")),
    },
    { path: paths.authCallback, lazy: page(() => import("./routes/auth/auth-callback")) },
    { path: paths.onboarding, lazy: page(() => import("./routes/app/onboarding")) },
    { lazy: page(() => import("./routes/app/app-layout")), children: appShellRoutes },
    // /admin (issue 6): admins only; everyone else gets the 404 page.
    {
      lazy: page(() => import("./routes/admin/admin-gate")),
      children: [
        {
          lazy: page(() => import("./routes/app/app-layout")),
          children: [{ path: paths.admin, lazy: page(() => import("./routes/admin/admin")) }],
        },
      ],
    },
  ],
};

/** Spec §2 / DESIGN §5: waitlist mode exposes only "/" and the not-found page. */
export function createRoutes(siteMode: PublicConfig["siteMode"]): RouteObject[] {
  const children = [
    landingRoute,
    ...(siteMode === "app" ? [...publicPageRoutes, ...publicToolRoutes, sessionRoute] : []),
    notFoundRoute,
  ];
  return [
    { path: "/", element: <RootLayout />, hydrateFallbackElement: <RouteFallback />, children },
  ];
}

export function createAppRouter(siteMode: PublicConfig["siteMode"]) {
  return createBrowserRouter(createRoutes(siteMode));
}
