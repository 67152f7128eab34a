import { parseRealtimeEvent, type RealtimeEvent } from "@hirelens/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import {
  type AnalyzerTestContext,
  createJob,
  fileIdsOf,
  imageOnlyPdf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;
let baseUrl: string;

beforeAll(async () => {
  context = await startAnalyzerApp();
  baseUrl = await context.t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => context.close());

/** Reads SSE frames from a fetch response until `until` says stop. */
async function readEvents(
  response: Response,
  until: (event: RealtimeEvent) => boolean,
): Promise<RealtimeEvent[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: RealtimeEvent[] = [];
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame
        .split("\n")
        .find((line) => line.startsWith("data: "))
        ?.slice(6);
      const event = data ? parseRealtimeEvent(data) : null;
      if (event) {
        events.push(event);
        if (until(event)) {
          await reader.cancel();
          return events;
        }
      }
      end = buffer.indexOf("\n\n");
    }
  }
}

describe("realtime progress (SSE)", () => {
  it("streams queued, parsing, scored, failed and batch-done events of the user's batch", async () => {
    const user = await signUp(context);
    const job = await createJob(context, user.token);
    const uploaded = await upload(context, user.token, [
      {
        name: "a.txt",
        bytes: txt(
          resumeText({
            name: "Anna Able",
            title: "Backend Engineer",
            skills: ["Node.js"],
            years: 4,
          }),
        ),
      },
      {
        name: "b.txt",
        bytes: txt(
          resumeText({ name: "Bert Baker", title: "Backend Engineer", skills: ["Go"], years: 2 }),
        ),
      },
      { name: "scan.pdf", bytes: await imageOnlyPdf() },
    ]);
    const stream = await fetch(`${baseUrl}/api/realtime/events`, {
      headers: { authorization: `Bearer ${user.token}`, accept: "text/event-stream" },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reading = readEvents(stream, (event) => event.type === "batch.done");

    const started = await context.client.call("POST", "/api/analysis/analyze", {
      token: user.token,
      body: {
        jobDescriptionId: job.id,
        fileIds: fileIdsOf(uploaded),
      },
    });
    expect(started.status).toBe(202);
    const events = await reading;
    const types = events.map((event) => event.type);
    expect(types[0]).toBe("ready");
    expect(types.filter((type) => type === "file.queued")).toHaveLength(3);
    expect(types.filter((type) => type === "file.scored")).toHaveLength(2);
    const failed = events.find((event) => event.type === "file.failed");
    expect(failed).toMatchObject({ fileName: "scan.pdf", status: "failed" });
    expect(failed?.message).toMatch(/text/i);
    const done = events.at(-1);
    expect(done).toMatchObject({ type: "batch.done", batchId: started.body.data.id });
    expect(done?.progress).toEqual({ total: 3, queued: 0, scored: 2, failed: 1 });
  });

  it("refuses without a token and answers 404 for another user's batch", async () => {
    const anonymous = await fetch(`${baseUrl}/api/realtime/events`);
    expect(anonymous.status).toBe(401);
    const owner = await signUp(context, "Owner Otto");
    const other = await signUp(context, "Other Olga");
    const job = await createJob(context, owner.token);
    const uploaded = await upload(context, owner.token, [
      {
        name: "c.txt",
        bytes: txt(resumeText({ name: "Cara Cole", title: "Engineer", skills: ["Go"], years: 3 })),
      },
    ]);
    const started = await context.client.call("POST", "/api/analysis/analyze", {
      token: owner.token,
      body: { jobDescriptionId: job.id, fileIds: [uploaded.body.data.files[0].id] },
    });
    const foreign = await fetch(`${baseUrl}/api/realtime/events?batchId=${started.body.data.id}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.status).toBe(404);
    await foreign.body?.cancel();
  });
});

describe("realtime across API processes", () => {
  // PGlite belongs to one process, so its events stay in process; on PostgreSQL they go through NOTIFY.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "delivers an event published by one app instance to a subscriber of another",
    async () => {
      const other = await buildApp({ env: context.t.env, database: context.t.database });
      await other.ready();
      try {
        const received = new Promise((resolve) => {
          const unsubscribe = context.t.app.realtime.subscribe("user-x", (event) => {
            unsubscribe();
            resolve(event);
          });
        });
        await other.realtime.publish("user-x", { type: "batch.done", batchId: "b-1" });
        expect(await received).toMatchObject({ type: "batch.done", batchId: "b-1" });
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "gets its LISTEN connection back after the database drops it, and hears the next events",
    async () => {
      const other = await buildApp({ env: context.t.env, database: context.t.database });
      await other.ready();
      try {
        const killed = (await context.t.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where query = 'listen hirelens_realtime' and datname = current_database()`,
        )) as unknown as { rows: unknown[] };
        expect(killed.rows.length).toBeGreaterThanOrEqual(2);
        // Events sent while the connection was down are lost; keep sending until one arrives.
        let delivered = false;
        const received = new Promise((resolve) => {
          const unsubscribe = context.t.app.realtime.subscribe("user-y", (event) => {
            delivered = true;
            unsubscribe();
            resolve(event);
          });
        });
        while (!delivered) {
          await other.realtime.publish("user-y", { type: "batch.done", batchId: "b-2" });
          await Promise.race([received, new Promise((resolve) => setImmediate(resolve))]);
        }
        expect(await received).toMatchObject({ type: "batch.done", batchId: "b-2" });
      } finally {
        await other.close();
      }
    },
  );

  it("never fails a publish: an event too large for NOTIFY still reaches this process's clients", async () => {
    const received = new Promise((resolve) => {
      const unsubscribe = context.t.app.realtime.subscribe("user-z", (event) => {
        unsubscribe();
        resolve(event);
      });
    });
    const batchId = "b".repeat(9_000);
    await expect(
      context.t.app.realtime.publish("user-z", { type: "batch.done", batchId }),
    ).resolves.toBeUndefined();
    expect(await received).toMatchObject({ type: "batch.done", batchId });
  });
});
