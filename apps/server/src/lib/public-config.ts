import type { PublicConfig } from "@hirelens/contracts";
import type { Env } from "../env.ts";

/** What the SPA may know about the server's configuration; never a secret. */
export function getPublicConfig(env: Env): PublicConfig {
  return {
    siteMode: env.SITE_MODE,
    demoVideoUrl: env.DEMO_VIDEO_URL ?? null,
    contactEmail: env.CONTACT_EMAIL,
    twitterUrl: env.TWITTER_URL,
    linkedinUrl: env.LINKEDIN_URL,
    googleAuthEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  };
}
