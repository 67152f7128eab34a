// Peak memory of the API process during one upload of 50 x 10 MB (issue 11: ≤ 300 MB), with local
// storage and with S3 (s3rver on loopback, run by this script). The server is the production build
// (apps/server/dist/server.mjs) in its own process, so the 500 MB this script sends never count;
// the peak is the kernel's high-water mark of the process (VmHWM), not a sample. The analysis
// processes an upload starts ahead of time are reported apart. The high-water mark is reset just
// before the upload (/proc/<pid>/clear_refs), because an embedded PGlite's first start peaks far
// higher than anything after it. With TEST_DATABASE_URL (scripts/with-postgres.mjs) the server
// runs on a fresh PostgreSQL database instead. The embedded database's own process (decision 217) is
// reported apart, as PostgreSQL's server would be. Asserts nothing.
//   node --import tsx apps/server/bench/upload-rss.bench.ts [local|s3]...
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_BULK_RESUMES, MAX_FILE_SIZE_BYTES } from "@hirelens/contracts";
// @ts-expect-error: a plain ES module script without type declarations
import { buildTarget } from "../../../scripts/build-node.mjs";
import { startS3, type TestS3 } from "../test/helpers/s3.ts";
import {
  baseUrlOf,
  type ServerProcess,
  startServerProcess,
} from "../test/helpers/server-process.ts";
import { freshDatabase, serveNodeOptions } from "./bench-support.ts";

const GOAL_MB = 300;
const FILES = MAX_BULK_RESUMES;
/** Just under the limit: the whole upload is accepted and stored. */
const FILE_BYTES = MAX_FILE_SIZE_BYTES - 1024;
const PASSWORD = "Correct-Horse-Battery-7";

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of the JSON answers
type Json = any;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak); 0 once the process is gone. */
function memoryOf(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Starts the process's peak RSS afresh from its current RSS (Linux, own processes). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Whether the process runs the embedded database (dist/pglite-server.mjs), not an analysis. */
function isDatabaseProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("pglite-server");
  } catch {
    return false;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Starts the built server and resolves with its base URL and a verified user's token. */
async function startServer(env: Record<string, string>): Promise<{
  server: ServerProcess;
  base: string;
  token: string;
}> {
  const server = startServerProcess("server", { NODE_OPTIONS: serveNodeOptions(), ...env });
  const base = await baseUrlOf(server);
  const api = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const email = `upload-${randomUUID().slice(0, 8)}@example.com`;
  const signup = await api("/auth/signup", { name: "Upload Ursula", email, password: PASSWORD });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  // Without SMTP_URL the server logs every mailed link: the verification one is read from there.
  const mail = await server.logLine((line) => line.to === email && typeof line.link === "string");
  const token = new URL(mail.link).searchParams.get("token");
  const verified = await api("/auth/verify-email", { token });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  const signin = await api("/auth/signin", { email, password: PASSWORD });
  return { server, base, token: signin.body.data.token as string };
}

/** Sends the 50 files as one multipart request, generated while it is sent (never held whole). */
function uploadBatch(base: string, token: string): Promise<{ status: number; body: Json }> {
  const boundary = `----hirelens${randomUUID().replaceAll("-", "")}`;
  const chunk = Buffer.alloc(1024 * 1024, "resume text line\n");
  return new Promise((resolve, reject) => {
    const upload = request(
      `${base}/api/files/upload`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (part) => {
          text += part;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      },
    );
    upload.on("error", reject);
    const write = (data: Buffer | string) =>
      upload.write(data)
        ? Promise.resolve()
        : new Promise((drained) => upload.once("drain", drained));
    (async () => {
      for (let index = 0; index < FILES; index++) {
        await write(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="resume-${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        );
        // Sniffed as a PDF by its first bytes; each file differs, so none is a duplicate.
        const head = Buffer.from(`%PDF-1.4\n% resume ${index}\n`);
        await write(head);
        let left = FILE_BYTES - head.length;
        while (left > 0) {
          const part = chunk.subarray(0, Math.min(chunk.length, left));
          await write(part);
          left -= part.length;
        }
        await write("\r\n");
      }
      upload.end(`--${boundary}--\r\n`);
    })().catch(reject);
  });
}

async function measure(storage: "local" | "s3"): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "hirelens-upload-bench-"));
  let s3: TestS3 | undefined;
  let server: ServerProcess | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await freshDatabase(adminUrl, "hirelens_upload_bench") : undefined;
  try {
    if (storage === "s3") s3 = await startS3();
    const started = await startServer({
      ...(database ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, "no-web"),
      ...(s3?.env ?? { STORAGE: "local" }),
    });
    server = started.server;
    const pid = server.child.pid as number;
    const startPeak = memoryOf(pid, "VmHWM");
    const isReset = resetPeak(pid);
    const databasePid = childrenOf(pid).find(isDatabaseProcess);
    const databaseBefore = databasePid ? memoryOf(databasePid, "VmRSS") : 0;
    if (databasePid) resetPeak(databasePid);
    const before = memoryOf(pid, "VmRSS");
    const startedAt = performance.now();
    const result = await uploadBatch(started.base, started.token);
    const seconds = (performance.now() - startedAt) / 1000;
    if (result.status !== 201 || result.body.data.files.length !== FILES) {
      throw new Error(`upload ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`);
    }
    const peak = memoryOf(pid, "VmHWM");
    const workers = childrenOf(pid)
      .filter((child) => child !== databasePid)
      .map((child) => memoryOf(child, "VmRSS"));
    // PGlite's own process (decision 217), like PostgreSQL's, is not the API's memory: shown apart.
    const databaseNote = databasePid
      ? ` Embedded database process: ${mb(databaseBefore)} MB before, peak ${mb(memoryOf(databasePid, "VmHWM"))} MB.`
      : "";
    const verdict = mb(peak) <= GOAL_MB ? "met" : "NOT met";
    console.log(
      `${database ? "PostgreSQL" : "PGlite"}, ${storage} storage, node ${serveNodeOptions() || "(no flags)"}: ${FILES} x ${mb(FILE_BYTES + 1024)} MB in ${seconds.toFixed(1)} s (${Math.round((FILES * FILE_BYTES) / 1024 / 1024 / seconds)} MB/s). API process RSS: ${mb(before)} MB before, peak during the upload ${mb(peak)} MB${isReset ? "" : " (peak since start: clear_refs refused)"} (+${mb(peak - before)} MB; goal ≤ ${GOAL_MB} MB: ${verdict}); its start peaked at ${mb(startPeak)} MB. Analysis processes started meanwhile: ${workers.map((rss) => `${mb(rss)} MB`).join(", ") || "none"}.${databaseNote}`,
    );
  } finally {
    await server?.stop();
    await s3?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await buildTarget("server");
const modes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["local", "s3"];
for (const mode of modes) {
  if (mode !== "local" && mode !== "s3") throw new Error(`unknown storage ${mode}`);
  await measure(mode);
}
