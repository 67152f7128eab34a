import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, registerVerifiedUser } from "../../helpers/auth.ts";
import { startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

/** Every line the app logs, as pino writes them. */
function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe("the request log", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const log = captureLog();

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      { LOG_LEVEL: "info", SMTP_URL: smtp.url, APP_URL: "http://hirelens.test" },
      { logStream: log.stream },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("never holds a mailed token, an avatar signature or an OAuth code from a URL", async () => {
    const urls = [
      "/verify-email?token=SECRET-VERIFY-1",
      "/reset-password?token=SECRET-RESET-2&next=%2Fdashboard",
      "/api/user/profile-image/someone/0123456789abcdef?sig=SECRET-SIG-3",
      "/api/health?state=SECRET-STATE-4&code=SECRET-CODE-5",
      "/api/identity/reset-password/SECRET-PATH-6?callbackURL=%2Freset-password",
      "/api/files/download?id=00000000-0000-4000-8000-000000000000&Token=SECRET-CASE-7",
    ];
    for (const url of urls) {
      await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    }
    const text = log.lines.join("");
    expect(text).not.toMatch(/SECRET-/);
    // The requests are still logged, with the harmless parts of their URLs.
    expect(text).toContain('"url":"/verify-email?token=[redacted]"');
    expect(text).toContain('"url":"/reset-password?token=[redacted]&next=%2Fdashboard"');
    expect(text).toContain("/api/identity/reset-password/[redacted]?callbackURL=%2Freset-password");
  });

  it("holds no verification link when mails are really delivered (SMTP_URL set)", async () => {
    const before = log.lines.length;
    const user = await registerVerifiedUser(api(t.app), smtp, {
      name: "Lena Logs",
      email: "lena@example.com",
    });
    expect(user.token).toBeTruthy();
    const text = log.lines.slice(before).join("");
    expect(text).toContain("/api/auth/signup");
    expect(text).not.toMatch(/token=[A-Za-z0-9_-]{8,}/);
  });
});
