import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyWebhookSignature } from "../../../src/modules/webhooks/webhook-signature.ts";
import {
  type AnalyzerTestContext,
  JOB_TEXT,
  multipartBody,
  resumePdf,
  resumeText,
  signUp,
  startAnalyzerApp,
} from "../analysis/support.ts";
import { type ReceivedRequest, type Receiver, startReceiver } from "./receiver.ts";

let context: AnalyzerTestContext;
let receiver: Receiver;

beforeAll(async () => {
  // A busy 2-core CI reads a PDF slowly: the deadline is not what this test is about.
  context = await startAnalyzerApp({
    WEBHOOK_ALLOW_LOCAL_URLS: "true",
    ANALYSIS_TIMEOUT_MS: "60000",
  });
  receiver = await startReceiver();
}, 180_000);
afterAll(async () => {
  await receiver?.close();
  await context?.close();
});

const eventOf = (request: ReceivedRequest) =>
  JSON.parse(request.body) as { id: string; type: string; data: Record<string, unknown> };

it("an external script with only an API key creates a job and a batch, and receives batch.completed, candidate.scored and candidate.stage_changed signed", async () => {
  const admin = await signUp(context, "Ada Admin");
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const keyAnswer = await context.t.app.inject({
    method: "POST",
    url: "/api/api-keys",
    headers: asAdmin,
    payload: { name: "ATS sync", scopes: ["jobs:write", "analyses:write", "analyses:read"] },
  });
  expect(keyAnswer.statusCode).toBe(201);
  const apiKey = keyAnswer.json().data.secret as string;
  const hook = await context.t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    headers: asAdmin,
    payload: {
      url: receiver.url,
      events: ["batch.completed", "candidate.scored", "candidate.stage_changed"],
    },
  });
  expect(hook.statusCode).toBe(201);
  const signingSecret = hook.json().data.secret as string;

  // From here on only the key: what a script outside the browser has.
  const asScript = { authorization: `Bearer ${apiKey}` };
  const job = await context.t.app.inject({
    method: "POST",
    url: "/api/job-descriptions",
    headers: asScript,
    payload: { title: "Senior Backend Engineer", text: JOB_TEXT },
  });
  expect(job.statusCode).toBe(201);

  const files = multipartBody([
    {
      name: "ana.pdf",
      bytes: await resumePdf({
        name: "Ana Lopez",
        title: "Senior Backend Engineer",
        skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes"],
        years: 8,
      }),
    },
    {
      name: "ben.pdf",
      bytes: await resumePdf({
        name: "Ben Okafor",
        title: "Frontend Developer",
        skills: ["React", "CSS", "TypeScript"],
        years: 3,
      }),
    },
  ]);
  const uploaded = await context.t.app.inject({
    method: "POST",
    url: "/api/files/upload",
    headers: { ...asScript, "content-type": files.contentType },
    payload: files.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const fileIds = (uploaded.json().data.files as Array<{ id: string }>).map((file) => file.id);
  expect(fileIds).toHaveLength(2);

  const started = await context.t.app.inject({
    method: "POST",
    url: "/api/analysis/analyze",
    headers: asScript,
    payload: { jobDescriptionId: job.json().data.id, fileIds },
  });
  expect(started.statusCode).toBe(202);
  const batchId = started.json().data.id as string;

  const [completed] = await receiver.waitFor(
    (request) => eventOf(request).type === "batch.completed",
  );
  const request = completed as ReceivedRequest;
  expect(
    verifyWebhookSignature(
      signingSecret,
      request.body,
      String(request.headers["hirelens-signature"]),
    ),
  ).toBe(true);
  expect(eventOf(request).data).toMatchObject({ batchId, total: 2, scored: 2, failed: 0 });

  // Each event is its own delivery job: batch.completed may arrive before the last
  // candidate.scored, so wait for both of those rather than read what came so far.
  const scored = await receiver.waitFor((item) => eventOf(item).type === "candidate.scored", 2);
  expect(scored).toHaveLength(2);
  for (const item of scored) {
    expect(eventOf(item).data).toMatchObject({ batchId, score: expect.any(Number) });
  }

  // The script reads the finished batch with the same key.
  const batch = await context.t.app.inject({
    method: "GET",
    url: `/api/resume-analysis/batches/${batchId}`,
    headers: asScript,
  });
  expect(batch.statusCode).toBe(200);
  expect(batch.json().data.status).toBe("completed");

  // A recruiter moves a candidate's stage: the third event arrives signed too.
  const people = await context.t.app.inject({
    method: "GET",
    url: "/api/candidates?q=Ana%20Lopez",
    headers: asAdmin,
  });
  const person = people.json().data[0] as { id: string };
  const moved = await context.t.app.inject({
    method: "PUT",
    url: `/api/candidates/${person.id}/stages/${job.json().data.id}`,
    headers: asAdmin,
    payload: { stage: "interviewing" },
  });
  expect(moved.statusCode).toBe(200);
  const [stageEvent] = await receiver.waitFor(
    (item) => eventOf(item).type === "candidate.stage_changed",
  );
  const stageRequest = stageEvent as ReceivedRequest;
  expect(
    verifyWebhookSignature(
      signingSecret,
      stageRequest.body,
      String(stageRequest.headers["hirelens-signature"]),
    ),
  ).toBe(true);
  expect(eventOf(stageRequest).data).toMatchObject({
    candidateId: person.id,
    jobDescriptionId: job.json().data.id,
    from: "new",
    to: "interviewing",
  });
}, 180_000);

