import { Worker } from "node:worker_threads";
import type {
  AnalyzeResumeOutcome,
  AnalyzeResumeTask,
  EngineTask,
  RescoreOutcome,
  RescoreTask,
} from "./engine-tasks.ts";

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface PooledWorker {
  worker: Worker;
  busy: number;
  pending: Map<number, Pending>;
}

const WORKER_URL = new URL("./resume-worker.mjs", import.meta.url);

/**
 * A small fixed pool of worker threads that parse and score resumes, so a batch of 50 PDFs never
 * blocks the API's event loop. Tasks go to the least busy thread; a thread that dies is replaced
 * and its tasks fail (the queue retries them).
 */
export class EngineWorkerPool {
  readonly #workers: PooledWorker[] = [];
  #nextId = 1;
  #closed = false;
  /** Spawn times of the last minute: a thread that keeps dying is not restarted in a tight loop. */
  #recentSpawns: number[] = [];

  /** Threads start on the first task, so a process that never analyses never pays for them. */
  constructor(readonly size: number) {}

  analyze(task: Omit<AnalyzeResumeTask, "type">): Promise<AnalyzeResumeOutcome> {
    return this.#run({ type: "analyze", ...task }) as Promise<AnalyzeResumeOutcome>;
  }

  rescore(task: Omit<RescoreTask, "type">): Promise<RescoreOutcome> {
    return this.#run({ type: "rescore", ...task }) as Promise<RescoreOutcome>;
  }

  get isClosed(): boolean {
    return this.#closed;
  }

  /** Starts the threads ahead of the first task (e.g. while resumes upload). */
  warm(): void {
    if (this.#closed) return;
    while (this.#workers.length < this.size) this.#workers.push(this.#spawn());
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#workers.map((entry) => entry.worker.terminate()));
  }

  #spawn(): PooledWorker {
    const now = Date.now();
    this.#recentSpawns = this.#recentSpawns.filter((time) => now - time < 60_000);
    this.#recentSpawns.push(now);
    // The .mjs bootstrap registers tsx, then loads the TypeScript entry.
    const worker = new Worker(WORKER_URL);
    const entry: PooledWorker = { worker, busy: 0, pending: new Map() };
    worker.unref();
    worker.on(
      "message",
      (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
        const pending = entry.pending.get(message.id);
        if (!pending) return;
        entry.pending.delete(message.id);
        entry.busy -= 1;
        if (message.ok) pending.resolve(message.result);
        else pending.reject(new Error(message.error ?? "worker task failed"));
      },
    );
    const fail = (error: Error) => {
      for (const pending of entry.pending.values()) pending.reject(error);
      entry.pending.clear();
      entry.busy = 0;
      const index = this.#workers.indexOf(entry);
      if (index < 0) return;
      if (this.#closed || this.#recentSpawns.length > this.size * 5) this.#workers.splice(index, 1);
      else this.#workers[index] = this.#spawn();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (!this.#closed) fail(new Error(`worker thread exited with code ${code}`));
    });
    return entry;
  }

  #run(task: EngineTask): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error("worker pool is closed"));
    while (this.#workers.length < this.size) this.#workers.push(this.#spawn());
    const entry = this.#workers.reduce((best, candidate) =>
      candidate.busy < best.busy ? candidate : best,
    );
    const id = this.#nextId++;
    entry.busy += 1;
    return new Promise((resolve, reject) => {
      entry.pending.set(id, { resolve, reject });
      entry.worker.postMessage({ id, task });
    });
  }
}
