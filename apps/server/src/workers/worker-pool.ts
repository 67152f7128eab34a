import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ParsedJob } from "@hirelens/engine";
import type {
  AnalyzeResumeOutcome,
  AnalyzeResumeTask,
  EngineTask,
  RescoreOutcome,
  RescoreTask,
} from "./engine-tasks.ts";

/** A task passed its deadline: its process was killed and replaced. */
export class TaskTimeoutError extends Error {
  readonly code = "timeout";
  constructor(readonly timeoutMs: number) {
    super(`worker task exceeded its ${timeoutMs} ms deadline`);
    this.name = "TaskTimeoutError";
  }
}

/** A task's process passed its heap cap: V8 stopped it and the process was replaced. */
export class TaskMemoryError extends Error {
  readonly code = "out-of-memory";
  constructor(readonly memoryMb: number) {
    super(`worker task exceeded the ${memoryMb} MB heap cap`);
    this.name = "TaskMemoryError";
  }
}

export interface WorkerPoolOptions {
  size: number;
  /** Hard deadline of one task, from the moment a process starts it (not while it waits). */
  timeoutMs: number;
  /**
   * The longest deadline a task may ask for while it runs (a scanned PDF's OCR asks for its own
   * time limit); default 90 s, under the queue's job expiry.
   */
  maxExtendedMs?: number;
  /** V8 heap cap (old generation) of each process. */
  memoryMb: number;
  /** The process's entry; tests give their own script to exercise the kill paths. */
  workerUrl?: URL;
  /** Told after every task that a process answered (for the logs' per-file spans). */
  onTaskDone?: (timing: TaskTiming) => void;
}

/** Where one task's time went, in milliseconds. */
export interface TaskTiming {
  /** From `run()` to a process taking it (waiting for a free, ready process). */
  waitMs: number;
  /** From the process taking it to its answer (includes the IPC of the task and the result). */
  runMs: number;
  /** CPU the process spent on it (user + system), as the process measured it. */
  cpuMs: number;
}

interface Queued {
  task: unknown;
  isUrgent: boolean;
  /** performance.now() when it was handed to the pool. */
  queuedAt: number;
  /** Whose task (a user id): a free process goes to the group running the fewest tasks. */
  group: string | undefined;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface WorkerProcess {
  child: ChildProcess;
  isReady: boolean;
  /** Resident memory when it became ready: the yardstick of its growth. */
  readyRss: number;
  current: { queued: Queued; id: number; timer: NodeJS.Timeout; startedAt: number } | null;
  /** The end of its stderr, where V8 writes why it stopped (e.g. the heap limit). */
  stderrTail: string;
}

const ENGINE_WORKER_URL = new URL("./resume-worker.mjs", import.meta.url);
/** Processes that die before they are ready, per minute, before the pool stops respawning them. */
const MAX_BOOT_FAILURES_PER_MINUTE = 5;
/**
 * A process whose resident memory grew by more than this over its start, after a task, is
 * replaced: a parser that held hundreds of MB for one hostile file keeps them (V8 and malloc
 * rarely give pages back), and only a new process returns them to the machine.
 */
export const RECYCLE_GROWTH_BYTES = 64 * 1024 * 1024;
const STDERR_TAIL_CHARS = 4_096;

/**
 * A small fixed pool of child processes that parse and score resumes and job descriptions, so
 * neither a batch of 50 PDFs nor one hostile file blocks the API's event loop or holds the pool.
 * Each process runs ONE task at a time (the rest wait in the pool, not in a process), under a hard
 * deadline and a heap cap: a process that passes either is killed and replaced, and only its own
 * task fails. Processes, not threads (decision 158): a killed or retired process returns all of
 * its memory to the machine, where a thread left its malloc arenas in the server's heap. Interactive
 * tasks (a job description being saved, a re-rank) go ahead of the queue's resumes, on one extra
 * process when all others are busy.
 */
export class WorkerPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly memoryMb: number;
  readonly maxExtendedMs: number;
  readonly #workerPath: string;
  readonly #onTaskDone: ((timing: TaskTiming) => void) | undefined;
  readonly #workers: WorkerProcess[] = [];
  readonly #waiting: Queued[] = [];
  #nextId = 1;
  #isClosed = false;
  #bootFailures: number[] = [];
  #recycledCount = 0;

  /** Processes start on the first task, so a server that never analyses never pays for them. */
  constructor(options: WorkerPoolOptions) {
    this.size = options.size;
    this.timeoutMs = options.timeoutMs;
    this.memoryMb = options.memoryMb;
    this.maxExtendedMs = options.maxExtendedMs ?? 90_000;
    this.#workerPath = fileURLToPath(options.workerUrl ?? ENGINE_WORKER_URL);
    this.#onTaskDone = options.onTaskDone;
  }

