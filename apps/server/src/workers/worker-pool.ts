import { type ResourceLimits, Worker } from "node:worker_threads";
import type { ParsedJob } from "@hirelens/engine";
import type {
  AnalyzeResumeOutcome,
  AnalyzeResumeTask,
  EngineTask,
  RescoreOutcome,
  RescoreTask,
} from "./engine-tasks.ts";

/** A task passed its deadline: its thread was terminated and replaced. */
export class TaskTimeoutError extends Error {
  readonly code = "timeout";
  constructor(readonly timeoutMs: number) {
    super(`worker task exceeded its ${timeoutMs} ms deadline`);
    this.name = "TaskTimeoutError";
  }
}

/** A task's thread passed its heap cap: V8 stopped it and the thread was replaced. */
export class TaskMemoryError extends Error {
  readonly code = "out-of-memory";
  constructor(readonly memoryMb: number) {
    super(`worker task exceeded the ${memoryMb} MB heap cap`);
    this.name = "TaskMemoryError";
  }
}

export interface WorkerPoolOptions {
  size: number;
  /** Hard deadline of one task, from the moment a thread starts it (not while it waits). */
  timeoutMs: number;
  /** V8 heap cap (old generation) of each thread. */
  memoryMb: number;
  /** The thread's entry; tests give their own script to exercise the kill paths. */
  workerUrl?: URL;
}

interface Queued {
  task: unknown;
  isUrgent: boolean;
  /** Whose task (a user id): a free thread goes to the group running the fewest tasks. */
  group: string | undefined;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  isReady: boolean;
  current: { queued: Queued; id: number; timer: NodeJS.Timeout } | null;
}

const ENGINE_WORKER_URL = new URL("./resume-worker.mjs", import.meta.url);
/** Threads that die before they are ready, per minute, before the pool stops respawning them. */
const MAX_BOOT_FAILURES_PER_MINUTE = 5;

/**
 * A small fixed pool of worker threads that parse and score resumes and job descriptions, so
 * neither a batch of 50 PDFs nor one hostile file blocks the API's event loop or holds the pool.
 * Each thread runs ONE task at a time (the rest wait in the pool, not in a thread), under a hard
 * deadline and a heap cap: a thread that passes either is terminated and replaced, and only its
 * own task fails. Interactive tasks (a job description being saved, a re-rank) go ahead of the
 * queue's resumes, on one extra thread when all others are busy.
 */
