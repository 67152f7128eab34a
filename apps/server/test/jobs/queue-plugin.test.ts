import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { settleSubscriptionsJob } from "../../src/jobs/settle-subscriptions.job.ts";
import { sweepStuckCandidatesJob } from "../../src/jobs/sweep-stuck-candidates.job.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

async function finalState(t: TestApp, name: string, id: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const job = await t.app.queue.boss.getJobById(name, id);
      if (job?.state !== "completed" && job?.state !== "failed") throw new Error(job?.state);
      return job.state;
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe("the queue plugin with a worker", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("schedules the settlement and the stuck-file sweep in pg-boss, in UTC, one job per slot", async () => {
    const schedules = await t.app.queue.boss.getSchedules();
    const byName = new Map(schedules.map((schedule) => [schedule.name, schedule]));
    expect(byName.get(settleSubscriptionsJob.name)).toMatchObject({
      cron: "0 * * * *",
      timezone: "UTC",
      options: { singletonKey: "settle", singletonSeconds: 3600, missed: "once" },
    });
    // The default stuck age is 5 s + 120 s: every 2 minutes.
    expect(byName.get(sweepStuckCandidatesJob.name)).toMatchObject({
      cron: "*/2 * * * *",
      options: { singletonKey: "sweep", singletonSeconds: 120 },
    });
  });

  it("runs a sent job through its lazily loaded handler", async () => {
    const id = await t.app.queue.boss.send(settleSubscriptionsJob.name, { version: 1 });
    expect(id).toBeTruthy();
    t.app.queue.wake();
    expect(await finalState(t, settleSubscriptionsJob.name, id!)).toBe("completed");
  });

  it("fails a job whose payload is not the definition's, without running it", async () => {
    const id = await t.app.queue.boss.send(sweepStuckCandidatesJob.name, { version: 2 });
    const state = await finalState(t, sweepStuckCandidatesJob.name, id!);
    expect(state).toBe("failed");
    const job = await t.app.queue.boss.getJobById(sweepStuckCandidatesJob.name, id!);
    expect(JSON.stringify(job?.output)).toContain("version");
  });
});

describe("the queue plugin in an API-only process", () => {
  it("sends jobs but schedules nothing and works nothing (QUEUE_WORKER=false)", async () => {
    const t = await createTestApp({ QUEUE_WORKER: "false" });
    try {
      expect(await t.app.queue.boss.getSchedules()).toEqual([]);
      const id = await t.app.queue.boss.send(settleSubscriptionsJob.name, { version: 1 });
      const job = await t.app.queue.boss.getJobById(settleSubscriptionsJob.name, id!);
      expect(job?.state).toBe("created");
    } finally {
      await t.close();
    }
  });
});
