#!/usr/bin/env node
// The accounts journeys' server: a mail capture (real SMTP on loopback + an HTTP reader) and the
// built app (apps/server/dist/server.mjs) with SMTP_URL pointing at it, on a fresh temporary data
// folder. The SPA and the server are built by e2e/support/start-servers.mjs (Playwright starts it
// first and waits for its health check before starting us); we wait for dist/index.html.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtServerCommand } from "../support/built-server.mjs";
import { startMailCapture } from "./mail-capture.mjs";
import { ACCOUNTS_ADMIN_EMAIL, ACCOUNTS_PORTS } from "./ports.mjs";

const root = new URL("../..", import.meta.url).pathname;
const distDir = process.env.E2E_WEB_DIST ?? join(root, "apps/web/dist");
const indexHtml = join(distDir, "index.html");

const deadline = Date.now() + 240_000;
while (!existsSync(indexHtml)) {
  if (Date.now() > deadline)
    throw new Error("apps/web/dist/index.html never appeared: build the SPA first");
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const mail = await startMailCapture({
  smtpPort: ACCOUNTS_PORTS.smtp,
  httpPort: ACCOUNTS_PORTS.mailApi,
});
const dataDir = mkdtempSync(join(tmpdir(), "hirelens-e2e-accounts-"));
// Our own copy of the SPA: a rebuild of apps/web/dist while we run must not change what we serve.
const webDir = join(dataDir, "web");
cpSync(distDir, webDir, { recursive: true });
const appUrl = `http://127.0.0.1:${ACCOUNTS_PORTS.app}`;
const [command, args] = builtServerCommand();
const child = spawn(command, args, {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    PORT: String(ACCOUNTS_PORTS.app),
    HOST: "127.0.0.1",
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SITE_MODE: "app",
    SMTP_URL: mail.smtpUrl,
    WEB_DIST_DIR: webDir,
    ADMIN_EMAILS: ACCOUNTS_ADMIN_EMAIL,
    // Each journey signs in a few times from the same loopback address.
    AUTH_MAX_FAILED_SIGNINS: "50",
  },
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  child.kill("SIGTERM");
  await mail.close().catch(() => {});
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }, 1500).unref();
}
child.on("exit", (code) => {
  if (!stopping) {
    console.error(`accounts e2e server exited with ${code}`);
    void stop(1);
  }
});
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
console.log(`accounts e2e server starting on ${appUrl}, mail capture on ${mail.smtpUrl}`);
