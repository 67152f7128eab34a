import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

describe("Google sign-in", () => {
  it("is not offered when GOOGLE_CLIENT_ID/SECRET are not set", async () => {
    const t = await createTestApp();
    try {
      const start = await t.app.inject({ method: "GET", url: "/api/auth/google" });
      expect(start.statusCode).toBe(404);
      const config = await t.app.inject({ method: "GET", url: "/api/config" });
      expect(config.json().data.googleAuthEnabled).toBe(false);
    } finally {
      await t.close();
    }
  });

  describe("when configured", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        APP_URL: "http://hirelens.test",
        GOOGLE_CLIENT_ID: "client-id.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "client-secret",
      });
    });
    afterAll(async () => t.close());

    it("redirects to Google with offline access, e-mail and profile scopes and our callback", async () => {
      const start = await t.app.inject({ method: "GET", url: "/api/auth/google" });
      expect(start.statusCode).toBe(302);
      const location = new URL(String(start.headers.location));
      expect(location.origin).toBe("https://accounts.google.com");
      expect(location.searchParams.get("client_id")).toBe("client-id.apps.googleusercontent.com");
      expect(location.searchParams.get("access_type")).toBe("offline");
      expect(location.searchParams.get("scope")?.split(" ")).toEqual(
        expect.arrayContaining(["email", "profile"]),
      );
      expect(location.searchParams.get("redirect_uri")).toBe(
        "http://hirelens.test/api/identity/callback/google",
      );
      expect(location.searchParams.get("state")).toEqual(expect.any(String));
    });

    it("sends the browser back to /auth/callback with an error when no session was made", async () => {
      const done = await t.app.inject({ method: "GET", url: "/api/auth/google/complete" });
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe(
        "http://hirelens.test/auth/callback?error=google_sign_in_failed",
      );
    });
  });
});
