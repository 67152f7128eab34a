import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeResumeJob } from "../../../src/jobs/analyze-resume.job.ts";
import { FAILURES } from "../../../src/modules/analysis/process-candidate.ts";
import { sweepStuckCandidates } from "../../../src/modules/analysis/sweep-stuck-candidates.ts";
import { normalResumeText } from "../../hostile/build-files.ts";
import {
  type AnalyzerTestContext,
  createJob,
  fileIdsOf,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "./support.ts";

let context: AnalyzerTestContext;

// No worker in this process: the jobs stay where the test puts them.
beforeAll(async () => {
  context = await startAnalyzerApp({ QUEUE_WORKER: "false" });
});
afterAll(async () => context.close());

describe("the sweep of files stuck in the queue", () => {
  it("fails and refunds files whose job died, re-enqueues lost ones and leaves waiting ones alone", async () => {
    const { app } = context.t;
    const user = await signUp(context, "Stuck Stan");
    const call = (method: "GET" | "POST", url: string, body?: unknown) =>
      context.client.call(method, url, { token: user.token, body });
    const job = await createJob(context, user.token);
    const uploaded = await upload(
      context,
      user.token,
      ["dead", "lost", "waiting"].map((name) => ({
        name: `${name}.txt`,
        bytes: txt(normalResumeText(`${name} Person`)),
      })),
    );
    const credits = (await call("GET", "/api/credits")).body.data.availableCredits;
    const started = await call("POST", "/api/analysis/analyze", {
      jobDescriptionId: job.id,
      fileIds: fileIdsOf(uploaded),
    });
    expect(started.status).toBe(202);
    const idOf = (name: string) =>
      started.body.data.candidates.find(
        (candidate: { fileName: string }) => candidate.fileName === `${name}.txt`,
      ).id as string;

    // A job that died for good (as pg-boss leaves one that failed or expired at its last attempt),
    // and one that vanished (a crash between commit and enqueue, or a purge).
    await app.queue.boss.cancel(analyzeResumeJob.name, idOf("dead"));
    await app.queue.boss.deleteJob(analyzeResumeJob.name, idOf("lost"));

    expect(await sweepStuckCandidates(app.services, { olderThanMs: 0 })).toEqual({
      failed: 1,
      requeued: 1,
    });
    const batch = (await call("GET", `/api/resume-analysis/batches/${started.body.data.id}`)).body
      .data;
    const statusOf = (name: string) =>
      batch.candidates.find(
        (candidate: { fileName: string }) => candidate.fileName === `${name}.txt`,
      );
    expect(statusOf("dead")).toMatchObject({
      status: "failed",
      failureCode: FAILURES.gaveUp.code,
      failureMessage: FAILURES.gaveUp.message,
    });
    expect(statusOf("lost").status).toBe("queued");
    expect(statusOf("waiting").status).toBe("queued");
    expect(batch.status).not.toBe("completed");
    expect(batch.creditsRefunded).toBe(1);
    const [requeued] = await app.queue.boss.findJobs(analyzeResumeJob.name, { id: idOf("lost") });
    expect(requeued?.state).toBe("created");

    // Run again: nothing new to do, and the failed file is not refunded twice.
    expect(await sweepStuckCandidates(app.services, { olderThanMs: 0 })).toEqual({
      failed: 0,
      requeued: 0,
    });

    // The last two die as well: the batch completes with every credit back.
    await app.queue.boss.cancel(analyzeResumeJob.name, [idOf("lost"), idOf("waiting")]);
    expect(await sweepStuckCandidates(app.services, { olderThanMs: 0 })).toEqual({
      failed: 2,
      requeued: 0,
    });
    const done = (await call("GET", `/api/resume-analysis/batches/${started.body.data.id}`)).body
      .data;
    expect(done).toMatchObject({ status: "completed", failedFiles: 3, creditsRefunded: 3 });
    expect((await call("GET", "/api/credits")).body.data.availableCredits).toBe(credits);
  });

  it("leaves a file alone while it is younger than the threshold, whatever its job's state", async () => {
    const { app } = context.t;
    const user = await signUp(context, "Young Yara");
    const job = await createJob(context, user.token);
    const uploaded = await upload(context, user.token, [
      { name: "young.txt", bytes: txt(normalResumeText("Yara Young")) },
    ]);
    const started = await context.client.call("POST", "/api/analysis/analyze", {
      token: user.token,
      body: { jobDescriptionId: job.id, fileIds: [uploaded.body.data.files[0].id] },
    });
    await app.queue.boss.cancel(analyzeResumeJob.name, started.body.data.candidates[0].id);
    expect(await sweepStuckCandidates(app.services, { olderThanMs: 60 * 60 * 1000 })).toEqual({
      failed: 0,
      requeued: 0,
    });
  });
});
