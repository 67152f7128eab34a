import { afterEach, describe, expect, it, vi } from "vitest";
import {
  RECYCLE_GROWTH_BYTES,
  TaskMemoryError,
  TaskTimeoutError,
  WorkerPool,
} from "../../src/workers/worker-pool.ts";

const TEST_WORKER = new URL("./fixtures/test-worker.mjs", import.meta.url);
let pool: WorkerPool | undefined;

function startPool(
  options: { size?: number; timeoutMs?: number; memoryMb?: number; maxExtendedMs?: number } = {},
) {
  pool = new WorkerPool({
    size: options.size ?? 1,
    timeoutMs: options.timeoutMs ?? 10_000,
    memoryMb: options.memoryMb ?? 256,
    maxExtendedMs: options.maxExtendedMs,
    workerUrl: TEST_WORKER,
  });
  return pool;
}

/** Whether a process with this id still exists (a zombie counts: it is reaped on 'exit'). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("the worker pool", () => {
  it("kills a task that hangs past its deadline and still runs the tasks queued behind it", async () => {
    const workers = startPool({ size: 1, timeoutMs: 500 });
    const hung = workers.run({ type: "hang" });
    const next = workers.run<string>({ type: "echo", value: "after the hang" });
    const last = workers.run<string>({ type: "echo", value: "still here" });
    await expect(hung).rejects.toBeInstanceOf(TaskTimeoutError);
    await expect(next).resolves.toBe("after the hang");
    await expect(last).resolves.toBe("still here");
  });

  it("gives a task that asks for more time (a scan's OCR) a new deadline, never past the cap", async () => {
    const workers = startPool({ size: 1, timeoutMs: 300, maxExtendedMs: 30_000 });
    await expect(
      workers.run<string>({ type: "extend", timeoutMs: 20_000, workMs: 1_000 }),
    ).resolves.toBe("done after extending");
    await pool?.close();
    const capped = startPool({ size: 1, timeoutMs: 300, maxExtendedMs: 600 });
    const error = await capped
      .run({ type: "extend", timeoutMs: 60_000, workMs: 30_000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskTimeoutError);
    expect((error as TaskTimeoutError).timeoutMs).toBe(600);
  });

  it("kills a task that allocates past the heap cap, then serves the next task", async () => {
    const workers = startPool({ size: 1, timeoutMs: 60_000, memoryMb: 48 });
    const greedy = workers.run({ type: "allocate" });
    const next = workers.run<string>({ type: "echo", value: "fresh process" });
    await expect(greedy).rejects.toBeInstanceOf(TaskMemoryError);
    await expect(next).resolves.toBe("fresh process");
  });

  it("fails only the killed task when several processes are busy", async () => {
    const workers = startPool({ size: 2, timeoutMs: 500 });
    const results = await Promise.allSettled([
      workers.run({ type: "hang" }),
      ...Array.from({ length: 6 }, (_, index) => workers.run({ type: "echo", value: index })),
    ]);
    expect(results[0]).toMatchObject({ status: "rejected" });
    expect(results.slice(1).map((result) => result.status === "fulfilled" && result.value)).toEqual(
      [0, 1, 2, 3, 4, 5],
    );
  });

  it("reports a task's own error without killing its process", async () => {
    const workers = startPool();
    await expect(workers.run({ type: "throw" })).rejects.toThrow("task failed on purpose");
    await expect(workers.run({ type: "echo", value: 1 })).resolves.toBe(1);
  });

  it("runs urgent tasks ahead of the waiting ones", async () => {
    const workers = startPool({ size: 1 });
    const order: string[] = [];
    const track = (name: string, urgent = false) =>
      workers.run({ type: "echo", value: name }, { isUrgent: urgent }).then(() => {
        order.push(name);
      });
    // All three wait while the process boots, so the order is the queue's alone.
    await Promise.all([track("resume 1"), track("resume 2"), track("job description", true)]);
    expect(order).toEqual(["job description", "resume 1", "resume 2"]);
  });

  it("gives a free process to the user with the fewest tasks running, not to the oldest task", async () => {
    const workers = startPool({ size: 2, timeoutMs: 1_000 });
    const order: string[] = [];
    const track = (name: string, task: unknown, group: string) =>
      workers.run(task, { group }).then(
        () => order.push(name),
        () => order.push(name),
      );
    await Promise.all([
      track("a: hang 1", { type: "hang" }, "a"),
      track("a: hang 2", { type: "hang" }, "a"),
      track("a: echo", { type: "echo", value: 1 }, "a"),
      track("b: echo", { type: "echo", value: 2 }, "b"),
    ]);
    expect(order[0]).toBe("b: echo");
    expect(order.indexOf("a: echo")).toBeGreaterThan(order.indexOf("a: hang 1"));
  });

  it("runs an urgent task on an extra process while every process is busy, then retires it", async () => {
    const workers = startPool({ size: 1, timeoutMs: 5_000 });
    let isHangOver = false;
    const hung = workers.run({ type: "hang" }).catch(() => {
      isHangOver = true;
    });
    while (workers.runningCount === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(workers.run({ type: "echo", value: "jd" }, { isUrgent: true })).resolves.toBe(
      "jd",
    );
    expect(isHangOver).toBe(false);
    expect(workers.threadCount).toBe(1);
    await hung;
  });

  it("kills the process of a task past its deadline, so none of its memory stays", async () => {
    const workers = startPool({ size: 1, timeoutMs: 500 });
    const pid = await workers.run<number>({ type: "pid" });
    await expect(workers.run({ type: "hang" })).rejects.toBeInstanceOf(TaskTimeoutError);
    await vi.waitFor(() => expect(isAlive(pid)).toBe(false));
    const next = await workers.run<number>({ type: "pid" });
    expect(next).not.toBe(pid);
  });

  it("replaces a process that a task left bloated, and keeps one that stayed lean", async () => {
    const workers = startPool({ size: 1 });
    const first = await workers.run<number>({ type: "pid" });
    const lean = await workers.run<number>({ type: "bloat", megabytes: 1 });
    expect(lean).toBe(first);
    expect(workers.recycledCount).toBe(0);
    const megabytes = RECYCLE_GROWTH_BYTES / 1024 / 1024 + 16;
    const bloated = await workers.run<number>({ type: "bloat", megabytes });
    expect(bloated).toBe(first);
    expect(workers.recycledCount).toBe(1);
    await vi.waitFor(() => expect(isAlive(first)).toBe(false));
    const replacement = await workers.run<number>({ type: "pid" });
    expect(replacement).not.toBe(first);
    expect(workers.threadCount).toBe(1);
  });

  it("kills every process on close", async () => {
    const workers = startPool({ size: 2 });
    await Promise.all([
      workers.run({ type: "echo", value: 1 }),
      workers.run({ type: "echo", value: 2 }),
    ]);
    const pids = workers.processIds;
    expect(pids).toHaveLength(2);
    await workers.close();
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it("refuses new tasks once closed and fails the waiting ones", async () => {
    const workers = startPool({ size: 1 });
    const waiting = expect(workers.run({ type: "echo", value: 1 })).rejects.toThrow("closed");
    await workers.close();
    await waiting;
    await expect(workers.run({ type: "echo", value: 2 })).rejects.toThrow("closed");
  });
});
