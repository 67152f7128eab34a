import { defineConfig, devices } from "@playwright/test";
import { ACCOUNTS_PORTS } from "./e2e/helpers/ports.mjs";
import { E2E_PORTS } from "./e2e/support/ports.mjs";

const isCi = Boolean(process.env.CI);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

const appUrl = `http://127.0.0.1:${E2E_PORTS.app}`;
const waitlistUrl = `http://127.0.0.1:${E2E_PORTS.waitlist}`;
/** The accounts journeys run on their own server, whose mail goes to a capture on loopback. */
const accountsUrl = `http://127.0.0.1:${ACCOUNTS_PORTS.app}`;
const accountsSpecs = /(auth|onboarding|profile)[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  forbidOnly: isCi,
  // One retry in CI: journeys share one server with the 50-resume batches, and a 2-core machine
  // under that load can miss a deadline; a test that fails twice is a failure.
  retries: isCi ? 1 : 0,
  workers: isCi ? 2 : 4,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }],
  ],
  use: {
    baseURL: appUrl,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [/waitlist-mode\.spec\.ts/, accountsSpecs],
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: "mobile",
      testIgnore: [/waitlist-mode\.spec\.ts/, accountsSpecs],
      use: {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    {
      name: "accounts",
      testMatch: accountsSpecs,
      // Journeys of many steps, each waiting on a real server and real mail.
      timeout: 90_000,
      expect: { timeout: 15_000 },
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: accountsUrl,
        launchOptions: chromium,
      },
    },
    {
      name: "waitlist-mode",
      testMatch: /waitlist-mode\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: waitlistUrl, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: "node e2e/support/start-servers.mjs",
      url: `${appUrl}/api/health`,
      reuseExistingServer: !isCi,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // Started after the one above has built the SPA.
      command: "node e2e/helpers/accounts-server.mjs",
      url: `${accountsUrl}/api/health`,
      reuseExistingServer: !isCi,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
