// Many processes for real (issue 11): 2 API processes and 2 queue workers, the built programs, on
// one PostgreSQL and one S3 bucket (s3rver); three users each analyse 50 resumes at once; one worker
// and one API process are killed with SIGKILL mid-batch. Every file must end analysed exactly once
// (one scored result per file), every user charged exactly 50 credits, nothing refunded, and the
// users' live-progress streams on the surviving API process heard every file scored.
// `npm test` runs it in its PostgreSQL step (scripts/test.mjs sets HIRELENS_FAULT_TEST=1); alone:
//   HIRELENS_FAULT_TEST=1 node scripts/with-postgres.mjs npx vitest run --project server:postgres \
//     apps/server/test/scale-out/multi-process.test.ts
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { buildTarget } from "../../../../scripts/build-node.mjs";
import { startS3, type TestS3 } from "../helpers/s3.ts";
import { baseUrlOf, type ServerProcess, startServerProcess } from "../helpers/server-process.ts";
import { JOB_TEXT, multipartBody, resumeText } from "../modules/analysis/support.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const isEnabled = Boolean(process.env.HIRELENS_FAULT_TEST && adminUrl);
const FILES_PER_BATCH = 50;
const USERS = 3;
const PASSWORD = "Correct-Horse-Battery-7";
const SKILLS = ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes", "AWS", "Redis"];

// biome-ignore lint/suspicious/noExplicitAny: the test reads a few fields of the JSON answers
type Json = any;

let s3: TestS3;
let databaseName = "";
let databaseUrl = "";
let dataDir = "";
const processes: ServerProcess[] = [];

async function adminQuery(sql: string, url = adminUrl as string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  return fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Json }));
}

