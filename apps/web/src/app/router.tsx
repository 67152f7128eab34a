import type { PublicConfig } from "@hirelens/contracts";
import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import type { PageHandle } from "./routes/app-page";
import { RootLayout, RouteFallback } from "./routes/root-layout";

const landingRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import("./routes/landing")).default }),
};

const notFoundRoute: RouteObject = {
  path: paths.notFound,
  lazy: async () => ({ Component: (await import("./routes/not-found")).default }),
};

/** Public pages of spec §2 that later issues fill, and what each page is for. */
const appPages: Array<{ path: string } & PageHandle> = [
  {
    path: paths.pricing,
    title: "Pricing",
    description: "Plans by monthly credit allowance: free, pro and enterprise.",
  },
  {
    path: paths.features,
    title: "Features",
    description: "What HireLens does for a hiring team, from resume parsing to explained rankings.",
  },
  {
    path: paths.privacyPolicy,
    title: "Privacy Policy",
    description: "How HireLens collects, uses and protects personal data.",
  },
  {
    path: paths.termsOfService,
    title: "Terms of Service",
    description: "The terms that govern the use of HireLens.",
  },
];

function appPageRoutes(): RouteObject[] {
  return appPages.map(({ path, title, description }) => ({
    path,
    handle: { title, description } satisfies PageHandle,
    lazy: async () => ({ Component: (await import("./routes/app-page")).default }),
  }));
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

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
  // Pages that later issues build: an honest empty state until then.
  ...[paths.billing, paths.support, paths.admin].map(
    (path): RouteObject => ({ path, lazy: page(() => import("./routes/app/coming-soon")) }),
  ),
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
  ],
};

/** Spec §2 / DESIGN §5: waitlist mode exposes only "/" and the not-found page. */
export function createRoutes(siteMode: PublicConfig["siteMode"]): RouteObject[] {
  const children = [
    landingRoute,
    ...(siteMode === "app" ? [...appPageRoutes(), ...publicToolRoutes, sessionRoute] : []),
    notFoundRoute,
  ];
  return [
    { path: "/", element: <RootLayout />, hydrateFallbackElement: <RouteFallback />, children },
  ];
}

export function createAppRouter(siteMode: PublicConfig["siteMode"]) {
  return createBrowserRouter(createRoutes(siteMode));
}