/** A loopback port nobody listens on now (the example script listens on it next). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

it("the README's example script (examples/api-and-webhook.mjs), run as its own process with only a key and a signing secret, creates a job and a batch and verifies the signed batch.completed", async () => {
  const admin = await signUp(context, "Sasha Script");
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const key = await context.t.app.inject({
    method: "POST",
    url: "/api/api-keys",
    headers: asAdmin,
    payload: { name: "Example script", scopes: ["jobs:write", "analyses:write", "analyses:read"] },
  });
  expect(key.statusCode).toBe(201);
  const port = await freePort();
  const hook = await context.t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    headers: asAdmin,
    payload: { url: `http://127.0.0.1:${port}/hirelens`, events: ["batch.completed"] },
  });
  expect(hook.statusCode).toBe(201);
  const address = await context.t.app.listen({ port: 0, host: "127.0.0.1" });

  const folder = await mkdtemp(join(tmpdir(), "hirelens-example-"));
  try {
    await writeFile(join(folder, "job.txt"), JOB_TEXT);
    await writeFile(
      join(folder, "ana.txt"),
      resumeText({
        name: "Ana Lopez",
        title: "Senior Backend Engineer",
        skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes"],
        years: 8,
      }),
    );
    await writeFile(
      join(folder, "ben.txt"),
      resumeText({
        name: "Ben Okafor",
        title: "Frontend Developer",
        skills: ["React", "CSS", "TypeScript"],
        years: 3,
      }),
    );
    const script = new URL("../../../../../examples/api-and-webhook.mjs", import.meta.url).pathname;
    const child = spawn(
      process.execPath,
      [script, join(folder, "job.txt"), join(folder, "ana.txt"), join(folder, "ben.txt")],
      {
        env: {
          PATH: process.env.PATH ?? "",
          HIRELENS_URL: address,
          HIRELENS_API_KEY: key.json().data.secret,
          HIRELENS_WEBHOOK_SECRET: hook.json().data.secret,
          WEBHOOK_PORT: String(port),
          WAIT_SECONDS: "150",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toContain("job description ");
    expect(stdout).toContain("uploaded 2 resume(s)");
    expect(stdout).toMatch(/webhook batch\.completed \(event [\w-]+\), signature verified/);
    expect(stdout).toContain("batch.completed: 2 scored, 0 failed of 2");
    expect(stdout).toMatch(/#1 Ana Lopez: \d+/);
    expect(stdout).toMatch(/#2 Ben Okafor: \d+/);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}, 180_000);