/** A live-progress stream (SSE) of one user on one API process, every event kept. */
function openEvents(base: string, token: string) {
  const controller = new AbortController();
  const events: Json[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let isOpen = true;
  (async () => {
    const response = await fetch(`${base}/api/realtime/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let buffered = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
        const data = buffered
          .slice(0, end)
          .split("\n")
          .find((line) => line.startsWith("data: "));
        buffered = buffered.slice(end + 2);
        if (data) events.push(JSON.parse(data.slice("data: ".length)));
      }
      wake();
    }
  })()
    .catch(() => {})
    .finally(() => {
      isOpen = false;
      wake();
    });
  return {
    events,
    /** Resolves once an event matches; rejects if the stream ends first. */
    async until(match: (event: Json) => boolean): Promise<void> {
      for (;;) {
        if (events.some(match)) return;
        if (!isOpen) throw new Error("event stream ended");
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => controller.abort(),
  };
}

describe.skipIf(!isEnabled)("two API processes and two workers on PostgreSQL + S3", () => {
  beforeAll(async () => {
    await buildTarget("server");
    s3 = await startS3();
    databaseName = `hirelens_fault_${randomUUID().replaceAll("-", "")}`;
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(join(tmpdir(), "hirelens-fault-"));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await s3?.close();
    if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("analyses every file exactly once and charges exactly, after kill -9 of a worker and an API process", async () => {
    const common = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "fault-test-secret-of-at-least-32-characters",
      WEB_DIST_DIR: join(dataDir, "no-web"),
      WORKER_THREADS: "1",
      // A killed worker's jobs go to the other one soon; the deadline stays below it.
      ANALYSIS_JOB_EXPIRE_SECONDS: "15",
      ANALYSIS_TIMEOUT_MS: "10000",
      HEAVY_RATE_LIMIT_MAX: "10000",
      HEAVY_RATE_LIMIT_ADDRESS_MAX: "10000",
    };
    const start = (
      program: "server" | "worker",
      name: string,
      env: Record<string, string> = {},
    ) => {
      const started = startServerProcess(program, {
        ...common,
        DATA_DIR: join(dataDir, name),
        ...env,
      });
      processes.push(started);
      return started;
    };
    // Started together: the migrations lock lets one of them migrate.
    const apiA = start("server", "api-a", { QUEUE_WORKER: "false" });
    const apiB = start("server", "api-b", { QUEUE_WORKER: "false" });
    const worker1 = start("worker", "worker-1");
    const worker2 = start("worker", "worker-2");
    const [baseA, baseB] = await Promise.all([baseUrlOf(apiA), baseUrlOf(apiB)]);
    await Promise.all(
      [worker1, worker2].map((worker) =>
        worker.logLine((line) => line.msg === "queue worker ready"),
      ),
    );

    const users: Array<{ id: string; token: string; base: string }> = [];
    for (let index = 0; index < USERS; index += 1) {
      const email = `fault-${index}-${randomUUID().slice(0, 8)}@example.com`;
      const signup = await call(baseA, "POST", "/auth/signup", undefined, {
        name: `Fault User ${"ABC"[index]}`,
        email,
        password: PASSWORD,
      });
      expect(signup.status).toBe(201);
      // Without SMTP_URL the mailed link is logged, by whichever process sent the mail.
      const mail = await Promise.any(
        [apiA, apiB, worker1, worker2].map((process) =>
          process.logLine((line) => line.to === email && typeof line.link === "string"),
        ),
      );
      const token = new URL(mail.link).searchParams.get("token");
      expect((await call(baseA, "POST", "/auth/verify-email", undefined, { token })).status).toBe(
        200,
      );
      const signin = await call(baseA, "POST", "/auth/signin", undefined, {
        email,
        password: PASSWORD,
      });
      const id = signin.body.data.user.id as string;
      // Enough credits for a batch of 50 (the free plan has 10), on the user's personal workspace,
      // whose id is the user's (decision 197).
      await adminQuery(
        `insert into credit_transactions (workspace_id, amount, kind, reason, idempotency_key, balance_after)
         select '${id}', 100, 'adjustment', 'fault test', 'fault-test:${id}',
                coalesce(sum(amount), 0) + 100 from credit_transactions where workspace_id = '${id}'`,
        databaseUrl,
      );
      // Two users start their batch through API B, the one killed below; all read through A.
      users.push({ id, token: signin.body.data.token, base: index < 2 ? baseB : baseA });
    }

    // Every user watches through API A, the process that survives.
    const streams = users.map((user) => openEvents(baseA, user.token));
    await Promise.all(streams.map((stream) => stream.until((event) => event.type === "ready")));
    const before = await Promise.all(
      users.map(async (user) => (await call(baseA, "GET", "/credits", user.token)).body.data),
    );
    const batchIds = await Promise.all(
      users.map(async (user, userIndex) => {
        const job = await call(user.base, "POST", "/job-descriptions", user.token, {
          title: "Senior Backend Engineer",
          text: JOB_TEXT,
        });
        expect(job.status).toBe(201);
        const { payload, contentType } = multipartBody(
          Array.from({ length: FILES_PER_BATCH }, (_, index) => ({
            name: `resume-${userIndex}-${index}.txt`,
            bytes: new TextEncoder().encode(
              resumeText({
                name: `Candidate ${userIndex} ${index}`,
                title: "Backend Engineer",
                skills: SKILLS.slice(0, 2 + (index % 5)),
                years: 1 + (index % 12),
                company: `Company ${index}`,
              }),
            ),
          })),
        );
        const uploaded = await fetch(`${user.base}/api/files/upload`, {
          method: "POST",
          headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
          body: payload,
        });
        expect(uploaded.status).toBe(201);
        const files = ((await uploaded.json()) as Json).data.files as Array<{ id: string }>;
        expect(files).toHaveLength(FILES_PER_BATCH);
        const started = await call(user.base, "POST", "/analysis/analyze", user.token, {
          jobDescriptionId: job.body.data.id,
          fileIds: files.map((file) => file.id),
        });
        expect(started.status).toBe(202);
        return started.body.data.id as string;
      }),
    );

    // Mid-batch: some files scored, most not yet.
    const total = USERS * FILES_PER_BATCH;
    let scoredAtKill = 0;
    for (;;) {
      const { rows } = await adminQuery(
        "select count(*)::int as done from analysis_candidates where status <> 'queued' and status <> 'parsing'",
        databaseUrl,
      );
      scoredAtKill = rows[0].done;
      if (scoredAtKill >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    worker1.child.kill("SIGKILL");
    apiB.child.kill("SIGKILL");
    expect(scoredAtKill).toBeLessThan(total);

    const batches = await Promise.all(
      users.map(async (user, index) => {
        for (;;) {
          const response = await call(
            baseA,
            "GET",
            `/resume-analysis/batches/${batchIds[index]}`,
            user.token,
          );
          expect(response.status).toBe(200);
          if (response.body.data.status === "completed") return response.body.data;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }),
    );

    for (const batch of batches) {
      expect(batch.candidates).toHaveLength(FILES_PER_BATCH);
      for (const candidate of batch.candidates) expect(candidate.status).toBe("scored");
      expect(new Set(batch.candidates.map((candidate: Json) => candidate.fileName)).size).toBe(
        FILES_PER_BATCH,
      );
    }
    const { rows: ledger } = await adminQuery(
      `select workspace_id, kind, count(*)::int as lines, sum(amount)::int as total
         from credit_transactions where kind in ('charge', 'refund') group by workspace_id, kind`,
      databaseUrl,
    );
    for (const [index, user] of users.entries()) {
      const lines = ledger.filter((line) => line.workspace_id === user.id);
      expect(lines).toEqual([
        { workspace_id: user.id, kind: "charge", lines: 1, total: -FILES_PER_BATCH },
      ]);
      const after = (await call(baseA, "GET", "/credits", user.token)).body.data;
      expect(after.availableCredits).toBe(before[index].availableCredits - FILES_PER_BATCH);
    }
    // The surviving API process's clients heard every file scored and every batch done, whichever
    // worker scored it (NOTIFY from the workers, LISTEN in API A). A file whose worker was killed
    // between storing it and publishing is told when its job runs again, after the queue's expiry
    // and possibly after "batch.done": wait for every file (the test's own timeout bounds it).
    for (const [index, stream] of streams.entries()) {
      const expected = new Set<string>(
        batches[index].candidates.map((candidate: Json) => candidate.id),
      );
      const scored = () =>
        new Set(
          stream.events
            .filter((event) => event.type === "file.scored" && event.batchId === batchIds[index])
            .map((event) => event.candidateId),
        );
      await stream.until(
        (event) => event.type === "batch.done" && event.batchId === batchIds[index],
      );
      await stream.until(() => [...expected].every((id) => scored().has(id)));
      expect(scored()).toEqual(expected);
      stream.close();
    }
    console.log(
      `fault test: ${total} files, ${scoredAtKill} done when worker 1 and API B were killed; all scored once, credits exact, every event heard on the surviving API process`,
    );
  }, 600_000);
});
