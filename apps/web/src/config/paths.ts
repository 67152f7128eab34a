/** Every route of the product (spec §2, plus the auth return points and /admin). */
export const paths = {
  home: "/",
  pricing: "/pricing",
  features: "/features",
  toolsListing: "/tools-listing",
  resumeMatcher: "/resume-matcher",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  emailVerification: "/email-verification",
  verifyEmail: "/verify-email",
  emailVerificationStatus: "/email-verification-status",
  authCallback: "/auth/callback",
  dashboard: "/dashboard",
  resumeAnalyzer: "/resume-analyzer",
  resumeHistory: "/resume-history",
  profile: "/profile",
  settings: "/settings",
  billing: "/billing",
  support: "/support",
  credits: "/credits",
  tools: "/tools",
  jobDescriptionCreator: "/tools/job-description-creator",
  jobDescriptions: "/job-descriptions",
  audit: "/audit",
  auditSummary: "/audit-summary/:publicId",
  howScoringWorks: "/how-scoring-works",
  onboarding: "/onboarding",
  admin: "/admin",
  notFound: "*",
} as const;

export type PathKey = keyof typeof paths;

/** In-page anchors of the landing page (spec §2). */
export const anchors = {
  waitlistForm: "waitlist-form",
  howItWorks: "how-it-works",
  features: "features",
  demo: "demo",
} as const;
