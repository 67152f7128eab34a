// Hostile-file benchmark (issue 15 item 3): one user's batch of hostile files through the real
// routes and the worker pool, another user's one-resume batch submitted alongside. Prints each
// hostile file's outcome and time, the normal batch's completion time, /api/health latency
// meanwhile, and the server's RSS (the API process plus its worker processes) fresh vs after.
// Asserts nothing.
//   node --expose-gc --import tsx apps/server/bench/hostile.bench.ts
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { users } from "../src/db/schema/index.ts";
import { parseEnv } from "../src/env.ts";
import { buildHostileFiles, normalResumeText } from "../test/hostile/build-files.ts";
import { jsonApi } from "./bench-support.ts";

const PASSWORD = "Correct-Horse-Battery-7";
const JOB = `Senior Backend Engineer

Requirements:
- 5+ years of professional software engineering experience
- Node.js, TypeScript, PostgreSQL, Docker and Kubernetes`;

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of the JSON answers
type Json = any;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of another process, from /proc (0 once it is gone). */
function rssOf(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kib ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * The server's RSS (this process plus the worker processes alive now) after garbage collection
 * has run and the process is idle, with what V8 accounts for in this process.
 */
async function settledMemory(workerPids: () => number[]): Promise<{ rss: number; line: string }> {
  for (let round = 0; round < 3; round += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    await settle(1_000);
  }
  const usage = process.memoryUsage();
  const workers = workerPids().map(rssOf);
  const workersRss = workers.reduce((sum, rss) => sum + rss, 0);
  return {
    rss: usage.rss + workersRss,
    line: `rss ${mib(usage.rss + workersRss)} = API process ${mib(usage.rss)} (heap ${mib(usage.heapTotal)}, external ${mib(usage.external)}, of which array buffers ${mib(usage.arrayBuffers)}) + ${workers.length} worker process(es) ${workers.map(mib).join(", ")}`,
  };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "hirelens-hostile-bench-"));
  const env = parseEnv({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, "no-web"),
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    WORKER_THREADS: process.env.WORKER_THREADS,
    ANALYSIS_TIMEOUT_MS: process.env.ANALYSIS_TIMEOUT_MS,
    WORKER_MEMORY_MB: process.env.WORKER_MEMORY_MB,
  });
  const app = await buildApp({ env });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const api = jsonApi(base);
  const upload = async (token: string, name: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.append("files", new Blob([bytes]), name);
    const response = await fetch(`${base}/api/files/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const signUp = async (name: string, plan = "free") => {
    const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await api("POST", "/auth/signup", undefined, {
      name,
      email,
      password: PASSWORD,
    });
    if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
    await app.db.update(users).set({ emailVerified: true, plan }).where(eq(users.email, email));
    const signin = await api("POST", "/auth/signin", undefined, { email, password: PASSWORD });
    return { token: signin.body.data.token as string, id: signin.body.data.user.id as string };
  };
  const startBatch = async (
    token: string,
    files: Array<{ name: string; bytes: Uint8Array }>,
    onSubmit?: () => void,
  ) => {
    const saved = await api("POST", "/job-descriptions", token, { title: "Backend", text: JOB });
    if (saved.status !== 201)
      throw new Error(`job description ${saved.status}: ${saved.body?.message}`);
    const job = saved.body.data;
    const fileIds: string[] = [];
    for (const file of files) {
      const uploaded = await upload(token, file.name, file.bytes);
      if (uploaded.status === 201) fileIds.push(uploaded.body.data.files[0].id);
      else console.log(`  ${file.name}: refused at upload (${uploaded.status})`);
    }
    onSubmit?.();
    const started = await api("POST", "/analysis/analyze", token, {
      jobDescriptionId: job.id,
      fileIds,
    });
    if (started.status !== 202) throw new Error(`analyze ${started.status}`);
    return started.body.data.id as string;
  };
  const whenDone = (userId: string, batchId: string) =>
    new Promise<number>((resolve) => {
      const unsubscribe = app.realtime.subscribe(userId, (event) => {
        if (event.type === "batch.done" && event.batchId === batchId) {
          unsubscribe();
          resolve(performance.now());
        }
      });
    });

  try {
    console.log(
      `worker processes ${env.WORKER_THREADS}, deadline ${env.ANALYSIS_TIMEOUT_MS} ms, heap cap ${env.WORKER_MEMORY_MB} MB, database ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
    // Built first, so that their 190 MiB sources are garbage before the fresh RSS is taken.
    const files = await buildHostileFiles();
    // Fresh: the threads started, the taxonomy loaded, one normal resume analysed.
    const warm = await signUp("Warm Walter");
    const warmBatch = await startBatch(warm.token, [
      { name: "warm.txt", bytes: new TextEncoder().encode(normalResumeText("Walter Warm")) },
    ]);
    await whenDone(warm.id, warmBatch).catch(() => undefined);
    const memory = () => settledMemory(() => app.queue.engine.processIds);
    const fresh = await memory();

    const attacker = await signUp("Hostile Harry");
    const bystander = await signUp("Normal Nora");
    let peakRss = fresh.rss;
    const sampler = setInterval(() => {
      const workers = app.queue.engine.processIds.map(rssOf);
      peakRss = Math.max(peakRss, process.memoryUsage().rss + workers.reduce((a, b) => a + b, 0));
    }, 100);

    const finished = new Map<string, number>();
    const unsubscribe = app.realtime.subscribe(attacker.id, (event) => {
      if (event.type === "file.scored" || event.type === "file.failed") {
        finished.set(event.candidateId, performance.now());
      }
    });
    const hostileStart = performance.now();
    const hostileBatch = await startBatch(attacker.token, files);
    const hostileDone = whenDone(attacker.id, hostileBatch);
    const normalPrepared = performance.now();
    let normalStart = 0;
    const normalBatch = await startBatch(
      bystander.token,
      [{ name: "nora.txt", bytes: new TextEncoder().encode(normalResumeText("Nora Normal")) }],
      () => {
        normalStart = performance.now();
      },
    );
    const normalDone = whenDone(bystander.id, normalBatch);

    const health: number[] = [];
    let isRunning = true;
    const probing = (async () => {
      while (isRunning) {
        const start = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        health.push(performance.now() - start);
        await settle(50);
      }
    })();
    const normalEnd = await normalDone;
    const hostileEnd = await hostileDone;
    isRunning = false;
    await probing;
    clearInterval(sampler);
    unsubscribe();

    const detail = (await api("GET", `/resume-analysis/batches/${hostileBatch}`, attacker.token))
      .body.data;
    console.log("\nhostile batch, per file (time from batch start):");
    for (const candidate of detail.candidates) {
      const end = finished.get(candidate.id);
      console.log(
        `  ${candidate.fileName.padEnd(24)} ${candidate.status.padEnd(7)} ${String(candidate.failureCode ?? "").padEnd(16)} ${end ? `${((end - hostileStart) / 1000).toFixed(1)} s` : "-"}`,
      );
    }
    console.log(
      `hostile batch done after ${((hostileEnd - hostileStart) / 1000).toFixed(1)} s; refunded ${detail.creditsRefunded} of ${detail.failedFiles} failed`,
    );
    console.log(
      `normal one-resume batch (other user, submitted alongside): done ${((normalEnd - normalStart) / 1000).toFixed(1)} s after its analyze request (its JD save + upload before that: ${((normalStart - normalPrepared) / 1000).toFixed(1)} s)`,
    );
    const sorted = [...health].sort((a, b) => a - b);
    console.log(
      `/api/health meanwhile: ${health.length} calls, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
    );
    const after = await memory();
    console.log(
      `worker processes replaced after a bloating task: ${app.queue.engine.recycledCount}`,
    );
    console.log(`fresh: ${fresh.line}`);
    console.log(`after: ${after.line}`);
    console.log(
      `RSS fresh ${mib(fresh.rss)}, peak during the suite ${mib(peakRss)}, after ${mib(after.rss)} (${(((after.rss - fresh.rss) / fresh.rss) * 100).toFixed(0)} % vs fresh; goal within 20 %)`,
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