export class WorkerPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly memoryMb: number;
  readonly #workerUrl: URL;
  readonly #threads: Thread[] = [];
  readonly #waiting: Queued[] = [];
  #nextId = 1;
  #isClosed = false;
  #bootFailures: number[] = [];

  /** Threads start on the first task, so a process that never analyses never pays for them. */
  constructor(options: WorkerPoolOptions) {
    this.size = options.size;
    this.timeoutMs = options.timeoutMs;
    this.memoryMb = options.memoryMb;
    this.#workerUrl = options.workerUrl ?? ENGINE_WORKER_URL;
  }

  get isClosed(): boolean {
    return this.#isClosed;
  }

  /** Tasks a thread is running now. */
  get runningCount(): number {
    return this.#threads.filter((thread) => thread.current).length;
  }

  /** Tasks waiting for a thread (not counting the running ones). */
  get waitingCount(): number {
    return this.#waiting.length;
  }

  /** Starts the threads ahead of the first task (e.g. while resumes upload). */
  warm(): void {
    if (this.#isClosed) return;
    while (this.#threads.length < this.size) this.#threads.push(this.#spawn());
  }

  /** Threads alive now: `size`, plus one while urgent work runs beside busy threads. */
  get threadCount(): number {
    return this.#threads.length;
  }

  /**
   * Runs one task on the next free thread. `isUrgent` puts it ahead of the waiting ones; otherwise
   * a free thread takes the oldest task of the `group` with the fewest tasks running, so one
   * user's batch of slow files cannot keep another user's resume waiting behind all of it.
   */
  run<T>(task: unknown, options: { isUrgent?: boolean; group?: string } = {}): Promise<T> {
    if (this.#isClosed) return Promise.reject(new Error("worker pool is closed"));
    return new Promise<T>((resolve, reject) => {
      const queued: Queued = {
        task,
        isUrgent: options.isUrgent ?? false,
        group: options.group,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (queued.isUrgent) this.#waiting.unshift(queued);
      else this.#waiting.push(queued);
      this.warm();
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#isClosed = true;
    const error = new Error("worker pool is closed");
    for (const queued of this.#waiting.splice(0)) queued.reject(error);
    const threads = this.#threads.splice(0);
    for (const thread of threads) this.#settle(thread, error);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  #spawn(): Thread {
    const resourceLimits: ResourceLimits = {
      maxOldGenerationSizeMb: this.memoryMb,
      // The young generation is part of the cap too; V8's default is fine for small caps.
      maxYoungGenerationSizeMb: Math.max(4, Math.min(32, Math.floor(this.memoryMb / 8))),
    };
    const worker = new Worker(this.#workerUrl, { resourceLimits });
    const thread: Thread = { worker, isReady: false, current: null };
    worker.unref();
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        thread.isReady = true;
        this.#dispatch();
        return;
      }
      const running = thread.current;
      if (!running || message.id !== running.id) return;
      this.#settle(thread, message.ok ? null : new Error(message.error), message.result);
      if (this.#threads.length > this.size && !this.#waiting[0]?.isUrgent) this.#retire(thread);
      this.#dispatch();
    });
    let failure: Error | null = null;
    worker.on("error", (error: Error & { code?: string }) => {
      failure =
        error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new TaskMemoryError(this.memoryMb) : error;
    });
    worker.on("exit", (code) => {
      const index = this.#threads.indexOf(thread);
      if (index < 0) return; // already replaced (deadline) or the pool is closing
      this.#settle(thread, failure ?? new Error(`worker thread exited with code ${code}`));
      this.#threads.splice(index, 1);
      if (!thread.isReady) this.#recordBootFailure();
      this.#dispatch();
    });
    return thread;
  }

  /** Ends the thread's running task: resolved with `result`, or rejected with `error`. */
  #settle(thread: Thread, error: Error | null, result?: unknown): void {
    const running = thread.current;
    if (!running) return;
    thread.current = null;
    clearTimeout(running.timer);
    if (error) running.queued.reject(error);
    else running.queued.resolve(result);
  }

  #recordBootFailure(): void {
    const now = Date.now();
    this.#bootFailures = this.#bootFailures.filter((time) => now - time < 60_000);
    this.#bootFailures.push(now);
    // A thread that cannot even start (broken install) would otherwise respawn in a tight loop.
    if (this.#bootFailures.length > MAX_BOOT_FAILURES_PER_MINUTE) {
      const error = new Error("worker threads keep failing to start");
      for (const queued of this.#waiting.splice(0)) queued.reject(error);
    }
  }

  /** Ends a burst thread once the urgent work it was started for is done. */
  #retire(thread: Thread): void {
    const index = this.#threads.indexOf(thread);
    if (index >= 0) this.#threads.splice(index, 1);
    void thread.worker.terminate();
  }

  #dispatch(): void {
    if (this.#isClosed) return;
    if (this.#waiting.length > 0) this.warm();
    // A recruiter waiting on a JD must not wait out a hostile file's deadline: when every thread
    // is busy, one extra thread starts for urgent tasks and ends when they are done.
    if (
      this.#waiting[0]?.isUrgent &&
      this.#threads.length <= this.size &&
      this.#threads.every((thread) => thread.current)
    ) {
      this.#threads.push(this.#spawn());
    }
    for (const thread of this.#threads) {
      if (this.#waiting.length === 0) return;
      if (!thread.isReady || thread.current) continue;
      const queued = this.#takeNext();
      const id = this.#nextId++;
      const timer = setTimeout(() => this.#kill(thread), this.timeoutMs);
      thread.current = { queued, id, timer };
      thread.worker.postMessage({ id, task: queued.task });
    }
  }

  #takeNext(): Queued {
    let best = 0;
    let bestLoad = Number.POSITIVE_INFINITY;
    for (const [index, queued] of this.#waiting.entries()) {
      if (queued.isUrgent) {
        best = index;
        break;
      }
      const load = this.#threads.filter(
        (thread) => thread.current && thread.current.queued.group === queued.group,
      ).length;
      if (load < bestLoad) {
        best = index;
        bestLoad = load;
        if (load === 0) break;
      }
    }
    return this.#waiting.splice(best, 1)[0] as Queued;
  }

  /** Past the deadline: fail the task now, replace the thread, let the old one die on its own. */
  #kill(thread: Thread): void {
    const index = this.#threads.indexOf(thread);
    if (index >= 0) this.#threads.splice(index, 1);
    this.#settle(thread, new TaskTimeoutError(this.timeoutMs));
    // terminate() interrupts JavaScript at once; native work (e.g. one inflate call) ends first.
    void thread.worker.terminate();
    this.#dispatch();
  }
}

type WorkerMessage =
  | { type: "ready" }
  | { type: "result"; id: number; ok: boolean; result?: unknown; error?: string };

/** The engine's tasks over a WorkerPool running `resume-worker`. */
export class EngineWorkerPool extends WorkerPool {
  constructor(options: Omit<WorkerPoolOptions, "workerUrl">) {
    super(options);
  }

  /** `group`: the batch owner's id, for fairness between users. */
  analyze(task: Omit<AnalyzeResumeTask, "type">, group?: string): Promise<AnalyzeResumeOutcome> {
    return this.run<AnalyzeResumeOutcome>({ type: "analyze", ...task } satisfies EngineTask, {
      group,
    });
  }

  rescore(task: Omit<RescoreTask, "type">): Promise<RescoreOutcome> {
    return this.run<RescoreOutcome>({ type: "rescore", ...task } satisfies EngineTask, {
      isUrgent: true,
    });
  }

  /** A recruiter is waiting on the answer: ahead of the queue's resumes. */
  parseJob(text: string): Promise<ParsedJob> {
    return this.run<ParsedJob>({ type: "parse-job", text } satisfies EngineTask, {
      isUrgent: true,
    });
  }
}
