// 50 real PDFs, click on "Analyse 50 resumes" to the "Analysis complete" heading, in Chromium
// (issue 11: ≤ 5 s, on PGlite and on PostgreSQL). The built server (apps/server/dist/server.mjs,
// started with `npm run serve`'s Node flags) serves the built SPA (apps/web/dist, built here when
// missing) on a fresh data folder; with TEST_DATABASE_URL (scripts/with-postgres.mjs) it runs on a
// fresh PostgreSQL database. The resumes are one real-dev pool (50 PDFs and its real posting) from
// ../shared/data; without it the bench says so and skips. Each run is a new batch of the same user
// in a new page; prints every run and the median. Asserts nothing.
//   node --import tsx apps/server/bench/analysis-browser.bench.ts [runs=3] [pool=advocate-0]
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
// @ts-expect-error: a plain ES module script without type declarations
import { buildTarget } from "../../../scripts/build-node.mjs";
import {
  baseUrlOf,
  type ServerProcess,
  startServerProcess,
} from "../test/helpers/server-process.ts";
import { freshDatabase, serveNodeOptions } from "./bench-support.ts";
import {
  type CpuSample,
  pageMetrics,
  printBreakdown,
  RequestLog,
  sampleCpu,
} from "./browser-breakdown.ts";

const GOAL_SECONDS = 5;
const PASSWORD = "Correct-Horse-Battery-7";
const root = new URL("../../../", import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 3);
const poolName = process.argv[3] ?? "advocate-0";
const poolDir = join(root, "../shared/data/real-dev/pools", poolName);
const resumesDir = join(root, "../shared/data/real-dev/resumes");

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of the JSON answers
type Json = any;

