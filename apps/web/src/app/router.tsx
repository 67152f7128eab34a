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

/** App routes of spec §2 (+ auth return points and /admin) and what each page is for. */
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
    path: paths.toolsListing,
    title: "Tools",
    description: "Every recruiting tool HireLens offers, in one list.",
  },
  {
    path: paths.resumeMatcher,
    title: "Resume Matcher",
    description:
      "Match resumes against a job description and see why each candidate ranks where they do.",
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
  { path: paths.login, title: "Sign in", description: "Sign in to your HireLens account." },
  {
    path: paths.register,
    title: "Create your account",
    description: "Create a HireLens account with your name, e-mail and a password.",
  },
  {
    path: paths.forgotPassword,
    title: "Forgot password",
    description: "Request an e-mail with a link to reset your password.",
  },
  {
    path: paths.resetPassword,
    title: "Reset password",
    description: "Choose a new password for your account.",
  },
  {
    path: paths.emailVerification,
    title: "Check your inbox",
    description: "We sent you a link to verify your e-mail address.",
  },
  {
    path: paths.verifyEmail,
    title: "Verify e-mail",
    description: "Confirms your e-mail address from the link we sent you.",
  },
  {
    path: paths.emailVerificationStatus,
    title: "E-mail verification",
    description: "The result of your e-mail verification.",
  },
  {
    path: paths.authCallback,
    title: "Signing you in",
    description: "Finishes signing in with Google.",
  },
  {
    path: paths.dashboard,
    title: "Dashboard",
    description: "Your credits, screenings and recent analyses at a glance.",
  },
  {
    path: paths.resumeAnalyzer,
    title: "Resume Analyzer",
    description:
      "Pick a job description, upload up to 50 resumes and get them ranked with explanations.",
  },
  {
    path: paths.resumeHistory,
    title: "Resume History",
    description: "Every batch you have analysed: reopen, export or delete.",
  },
  { path: paths.profile, title: "Profile", description: "Your name, photo and company details." },
  {
    path: paths.settings,
    title: "Settings",
    description: "Password, security, e-mail preferences, theme and language.",
  },
  {
    path: paths.billing,
    title: "Billing",
    description: "Your plan, payment methods and invoices.",
  },
  {
    path: paths.support,
    title: "Support",
    description: "Contact us, follow your tickets and read the FAQ.",
  },
  {
    path: paths.credits,
    title: "Credits",
    description: "Your credit balance and every credit transaction.",
  },
  {
    path: paths.tools,
    title: "Tools",
    description: "Recruiting tools included with your account.",
  },
  {
    path: paths.jobDescriptionCreator,
    title: "Job Description Creator",
    description: "Generate a complete job description from a title, skills and a few notes.",
  },
  {
    path: paths.jobDescriptions,
    title: "Job Descriptions",
    description: "Create, edit and reuse your job descriptions.",
  },
  {
    path: paths.onboarding,
    title: "Welcome to HireLens",
    description: "A few questions about your team and hiring so HireLens fits how you work.",
  },
  {
    path: paths.admin,
    title: "Admin",
    description: "Waitlist, users and credits, support tickets and the mail outbox.",
  },
];

function appPageRoutes(): RouteObject[] {
  return appPages.map(({ path, title, description }) => ({
    path,
    handle: { title, description } satisfies PageHandle,
    lazy: async () => ({ Component: (await import("./routes/app-page")).default }),
  }));
}

/** Spec §2 / DESIGN §5: waitlist mode exposes only "/" and the not-found page. */
export function createRoutes(siteMode: PublicConfig["siteMode"]): RouteObject[] {
  const children = [landingRoute, ...(siteMode === "app" ? appPageRoutes() : []), notFoundRoute];
  return [
    { path: "/", element: <RootLayout />, hydrateFallbackElement: <RouteFallback />, children },
  ];
}

export function createAppRouter(siteMode: PublicConfig["siteMode"]) {
  return createBrowserRouter(createRoutes(siteMode));
}
