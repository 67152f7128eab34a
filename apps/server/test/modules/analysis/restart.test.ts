import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { analysisCandidates, creditTransactions } from "../../../src/db/schema/index.ts";
import { api } from "../../helpers/auth.ts";
import {
  type AnalyzerTestContext,
  createJob,
  fileIdsOf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
  waitForBatch,
} from "./support.ts";

let context: AnalyzerTestContext;

// A short expiry, so the job the "killed" server was running is handed to the new one quickly.
beforeAll(async () => {
  context = await startAnalyzerApp({
    ANALYSIS_JOB_EXPIRE_SECONDS: "3",
    ANALYSIS_TIMEOUT_MS: "2500",
    WORKER_THREADS: "1",
  });
});
afterAll(async () => context.close());

describe("a server killed in the middle of a batch", () => {
  it("finishes the batch after restart, charging once and losing no file", async () => {
    const user = await signUp(context, "Restart Rosa");
    const job = await createJob(context, user.token);
    const parts = Array.from({ length: 8 }, (_, index) => ({
      name: `r${index}.txt`,
      bytes: txt(
        resumeText({
          name: `Person ${["Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"][index]} Smith`,
          title: "Backend Engineer",
          skills: ["Node.js", "TypeScript", "PostgreSQL"].slice(0, (index % 3) + 1),
          years: index + 1,
        }),
      ),
    }));
    const uploaded = await upload(context, user.token, parts);
    const fileIds = fileIdsOf(uploaded);

    // Kill the first server as soon as its first resume is done: no graceful hand-over of the
    // running job, the rest still queued.
    const first = context.t.app;
    const firstScored = new Promise<void>((resolve) => {
      const unsubscribe = first.realtime.subscribe(user.id, (event) => {
        if (event.type === "file.scored" || event.type === "file.failed") {
          unsubscribe();
          resolve();
        }
      });
    });
    const started = await context.client.call("POST", "/api/analysis/analyze", {
      token: user.token,
      body: { jobDescriptionId: job.id, fileIds },
    });
    expect(started.status).toBe(202);
    const batchId = started.body.data.id as string;
    await firstScored;
    await first.queue.boss.stop({ graceful: false, close: false });
    await first.close();

    const open = await context.t.database.db
      .select({ status: analysisCandidates.status })
      .from(analysisCandidates)
      .where(eq(analysisCandidates.batchId, batchId));
    expect(
      open.filter((row) => row.status === "queued" || row.status === "parsing").length,
    ).toBeGreaterThan(0);

    // A new server on the same database takes over.
    const second = await buildApp({ env: context.t.env, database: context.t.database });
    await second.ready();
    context.t.app = second;
    context.client = api(second);
    const batch = await waitForBatch(context, user.token, batchId);

    expect(batch.candidates).toHaveLength(8);
    expect(
      batch.candidates.every((candidate: { status: string }) => candidate.status === "scored"),
    ).toBe(true);
    expect(
      new Set(batch.candidates.map((candidate: { fileName: string }) => candidate.fileName)).size,
    ).toBe(8);
    const ledger = await second.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.workspaceId, user.id));
    expect(ledger.filter((line) => line.kind === "charge")).toHaveLength(1);
    expect(ledger.filter((line) => line.kind === "refund")).toHaveLength(0);
    const credits = await context.client.call("GET", "/api/credits", { token: user.token });
    expect(credits.body.data.availableCredits).toBe(2);
  });
});
