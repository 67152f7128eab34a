import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

/**
 * Routes anyone may call without a session. Every other route must answer an anonymous caller 401
 * (admin routes: 404, so that they do not reveal themselves) before it looks at the input: a 422
 * with field details would describe a protected API to someone who may not use it.
 */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/config",
  "POST /api/waitlist",
  "POST /api/auth/signup",
  "POST /api/auth/signin",
  "POST /api/auth/refresh",
  "POST /api/auth/mfa/verify",
  "POST /api/auth/resend-verification",
  "POST /api/auth/reset-password",
  "POST /api/auth/verify-email",
  "POST /api/auth/forgot-password",
  "POST /api/auth/email-otp/send",
  "POST /api/auth/email-otp/verify",
  "GET /api/auth/google",
  "GET /api/auth/google/complete",
  "GET /api/support/faq",
  "GET /api/billing/plans",
  // Checked by the Stripe signature instead of a session.
  "POST /api/billing/webhook",
  // Loaded by <img>, which sends no token: the URL is signed for its owner instead.
  "GET /api/user/profile-image/:userId/:version",
  // Published for anyone (issue 13): a bias audit's summary (unguessable id, no candidate data)
  // and how the scoring works.
  "GET /api/public/audit-summaries/:publicId",
  "GET /api/public/how-scoring-works",
]);

/** Paths served by third-party plugins or the SPA, not our API. */
const isOutOfScope = (url: string) =>
  !url.startsWith("/api/") || url.startsWith("/api/docs") || url.startsWith("/api/identity/");

const NOT_A_UUID = "not-a-uuid";

describe("authentication runs before validation", () => {
  let t: TestApp;
  const routes: Array<{ method: string; url: string }> = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) {
            if (method !== "HEAD" && !isOutOfScope(route.url))
              routes.push({ method, url: route.url });
          }
        },
      },
    );
  });
  afterAll(async () => t.close());

  it("collected the whole API", () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  it("answers every protected route 401 (admin: 404) to an anonymous request with invalid input", async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      const path = url.replace(/:[A-Za-z]+/g, NOT_A_UUID);
      const hasBody = method !== "GET" && method !== "DELETE";
      const response = await t.app.inject({
        method: method as "GET",
        url: `${path}?id=${NOT_A_UUID}&batchId=${NOT_A_UUID}&page=-1&limit=abc&format=zip`,
        ...(hasBody ? { payload: { unexpected: ["wrong", 1], id: NOT_A_UUID, password: 5 } } : {}),
      });
      const expected = url.startsWith("/api/admin/") ? 404 : 401;
      if (response.statusCode !== expected) {
        wrong.push(`${key} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 401 before reading a malformed JSON or multipart body", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/api/job-descriptions",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(json.statusCode).toBe(401);
    const multipart = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      payload: "garbage",
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(multipart.statusCode).toBe(401);
  });
});
