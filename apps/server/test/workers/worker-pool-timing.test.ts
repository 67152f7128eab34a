import { afterEach, describe, expect, it } from "vitest";
import { type TaskTiming, WorkerPool } from "../../src/workers/worker-pool.ts";

const TEST_WORKER = new URL("./fixtures/test-worker.mjs", import.meta.url);
let pool: WorkerPool | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("the worker pool's task spans", () => {
  it("tells every answered task's wait and run, a queued task's wait covering the one before", async () => {
    const timings: TaskTiming[] = [];
    pool = new WorkerPool({
      size: 1,
      timeoutMs: 10_000,
      memoryMb: 256,
      workerUrl: TEST_WORKER,
      onTaskDone: (timing) => timings.push(timing),
    });
    // Busy for 300 ms of its own clock (the "extend" task works that long), then an echo behind it.
    const first = pool.run({ type: "extend", timeoutMs: 1_000, workMs: 300 });
    const second = pool.run<string>({ type: "echo", value: "second" });
    await first;
    await expect(second).resolves.toBe("second");
    expect(timings).toHaveLength(2);
    const [busy, queued] = timings as [TaskTiming, TaskTiming];
    // Lower bounds with a margin: the task's clock is Date.now() (whole milliseconds), the pool's
    // performance.now(); a busy machine only makes both longer.
    expect(busy.runMs).toBeGreaterThanOrEqual(290);
    // The echo waited for the process while the first task ran.
    expect(queued.waitMs).toBeGreaterThanOrEqual(290);
    // The test entry reports no CPU: zero, not a made-up figure.
    expect(queued.cpuMs).toBe(0);
  });

  it("tells nothing for a task that never answered (killed at its deadline)", async () => {
    const timings: TaskTiming[] = [];
    pool = new WorkerPool({
      size: 1,
      timeoutMs: 300,
      memoryMb: 256,
      workerUrl: TEST_WORKER,
      onTaskDone: (timing) => timings.push(timing),
    });
    await expect(pool.run({ type: "hang" })).rejects.toThrow();
    await expect(pool.run<string>({ type: "echo", value: "after" })).resolves.toBe("after");
    expect(timings).toHaveLength(1);
  });
});
