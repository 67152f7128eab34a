import { publicConfigSchema } from "@hirelens/contracts/config";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_PUBLIC_CONFIG, loadPublicConfig, readEmbeddedConfig, toPublicConfig } from "./env";

const config = {
  siteMode: "waitlist",
  demoVideoUrl: "https://www.youtube-nocookie.com/embed/abc",
  contactEmail: "team@example.com",
  twitterUrl: "https://twitter.com/x",
  linkedinUrl: "https://www.linkedin.com/company/x",
  googleAuthEnabled: false,
} as const;

function docWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  const script = doc.createElement("script");
  script.id = "hirelens-config";
  script.type = "application/json";
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

describe("runtime config", () => {
  it("reads the config the server embedded into index.html", () => {
    expect(readEmbeddedConfig(docWith(JSON.stringify(config)))).toEqual(config);
  });

  it("treats the untouched template `{}` and junk as absent", () => {
    expect(readEmbeddedConfig(docWith("{}"))).toBeNull();
    expect(readEmbeddedConfig(docWith("{oops"))).toBeNull();
    expect(readEmbeddedConfig(docWith('{"siteMode":"nope"}'))).toBeNull();
  });

  it("fetches /api/config when nothing is embedded", async () => {
    const fetch = vi.fn(async () => Response.json({ data: config }));
    await expect(loadPublicConfig(docWith("{}"), fetch)).resolves.toEqual(config);
    expect(fetch).toHaveBeenCalledWith("/api/config", expect.anything());
  });

  it("falls back to the defaults when the server cannot be asked", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(loadPublicConfig(docWith("{}"), fetch)).resolves.toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it("accepts and rejects exactly what publicConfigSchema does, without zod", () => {
    const samples: unknown[] = [
      config,
      { ...config, siteMode: "app", demoVideoUrl: null, googleAuthEnabled: true },
      { ...config, extra: "dropped" },
      ...Object.keys(publicConfigSchema.shape).flatMap((key) => [
        { ...config, [key]: undefined },
        { ...config, [key]: 42 },
        { ...config, [key]: null },
        { ...config, [key]: "" },
        { ...config, [key]: true },
      ]),
      null,
      "app",
      [],
      {},
    ];
    for (const sample of samples) {
      const parsed = publicConfigSchema.safeParse(sample);
      expect(toPublicConfig(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
