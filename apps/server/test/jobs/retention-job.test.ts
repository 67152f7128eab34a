import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { retentionJob } from "../../src/jobs/retention.job.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

describe("the retention job in pg-boss", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("is scheduled daily at 03:15 UTC, one job per day however many processes run", async () => {
    const schedules = await t.app.queue.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === retentionJob.name)).toMatchObject({
      cron: "15 3 * * *",
      timezone: "UTC",
      options: { singletonKey: "retention", singletonSeconds: 86_400, missed: "once" },
    });
  });

  it("runs through the queue to completion (nothing due on a fresh database)", async () => {
    const id = await t.app.queue.boss.send(retentionJob.name, { version: 1 });
    expect(id).toBeTruthy();
    const state = await vi.waitFor(
      async () => {
        const job = await t.app.queue.boss.getJobById(retentionJob.name, id as string);
        if (job?.state !== "completed" && job?.state !== "failed") throw new Error(job?.state);
        return job.state;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(state).toBe("completed");
  });
});
