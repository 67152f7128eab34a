import { z } from "zod";

/**
 * Runtime configuration the server hands the SPA: embedded in index.html as
 * `<script id="hirelens-config" type="application/json">` and also served at GET /api/config.
 */
export const publicConfigSchema = z.object({
  siteMode: z.enum(["app", "waitlist"]),
  /** Embeddable demo video URL (e.g. a YouTube/Vimeo embed); null when not configured. */
  demoVideoUrl: z.string().nullable(),
  contactEmail: z.string(),
  twitterUrl: z.string(),
  linkedinUrl: z.string(),
  googleAuthEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
