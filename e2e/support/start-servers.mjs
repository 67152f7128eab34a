#!/usr/bin/env node
// Starts what the browser journeys need: builds the SPA and the server once (`npm run build`), then
// two built servers (apps/server/dist/server.mjs, see built-server.mjs) on fresh temporary data
// folders: the default app mode and SITE_MODE=waitlist. Stops both when Playwright stops us.
//   E2E_SKIP_BUILD=1 skips the build (scripts/test.mjs has just built, in its e2e step).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtServerCommand } from "./built-server.mjs";
import { E2E_DEMO_VIDEO_URL, E2E_PORTS } from "./ports.mjs";

const root = new URL("../..", import.meta.url).pathname;

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
const dataDirs = [];

function startServer(port, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), "hirelens-e2e-"));
  dataDirs.push(dataDir);
  // Our own copy of the SPA just built: a rebuild of apps/web/dist while the journeys run (another
  // checkout's build, a bench) must not swap the assets under a page (a blank page).
  const webDir = join(dataDir, "web");
  cpSync(join(root, "apps/web/dist"), webDir, { recursive: true });
  const [command, args] = builtServerCommand();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: webDir,
      // The journeys sign up many times from one address; the limit itself is a server test.
      WAITLIST_RATE_LIMIT_MAX: "10000",
      ...extraEnv,
    },
  });
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`e2e server on port ${port} exited with ${code}`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitForHealth(port) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  }, 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// Waitlist mode first: Playwright only watches the app-mode URL, which comes up last.
startServer(E2E_PORTS.waitlist, { SITE_MODE: "waitlist", DEMO_VIDEO_URL: E2E_DEMO_VIDEO_URL });
await waitForHealth(E2E_PORTS.waitlist);
startServer(E2E_PORTS.app, { SITE_MODE: "app" });
await waitForHealth(E2E_PORTS.app);
console.log("e2e servers ready");