/** A verified, onboarded user with credits for every run, and the pool's job; over the API. */
async function prepareUser(server: ServerProcess, base: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as Json;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const email = `browser-bench-${randomUUID().slice(0, 8)}@example.com`;
  await call("POST", "/auth/signup", { name: "Bench Recruiter", email, password: PASSWORD });
  // Without SMTP_URL the server logs every mailed link: the verification one is read from there.
  const mail = await server.logLine((line) => line.to === email && typeof line.link === "string");
  await call("POST", "/auth/verify-email", {
    token: new URL(mail.link).searchParams.get("token"),
  });
  const token = (await call("POST", "/auth/signin", { email, password: PASSWORD })).data
    .token as string;
  await call(
    "PUT",
    "/user/onboarding",
    {
      role: "recruiter",
      jobTitle: "Senior Recruiter",
      companyName: "Bench Inc.",
      teamSize: "11-50",
      hiringTeamSize: "2-5",
      hiringVolume: "6-20",
      industries: ["technology"],
      roleTypes: ["engineering"],
      hiringGoals: ["faster-screening"],
    },
    token,
  );
  const card = {
    name: "Bench Recruiter",
    number: "4242 4242 4242 4242",
    expiry: `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0")}`,
    cvc: "123",
  };
  // The sandbox payment provider (no network): 100 credits a pack, 50 a run.
  for (let bought = 0; bought < runs * 50; bought += 100) {
    await call("POST", "/credits/add", { kind: "purchase", packId: "pack-100", card }, token);
  }
  const posting = readFileSync(join(poolDir, "job.md"), "utf8");
  const title = /^#\s*(.+)$/m.exec(posting)?.[1]?.trim() ?? poolName;
  const job = await call("POST", "/job-descriptions", { title, text: posting }, token);
  return { email, jobId: job.data.id as string, title };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function main(): Promise<void> {
  if (!existsSync(join(poolDir, "qrels.tsv"))) {
    console.log(`skipped: no real-dev pool at ${poolDir} (../shared/data is not on this machine)`);
    return;
  }
  const files = readFileSync(join(poolDir, "qrels.tsv"), "utf8")
    .split("\n")
    .map((line) => line.split("\t")[0]?.trim())
    .filter((name): name is string => Boolean(name?.endsWith(".pdf")))
    .map((name) => join(resumesDir, name));
  if (files.length !== 50) throw new Error(`pool ${poolName} lists ${files.length} PDFs, not 50`);

  await buildTarget("server");
  if (!existsSync(join(root, "apps/web/dist/index.html"))) {
    const built = spawnSync("npm", ["run", "build", "-w", "@hirelens/web"], {
      cwd: root,
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error("the web build failed");
  }

  const dataDir = await mkdtemp(join(tmpdir(), "hirelens-browser-bench-"));
  // Our own copy of the SPA: a rebuild of apps/web/dist meanwhile must not swap its assets.
  const webDir = join(dataDir, "web");
  cpSync(join(root, "apps/web/dist"), webDir, { recursive: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await freshDatabase(adminUrl, "hirelens_browser_bench") : undefined;
  const server = startServerProcess("server", {
    NODE_OPTIONS: serveNodeOptions(),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    STORAGE: "local",
    // The queue's per-file spans (debug lines) feed the breakdown printed after each run.
    LOG_LEVEL: "debug",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  let current: Page | undefined;
  try {
    const base = await baseUrlOf(server);
    const user = await prepareUser(server, base);
    const seconds: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      current = page;
      // Signed in through the form, as a recruiter would (not timed).
      await page.goto(`${base}/login`);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
      await page.goto(`${base}/resume-analyzer?jd=${user.jobId}`);
      await page.getByTestId("resume-input").setInputFiles(files);
      const analyse = page.getByRole("button", { name: "Analyse 50 resumes" });
      await analyse.waitFor({ state: "visible", timeout: 120_000 });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll("button")].some(
            (button) => button.textContent?.includes("Analyse 50 resumes") && !button.disabled,
          ),
        undefined,
        { timeout: 120_000 },
      );
      const serverPid = server.child.pid as number;
      const session = await page.context().newCDPSession(page);
      await session.send("Performance.enable");
      const pageBefore = await pageMetrics(session);
      const requestLog = new RequestLog(page);
      const cpuAt: Partial<Record<"startSent" | "started", CpuSample>> = {};
      const isStart = (url: string, method: string) =>
        method === "POST" &&
        /\/api\/(resume-analysis|analysis\/analyze)$/.test(new URL(url).pathname);
      page.on("request", (request) => {
        if (isStart(request.url(), request.method())) cpuAt.startSent = sampleCpu(serverPid);
      });
      page.on("response", (response) => {
        if (isStart(response.url(), response.request().method()))
          cpuAt.started = sampleCpu(serverPid);
      });
      // BENCH_TRACE=DIR: a Chromium trace of each run (DIR/run-N.json, for chrome://tracing).
      const traceDir = process.env.BENCH_TRACE;
      if (traceDir) {
        await browser.startTracing(page, {
          path: join(traceDir, `run-${run}.json`),
          screenshots: false,
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"],
        });
      }
      const firstLine = server.lines.length;
      const cpuAtClick = sampleCpu(serverPid);
      const clickedAt = Date.now();
      const started = performance.now();
      await analyse.click();
      await page
        .getByRole("heading", { name: "Analysis complete" })
        .waitFor({ state: "visible", timeout: 600_000 });
      const elapsed = (performance.now() - started) / 1000;
      const doneAt = Date.now();
      const cpuAtDone = sampleCpu(serverPid);
      if (traceDir) await browser.stopTracing();
      const rows = await page.getByTestId("result-row").count();
      seconds.push(elapsed);
      console.log(
        `run ${run}: ${elapsed.toFixed(1)} s from the click to "Analysis complete" (${rows} rows), load average ${loadavg()[0]?.toFixed(1)}`,
      );
      const pageAfter = await pageMetrics(session);
      await requestLog.settled();
      printBreakdown({
        clickedAt,
        doneAt,
        cpu: {
          click: cpuAtClick,
          startSent: cpuAt.startSent ?? cpuAtClick,
          started: cpuAt.started ?? cpuAtClick,
          done: cpuAtDone,
        },
        page: { before: pageBefore, after: pageAfter },
        requests: requestLog.requests,
        logLines: server.lines.slice(firstLine),
      });
      await page.close();
    }
    const typical = median(seconds);
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(
          " ",
        )}; ${database ? "PostgreSQL" : "PGlite"}: 50 real PDFs (real-dev ${poolName}, "${user.title}"), click to "Analysis complete" in Chromium: median ${typical.toFixed(1)} s of ${seconds.length} (${seconds.map((s) => s.toFixed(1)).join(", ")}); goal ≤ ${GOAL_SECONDS} s: ${typical <= GOAL_SECONDS ? "met" : "NOT met"}`,
    );
  } catch (error) {
    const shot = join(tmpdir(), "hirelens-browser-bench-failure.png");
    await current?.screenshot({ path: shot }).catch(() => {});
    console.log(`failed on ${current?.url() ?? "no page"}; screenshot: ${shot}`);
    throw error;
  } finally {
    await browser.close();
    await server.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
