#!/usr/bin/env node
// An external script that uses HireLens the way an ATS would, with nothing but a workspace API key:
// it creates a job description, uploads resumes, starts a batch, then waits for the signed
// `batch.completed` webhook, verifies its signature and prints the ranking. Node 20 or newer, no
// dependencies. README › "An external script: API key and signed webhook" explains the set-up.
//
//   HIRELENS_URL=https://hirelens.example.com \
//   HIRELENS_API_KEY=hl_...            # scopes jobs:write, analyses:write, analyses:read
//   HIRELENS_WEBHOOK_SECRET=whsec_...  # the signing secret of the endpoint below
//   WEBHOOK_PORT=8080                  # the endpoint's URL must reach this port
//   node examples/api-and-webhook.mjs job.txt resume-1.pdf resume-2.docx
//
// Exit code 0 once the verified batch.completed of this batch has arrived; 1 on any error, or when
// nothing arrived within WAIT_SECONDS (default 600).
import { createHmac, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { basename } from "node:path";

const BASE = (process.env.HIRELENS_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const KEY = process.env.HIRELENS_API_KEY;
const SECRET = process.env.HIRELENS_WEBHOOK_SECRET;
const PORT = Number(process.env.WEBHOOK_PORT ?? 8080);
const WAIT_SECONDS = Number(process.env.WAIT_SECONDS ?? 600);
const [jobFile, ...resumeFiles] = process.argv.slice(2);

if (!KEY || !SECRET || !jobFile || resumeFiles.length === 0) {
  console.error(
    "usage: HIRELENS_URL=… HIRELENS_API_KEY=hl_… HIRELENS_WEBHOOK_SECRET=whsec_… WEBHOOK_PORT=8080 \\\n" +
      "  node examples/api-and-webhook.mjs job.txt resume.pdf [more resumes…]",
  );
  process.exit(1);
}

/** `hirelens-signature: t=<unix>,v1=<hex>`, v1 = HMAC-SHA256(secret, `${t}.${rawBody}`). */
function isSigned(rawBody, header, toleranceSeconds = 300) {
  const parts = Object.fromEntries(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at), part.slice(at + 1)];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", SECRET).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Calls the REST API with the key; answers the `data` of a 2xx, throws the server's message. */
async function callApi(method, path, body) {
  const headers = { authorization: `Bearer ${KEY}` };
  let payload = body;
  if (body !== undefined && !(body instanceof FormData)) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${BASE}/api${path}`, { method, headers, body: payload });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${answer.message ?? "error"}`);
  }
  return answer.data;
}

// 1. Listen first, so no event of the batch can arrive before we do.
// batch.completed events by batch id: a small batch may finish before its id is back here.
const completedBatches = new Map();
let onCompleted = () => {};
const receiver = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    // Verify over the raw bytes, before parsing the JSON.
    const raw = Buffer.concat(chunks).toString("utf8");
    if (!isSigned(raw, String(request.headers["hirelens-signature"] ?? ""))) {
      console.error("refused a webhook with a missing or wrong signature");
      response.writeHead(400).end();
      return;
    }
    response.writeHead(200).end();
    const event = JSON.parse(raw);
    console.log(`webhook ${event.type} (event ${event.id}), signature verified`);
    if (event.type === "batch.completed") {
      completedBatches.set(event.data.batchId, event);
      onCompleted();
    }
  });
});
await new Promise((resolve) => receiver.listen(PORT, resolve));
console.log(`listening for webhooks on port ${PORT}`);

try {
  // 2. A job description: the first line of the file is its title.
  const text = await readFile(jobFile, "utf8");
  const title = text.trim().split("\n")[0].trim().slice(0, 200);
  const job = await callApi("POST", "/job-descriptions", { title, text });
  console.log(`job description ${job.id}: ${title}`);

  // 3. The resumes (PDF, DOCX, DOC, RTF, TXT or MD; up to 50 of 10 MB), field `files`.
  const form = new FormData();
  for (const file of resumeFiles) {
    form.append("files", new Blob([await readFile(file)]), basename(file));
  }
  const uploaded = await callApi("POST", "/files/upload", form);
  const fileIds = uploaded.files.map((file) => file.id);
  console.log(`uploaded ${fileIds.length} resume(s)`);

  // 4. The batch: scored in the background, one credit per resume.
  const batch = await callApi("POST", "/analysis/analyze", { jobDescriptionId: job.id, fileIds });
  const batchId = batch.id;
  console.log(`batch ${batchId} started`);

  // 5. Wait for its signed batch.completed, then read the ranking.
  const timer = setTimeout(() => {
    console.error(`no batch.completed within ${WAIT_SECONDS} s`);
    process.exit(1);
  }, WAIT_SECONDS * 1000);
  while (!completedBatches.has(batchId)) {
    await new Promise((resolve) => {
      onCompleted = resolve;
    });
  }
  clearTimeout(timer);
  const event = completedBatches.get(batchId);
  console.log(
    `batch.completed: ${event.data.scored} scored, ${event.data.failed} failed of ${event.data.total}`,
  );
  const result = await callApi("GET", `/resume-analysis/batches/${batchId}`);
  for (const candidate of result.candidates) {
    console.log(
      `#${candidate.rank ?? "-"} ${candidate.name ?? candidate.fileName}: ${candidate.score ?? "no score"}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  receiver.close();
  receiver.closeAllConnections?.();
}
