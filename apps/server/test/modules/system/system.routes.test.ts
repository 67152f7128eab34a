import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidEnvError, parseEnv } from "../../../src/env.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "hirelens-web-"));
  await mkdir(join(webDir, "assets"));
  await writeFile(
    join(webDir, "index.html"),
    '<!doctype html><html><head><script id="hirelens-config" type="application/json">{}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDir, "assets", "app.js"), "console.log('app')");
});
afterAll(async () => rm(webDir, { recursive: true, force: true }));

describe("system routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST_DIR: webDir,
      DEMO_VIDEO_URL: "https://www.youtube-nocookie.com/embed/abc",
    });
  });
  afterAll(async () => t.close());

  it("GET /api/health checks the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("GET /api/health answers 503 when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "degraded", database: "down" });
    await broken.app.close();
  });

  it("GET /api/config exposes the public configuration and no secret", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.json()).toEqual({
      data: {
        siteMode: "app",
        demoVideoUrl: "https://www.youtube-nocookie.com/embed/abc",
        contactEmail: "hello@hirelens.app",
        twitterUrl: "https://twitter.com/hirelens",
        linkedinUrl: "https://www.linkedin.com/company/hirelens",
        googleAuthEnabled: false,
      },
    });
  });

  it("serves the OpenAPI document generated from the zod schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const body =
      document.paths["/api/waitlist"].post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["name", "email", "role"]));
  });

  it("answers unknown API paths with the 404 envelope", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/does-not-exist",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: "Resource not found",
    });
  });

  it("serves the SPA with the config embedded for any page path (history fallback)", async () => {
    for (const url of ["/", "/dashboard", "/resume-analyzer?x=1", "/no/such/page"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('"siteMode":"app"');
      expect(response.body).not.toContain('application/json">{}</script>');
    }
  });

  it("serves built assets with long caching", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("sends security headers with a strict CSP allowing only the demo video's origin to be framed", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { accept: "text/html" },
    });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("SITE_MODE=waitlist", () => {
  it("answers 404 for every page but / while still serving the SPA's not-found page", async () => {
    const t = await createTestApp({ WEB_DIST_DIR: webDir, SITE_MODE: "waitlist" });
    try {
      const home = await t.app.inject({
        method: "GET",
        url: "/",
        headers: { accept: "text/html" },
      });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('"siteMode":"waitlist"');
      const login = await t.app.inject({
        method: "GET",
        url: "/login",
        headers: { accept: "text/html" },
      });
      expect(login.statusCode).toBe(404);
      expect(login.body).toContain('id="root"');
    } finally {
      await t.close();
    }
  });
});

describe("parseEnv", () => {
  it("defaults to the offline embedded setup", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, SITE_MODE: "app", APP_URL: "http://localhost:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
  });

  it("fails fast listing every bad variable", () => {
    expect(() => parseEnv({ PORT: "abc", SITE_MODE: "beta" })).toThrow(InvalidEnvError);
    try {
      parseEnv({ PORT: "abc", SITE_MODE: "beta" });
    } catch (error) {
      expect((error as InvalidEnvError).problems.map((problem) => problem.split(":")[0])).toEqual([
        "PORT",
        "SITE_MODE",
      ]);
    }
  });

  it("reads ADMIN_EMAILS as a lower-cased list", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Boss@X.io, ops@x.io ,," }).ADMIN_EMAILS).toEqual([
      "boss@x.io",
      "ops@x.io",
    ]);
  });
});
