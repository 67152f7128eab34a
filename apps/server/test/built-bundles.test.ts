// The programs `npm start` and `npm run worker` run are the esbuild bundles in apps/server/dist, not
// the TypeScript the other tests import: these tests build them and run them as production does.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedJob } from "@hirelens/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { buildTarget } from "../../../scripts/build-node.mjs";
import type { AnalyzeResumeOutcome } from "../src/workers/engine-tasks.ts";
import { WorkerPool } from "../src/workers/worker-pool.ts";

const DIST = new URL("../dist/", import.meta.url);

const RESUME = `Jane Sample
jane.sample@example.com

Experience
Registered Nurse, City Hospital (2016 - 2024)
- Cared for patients in a 30-bed surgical ward

Skills
Patient care, BLS, Medication administration`;

beforeAll(async () => {
  await buildTarget("server");
}, 300_000);

describe("the built analysis process", () => {
  let pool: WorkerPool | undefined;
  afterAll(() => pool?.close());

  it("reads and scores a resume with the engine's data files found from dist/", async () => {
    pool = new WorkerPool({
      size: 1,
      timeoutMs: 20_000,
      memoryMb: 256,
      workerUrl: new URL("resume-worker.mjs", DIST),
    });
    const job = await pool.run<ParsedJob>({
      type: "parse-job",
      text: "Registered Nurse\n\nRequirements:\n- BLS certification\n- 3+ years of patient care",
    });
    expect(job.title?.value).toBe("Registered Nurse");
    const outcome = await pool.run<AnalyzeResumeOutcome>({
      type: "analyze",
      bytes: new TextEncoder().encode(RESUME),
      job,
      weights: {
        requiredSkills: 40,
        preferredSkills: 10,
        experience: 20,
        education: 10,
        titleFit: 10,
        relevance: 10,
      },
    });
    if (!outcome.ok) throw new Error(`analysis failed: ${outcome.message}`);
    expect(outcome.skillNames.length).toBeGreaterThan(0);
    expect(outcome.match.score).toBeGreaterThan(0);
  });
});

describe("the built server", () => {
  let server: ChildProcess | undefined;
  let dataDir = "";
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts from dist/server.mjs, runs its migrations and answers on its port", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hirelens-built-"));
    const port = await freePort();
    let output = "";
    server = spawn(process.execPath, [new URL("server.mjs", DIST).pathname], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const ready = await new Promise<boolean>((resolve) => {
      server?.stdout?.on("data", () => {
        if (output.includes("HireLens is ready")) resolve(true);
      });
      server?.once("exit", () => resolve(false));
    });
    expect(ready, output).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // The waitlist table exists only when the bundled migrator found apps/server/drizzle.
    const signUp = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Built Server", email: "built@example.com", role: "Recruiter" }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
  }, 300_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