  get isClosed(): boolean {
    return this.#isClosed;
  }

  /** Tasks a process is running now. */
  get runningCount(): number {
    return this.#workers.filter((worker) => worker.current).length;
  }

  /** Tasks waiting for a process (not counting the running ones). */
  get waitingCount(): number {
    return this.#waiting.length;
  }

  /** Starts the processes ahead of the first task (e.g. while resumes upload). */
  warm(): void {
    if (this.#isClosed) return;
    while (this.#workers.length < this.size) this.#workers.push(this.#spawn());
  }

  /** Processes alive now: `size`, plus one while urgent work runs beside busy processes. */
  get threadCount(): number {
    return this.#workers.length;
  }

  /** The ids of the live processes (for the benches' memory accounting). */
  get processIds(): number[] {
    return this.#workers.flatMap((worker) => (worker.child.pid ? [worker.child.pid] : []));
  }

  /** Healthy processes replaced so far because a task left them bloated. */
  get recycledCount(): number {
    return this.#recycledCount;
  }

  /**
   * Runs one task on the next free process. `isUrgent` puts it ahead of the waiting ones;
   * otherwise a free process takes the oldest task of the `group` with the fewest tasks running,
   * so one user's batch of slow files cannot keep another user's resume waiting behind all of it.
   */
  run<T>(task: unknown, options: { isUrgent?: boolean; group?: string } = {}): Promise<T> {
    if (this.#isClosed) return Promise.reject(new Error("worker pool is closed"));
    return new Promise<T>((resolve, reject) => {
      const queued: Queued = {
        task,
        isUrgent: options.isUrgent ?? false,
        queuedAt: performance.now(),
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
    const workers = this.#workers.splice(0);
    for (const worker of workers) this.#settle(worker, error);
    await Promise.all(workers.map((worker) => stop(worker.child)));
  }

  #spawn(): WorkerProcess {
    const child = fork(this.#workerPath, [], {
      // Not the server's own flags (--import tsx, --inspect, a test runner's): the cap, and only it.
      execArgv: [
        `--max-old-space-size=${this.memoryMb}`,
        `--max-semi-space-size=${Math.max(1, Math.min(16, Math.floor(this.memoryMb / 32)))}`,
      ],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    const worker: WorkerProcess = {
      child,
      isReady: false,
      readyRss: 0,
      current: null,
      stderrTail: "",
    };
    child.stderr?.setEncoding("utf8");
    (child.stderr as { unref?(): void } | null)?.unref?.();
    child.stderr?.on("data", (chunk: string) => {
      worker.stderrTail = (worker.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    release(child);
    child.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        worker.isReady = true;
        worker.readyRss = message.rss;
        this.#dispatch();
        return;
      }
      const running = worker.current;
      if (!running || message.id !== running.id) return;
      if (message.type === "extend") {
        this.#extend(worker, message.timeoutMs);
        return;
      }
      if (this.#onTaskDone) {
        const now = performance.now();
        this.#onTaskDone({
          waitMs: running.startedAt - running.queued.queuedAt,
          runMs: now - running.startedAt,
          cpuMs: message.cpuMs ?? 0,
        });
      }
      this.#settle(worker, message.ok ? null : new Error(message.error), message.result);
      if (this.#workers.length > this.size && !this.#waiting[0]?.isUrgent) this.#retire(worker);
      else if (message.rss - worker.readyRss > RECYCLE_GROWTH_BYTES) this.#recycle(worker);
      this.#dispatch();
    });
    // A process that cannot start at all (e.g. the entry is missing) emits 'error', then 'exit'.
    child.on("error", () => {});
    // 'close', not 'exit': V8's last words on stderr (the heap limit) have been read by then.
    child.on("close", (code, signal) => {
      const index = this.#workers.indexOf(worker);
      if (index < 0) return; // already replaced (deadline, recycled) or the pool is closing
      this.#settle(worker, this.#exitError(worker, code, signal));
      this.#workers.splice(index, 1);
      if (!worker.isReady) this.#recordBootFailure();
      this.#dispatch();
    });
    return worker;
  }

  #exitError(worker: WorkerProcess, code: number | null, signal: NodeJS.Signals | null): Error {
    if (/heap out of memory|Reached heap limit/i.test(worker.stderrTail)) {
      return new TaskMemoryError(this.memoryMb);
    }
    const reason = worker.stderrTail.trim().split("\n").at(-1);
    return new Error(
      `worker process exited with ${signal ? `signal ${signal}` : `code ${code}`}${reason ? `: ${reason}` : ""}`,
    );
  }

  /** Ends the process's running task: resolved with `result`, or rejected with `error`. */
  #settle(worker: WorkerProcess, error: Error | null, result?: unknown): void {
    const running = worker.current;
    if (!running) return;
    worker.current = null;
    clearTimeout(running.timer);
    this.#holdWhileWorking();
    if (error) running.queued.reject(error);
    else running.queued.resolve(result);
  }

  #recordBootFailure(): void {
    const now = Date.now();
    this.#bootFailures = this.#bootFailures.filter((time) => now - time < 60_000);
    this.#bootFailures.push(now);
    // A process that cannot even start (broken install) would otherwise respawn in a tight loop.
    if (this.#bootFailures.length > MAX_BOOT_FAILURES_PER_MINUTE) {
      const error = new Error("worker processes keep failing to start");
      for (const queued of this.#waiting.splice(0)) queued.reject(error);
    }
  }

  /** Ends a burst process once the urgent work it was started for is done. */
  #retire(worker: WorkerProcess): void {
    const index = this.#workers.indexOf(worker);
    if (index >= 0) this.#workers.splice(index, 1);
    void stop(worker.child);
  }

  /** Replaces an idle process that a task left bloated; the replacement starts at once. */
  #recycle(worker: WorkerProcess): void {
    this.#recycledCount += 1;
    this.#retire(worker);
    this.warm();
  }

  #dispatch(): void {
    if (this.#isClosed) return;
    if (this.#waiting.length > 0) this.warm();
    // A recruiter waiting on a JD must not wait out a hostile file's deadline: when every process
    // is busy, one extra process starts for urgent tasks and ends when they are done.
    if (
      this.#waiting[0]?.isUrgent &&
      this.#workers.length <= this.size &&
      this.#workers.every((worker) => worker.current)
    ) {
      this.#workers.push(this.#spawn());
    }
    for (const worker of this.#workers) {
      if (this.#waiting.length === 0) break;
      if (!worker.isReady || worker.current) continue;
      const queued = this.#takeNext();
      const id = this.#nextId++;
      const timer = setTimeout(() => this.#kill(worker), this.timeoutMs);
      worker.current = { queued, id, timer, startedAt: performance.now() };
      worker.child.send({ id, task: queued.task });
    }
    this.#holdWhileWorking();
  }

  /** Someone awaits a task: its process keeps the server alive; an idle pool does not. */
  #holdWhileWorking(): void {
    const isWaiting = this.#waiting.length > 0;
    for (const worker of this.#workers) {
      if (worker.current || (isWaiting && !worker.isReady)) hold(worker.child);
      else release(worker.child);
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
      const load = this.#workers.filter(
        (worker) => worker.current && worker.current.queued.group === queued.group,
      ).length;
      if (load < bestLoad) {
        best = index;
        bestLoad = load;
        if (load === 0) break;
      }
    }
    return this.#waiting.splice(best, 1)[0] as Queued;
  }

  /** A running task asks for more time (OCR): a new deadline from now, never past the cap. */
  #extend(worker: WorkerProcess, timeoutMs: number): void {
    const running = worker.current;
    if (!running) return;
    const ms = Math.min(Math.max(timeoutMs + 2_000, this.timeoutMs), this.maxExtendedMs);
    clearTimeout(running.timer);
    running.timer = setTimeout(() => this.#kill(worker, ms), ms);
  }

  /** Past the deadline: fail the task now, kill the process, start its replacement. */
  #kill(worker: WorkerProcess, timeoutMs = this.timeoutMs): void {
    const index = this.#workers.indexOf(worker);
    if (index >= 0) this.#workers.splice(index, 1);
    this.#settle(worker, new TaskTimeoutError(timeoutMs));
    // SIGKILL stops native work too (one long inflate call) and frees all of the process's memory.
    void stop(worker.child);
    this.#dispatch();
  }
}

/** An idle process does not keep the server alive (like an unref'd timer). */
function release(child: ChildProcess): void {
  child.unref();
  (child.channel as { unref?(): void } | undefined)?.unref?.();
}

/** A task is running or waiting for it: the server waits for the answer. */
function hold(child: ChildProcess): void {
  child.ref();
  (child.channel as { ref?(): void } | undefined)?.ref?.();
}

/** Kills the process at once and resolves when it is gone. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // Whoever awaits the kill waits for it, even when nothing else keeps the server alive.
    hold(child);
    child.kill("SIGKILL");
  });
}

/** What a worker process sends; `rss` is its resident memory at that moment, in bytes. */
type WorkerMessage =
  | { type: "ready"; rss: number }
  | { type: "extend"; id: number; timeoutMs: number; rss: number }
  | {
      type: "result";
      id: number;
      ok: boolean;
      result?: unknown;
      error?: string;
      rss: number;
      /** CPU time the task took in the process (absent from older or test entries). */
      cpuMs?: number;
    };

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
