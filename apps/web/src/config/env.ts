import { type PublicConfig, publicConfigSchema } from "@hirelens/contracts/config";

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

/**
 * Reads the config the server embedded into index.html. Returns null when the element holds
 * `{}` (the Vite dev server serves the template untouched) or anything the schema rejects.
 */
export function readEmbeddedConfig(doc: Document = document): PublicConfig | null {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text || text === "{}") return null;
  try {
    const parsed = publicConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
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
    const parsed = publicConfigSchema.safeParse(data);
    return parsed.success ? parsed.data : DEFAULT_PUBLIC_CONFIG;
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}
