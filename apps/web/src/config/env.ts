import type { PublicConfig } from "@hirelens/contracts/config";

/** Where the API lives. Same origin as the SPA: the server mounts every route under /api. */
export const API_BASE_URL = "/api";

/** Used when neither the embedded config nor /api/config can be read (e.g. a static preview). */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  siteMode: "app",
  demoVideoUrl: null,
  contactEmail: "hello@hirelens.ai",
  twitterUrl: "https://twitter.com/hirelens",
  linkedinUrl: "https://www.linkedin.com/company/hirelens",
  googleAuthEnabled: false,
};

export const CONFIG_ELEMENT_ID = "hirelens-config";

const SITE_MODES: readonly string[] = ["app", "waitlist"] satisfies PublicConfig["siteMode"][];

/**
 * `publicConfigSchema` (contracts) checked by hand: the first screen must not wait for zod
 * (about 25 kB gzip, decision 159). env.test.ts holds it to the schema on valid and invalid
 * input, so a field added there fails the test until it is read here too.
 */
export function toPublicConfig(value: unknown): PublicConfig | null {
  if (!value || typeof value !== "object") return null;
  const input = value as Record<string, unknown>;
  const { siteMode, demoVideoUrl, contactEmail, twitterUrl, linkedinUrl, googleAuthEnabled } =
    input;
  if (typeof siteMode !== "string" || !SITE_MODES.includes(siteMode)) return null;
  if (demoVideoUrl !== null && typeof demoVideoUrl !== "string") return null;
  if (typeof contactEmail !== "string" || typeof twitterUrl !== "string") return null;
  if (typeof linkedinUrl !== "string" || typeof googleAuthEnabled !== "boolean") return null;
  return {
    siteMode: siteMode as PublicConfig["siteMode"],
    demoVideoUrl,
    contactEmail,
    twitterUrl,
    linkedinUrl,
    googleAuthEnabled,
  };
}

/**
 * Reads the config the server embedded into index.html. Returns null when the element holds
 * `{}` (the Vite dev server serves the template untouched) or anything the schema rejects.
 */
export function readEmbeddedConfig(doc: Document = document): PublicConfig | null {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text || text === "{}") return null;
  try {
    return toPublicConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The embedded config when present, else GET /api/config, else the defaults: the app always starts. */
export async function loadPublicConfig(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
): Promise<PublicConfig> {
  const embedded = readEmbeddedConfig(doc);
  if (embedded) return embedded;
  try {
    const response = await fetchImpl(`${API_BASE_URL}/config`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return DEFAULT_PUBLIC_CONFIG;
    const body: unknown = await response.json();
    const data = body && typeof body === "object" && "data" in body ? body.data : body;
    return toPublicConfig(data) ?? DEFAULT_PUBLIC_CONFIG;
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}
