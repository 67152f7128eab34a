// The API process's own CPU for one batch of 50 real PDFs with a results page's live stream open
// (issue 11): what the click-to-"Analysis complete" time spends in the server besides the engine
// processes, counted in CPU seconds, which a loaded machine changes far less than wall time. The
// app runs in this process (PGlite, or PostgreSQL under scripts/with-postgres.mjs); the bench's
// own client work (the upload, one SSE stream) is small beside it. Also prints every SQL statement
// the database ran for the batch, grouped (PGlite only). Asserts nothing.
//   node --import tsx apps/server/bench/batch-cpu.bench.ts [rounds=3] [pool=advocate-0]
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { REALTIME_PATHS } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { users, workspaces } from "../src/db/schema/index.ts";
import { parseEnv } from "../src/env.ts";
import { jsonApi } from "./bench-support.ts";

const PASSWORD = "Correct-Horse-Battery-7";
const rounds = Number(process.argv[2] ?? 3);
const poolName = process.argv[3] ?? "advocate-0";
const root = new URL("../../../", import.meta.url).pathname;
const poolDir = join(root, "../shared/data/real-dev/pools", poolName);

// Every statement PGlite runs, keyed by its SQL (the extended protocol's Parse names it; the
// Bind / Execute / Sync messages after it count for it too).
let isTracing = false;
let current = "";
const statements = new Map<string, { messages: number; ms: number }>();
const decoder = new TextDecoder();
function sqlOf(message: Uint8Array): string | undefined {
  const type = String.fromCharCode(message[0] ?? 0);
  if (type === "Q") return decoder.decode(message.subarray(5, message.indexOf(0, 5)));
  if (type !== "P") return undefined;
  const nameEnd = message.indexOf(0, 5);
  return decoder.decode(message.subarray(nameEnd + 1, message.indexOf(0, nameEnd + 1)));
}
const prototype = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const method of ["execProtocolRaw", "execProtocolRawStream"]) {
  const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
  prototype[method] = async function traced(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      const sql = sqlOf(args[0] as Uint8Array);
      if (sql !== undefined) current = sql.replace(/\s+/g, " ").trim().slice(0, 110);
      if (isTracing) {
        const entry = statements.get(current) ?? { messages: 0, ms: 0 };
        entry.messages += 1;
        entry.ms += performance.now() - started;
        statements.set(current, entry);
      }
    }
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of the JSON answers
type Json = any;

async function main(): Promise<void> {
  if (!existsSync(join(poolDir, "qrels.tsv"))) {
    console.log(`skipped: no real-dev pool at ${poolDir} (../shared/data is not on this machine)`);
    return;
  }
  const files = readFileSync(join(poolDir, "qrels.tsv"), "utf8")
    .split("\n")
    .map((line) => line.split("\t")[0]?.trim())
    .filter((name): name is string => Boolean(name?.endsWith(".pdf")))
    .map((name) => join(root, "../shared/data/real-dev/resumes", name));
  const dataDir = await mkdtemp(join(tmpdir(), "hirelens-batch-cpu-"));
  const env = parseEnv({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, "no-web"),
    DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
  const app = await buildApp({ env });
  try {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const call = jsonApi(base);
    const api = async (method: string, path: string, token?: string, body?: unknown) =>
      (await call(method, path, token, body)).body as Json;
    const email = `batch-cpu-${randomUUID().slice(0, 8)}@example.com`;
    await api("POST", "/auth/signup", undefined, { name: "Bench", email, password: PASSWORD });
    // Credits follow the workspace's plan: the personal workspace has the user's id.
    const [user] = await app.db
      .update(users)
      .set({ emailVerified: true, plan: "enterprise" })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    await app.db.update(workspaces).set({ plan: "enterprise" }).where(eq(workspaces.id, user!.id));
    const token = (await api("POST", "/auth/signin", undefined, { email, password: PASSWORD })).data
      .token as string;
    const posting = readFileSync(join(poolDir, "job.md"), "utf8");
    const job = (await api("POST", "/job-descriptions", token, { title: poolName, text: posting }))
      .data;
    const perRound: number[] = [];
    for (let round = 0; round < rounds + 1; round++) {
      const form = new FormData();
      for (const file of files)
        form.append("files", new Blob([readFileSync(file)]), basename(file));
      const uploaded = (await (
        await fetch(`${base}/api/files/upload`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
      ).json()) as Json;
      const fileIds = uploaded.data.files.map((file: { id: string }) => file.id) as string[];
      // The first round warms the process up (JIT, the engine processes) and is not counted.
      const isCounted = round > 0;
      isTracing = isCounted && round === rounds;
      const cpuAtStart = process.cpuUsage();
      const startedAt = performance.now();
      const started = await api("POST", "/analysis/analyze", token, {
        jobDescriptionId: job.id,
        fileIds,
      });
      const batchId = started.data.id as string;
      // The results page's stream: every finished file's event is sent with its table row.
      const stream = await fetch(
        `${base}/api${REALTIME_PATHS.events}?batchId=${batchId}&anonymised=false`,
        { headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" } },
      );
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      let text = "";
      let events = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        const frames = text.split("\n\n");
        text = frames.pop() ?? "";
        events += frames.length;
        if (frames.some((frame) => frame.includes('"batch.done"'))) break;
        // A batch finished before the stream opened: read it once.
        if (
          events === 1 &&
          (await api("GET", `/resume-analysis/batches/${batchId}`, token)).data.status ===
            "completed"
        )
          break;
      }
      await reader.cancel();
      const cpu = process.cpuUsage(cpuAtStart);
      const seconds = (cpu.user + cpu.system) / 1e6;
      isTracing = false;
      if (isCounted) perRound.push(seconds);
      console.log(
        `round ${round}${isCounted ? "" : " (warm-up)"}: API process CPU ${seconds.toFixed(2)} s, wall ${((performance.now() - startedAt) / 1000).toFixed(1)} s, ${events} stream frames, load average ${loadavg()[0]?.toFixed(1)}`,
      );
    }
    const sorted = [...perRound].sort((a, b) => a - b);
    console.log(
      `${app.database.kind}: API process CPU for 50 real PDFs (${poolName}) with a live stream: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} s of ${sorted.length} (${perRound.map((s) => s.toFixed(2)).join(", ")})`,
    );
    if (statements.size > 0) {
      let total = 0;
      let count = 0;
      for (const entry of statements.values()) {
        total += entry.ms;
        count += entry.messages;
      }
      console.log(
        `last round in PGlite: ${count} protocol messages, ${total.toFixed(0)} ms; by statement:`,
      );
      for (const [sql, entry] of [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
        console.log(
          `  ${String(entry.messages).padStart(5)} msgs ${entry.ms.toFixed(0).padStart(5)} ms  ${sql}`,
        );
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
