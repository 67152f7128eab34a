/**
 * Where the time of one browser analysis run goes (analysis-browser.bench.ts): CPU time of the
 * server and of its engine processes per phase (read from /proc, so it holds on a loaded machine
 * where wall times do not), the page's requests and bytes, the page's own main-thread time (CDP
 * Performance metrics) and the server's per-file spans (debug log lines of the queue plugin).
 */
import { readdirSync, readFileSync } from "node:fs";
import type { CDPSession, Page, Request } from "@playwright/test";
import type { LogLine } from "../test/helpers/server-process.ts";

const TICKS_PER_SECOND = 100;

function statOf(pid: number): { own: number; reaped: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command (which may hold spaces) start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime, cutime, cstime are fields 14-17 (1-based), 12-15 here.
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
    return {
      own: ((utime ?? 0) + (stime ?? 0)) / TICKS_PER_SECOND,
      reaped: ((cutime ?? 0) + (cstime ?? 0)) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    // gone
  }
  return children;
}

export interface CpuSample {
  /** CPU seconds of the server process itself (its event loop, PGlite, pg-boss, threads). */
  server: number;
  /** CPU seconds of its engine processes, live and exited (reaped ones count in the parent). */
  engine: number;
  /** CPU seconds of Chromium: every other live process under this one (renderer, GPU, browser). */
  browser: number;
}

/** Every live process under `pid`, but not `skip` and its own. */
function descendantsOf(pid: number, skip: number): number[] {
  const found: number[] = [];
  for (const child of childrenOf(pid)) {
    if (child === skip) continue;
    found.push(child, ...descendantsOf(child, skip));
  }
  return found;
}

/** CPU seconds used so far by the server process, its child processes, and the browser. */
export function sampleCpu(serverPid: number): CpuSample {
  const server = statOf(serverPid);
  let engine = server?.reaped ?? 0;
  for (const child of childrenOf(serverPid)) engine += statOf(child)?.own ?? 0;
  let browser = 0;
  for (const pid of descendantsOf(process.pid, serverPid)) browser += statOf(pid)?.own ?? 0;
  return { server: server?.own ?? 0, engine, browser };
}

interface TrackedRequest {
  method: string;
  path: string;
  startedAt: number;
  endedAt?: number;
  bytesUp: number;
  bytesDown: number;
}

/** Every request the page makes from `start()` on, with its times (ms since the epoch) and sizes. */
export class RequestLog {
  readonly requests: TrackedRequest[] = [];
  readonly #byRequest = new Map<Request, TrackedRequest>();
  readonly #pending = new Set<Promise<void>>();

  constructor(page: Page) {
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/")) return;
      const entry: TrackedRequest = {
        method: request.method(),
        path: url.pathname,
        startedAt: Date.now(),
        bytesUp: 0,
        bytesDown: 0,
      };
      this.requests.push(entry);
      this.#byRequest.set(request, entry);
    });
    const finish = (request: Request) => {
      const entry = this.#byRequest.get(request);
      if (!entry) return;
      entry.endedAt = Date.now();
      const sizes = request
        .sizes()
        .then((size) => {
          entry.bytesUp = size.requestBodySize + size.requestHeadersSize;
          entry.bytesDown = size.responseBodySize + size.responseHeadersSize;
        })
        .catch(() => {});
      this.#pending.add(sizes);
      void sizes.finally(() => this.#pending.delete(sizes));
    };
    page.on("requestfinished", finish);
    page.on("requestfailed", finish);
  }

  async settled(): Promise<void> {
    await Promise.all([...this.#pending]);
  }
}

/** Named group of a request path (ids replaced). */
export function routeOf(request: { method: string; path: string }): string {
  const path = request.path.replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    ":id",
  );
  return `${request.method} ${path.startsWith("/assets/") ? "/assets/*" : path}`;
}

/** The page's main-thread totals so far, in seconds (Chromium's Performance domain). */
export async function pageMetrics(session: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await session.send("Performance.getMetrics")) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const wanted = ["TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration"];
  return Object.fromEntries(
    metrics.filter((metric) => wanted.includes(metric.name)).map((m) => [m.name, m.value]),
  );
}

function quantiles(values: number[]): string {
  if (values.length === 0) return "none";
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const sum = values.reduce((total, value) => total + value, 0);
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)}, max ${at(1).toFixed(0)}, sum ${(sum / 1000).toFixed(2)} s`;
}

export interface RunRecord {
  clickedAt: number;
  doneAt: number;
  /** CPU at the click, when the analysis request was sent, at its answer, and at the end. */
  cpu: { click: CpuSample; startSent: CpuSample; started: CpuSample; done: CpuSample };
  page: { before: Record<string, number>; after: Record<string, number> };
  requests: TrackedRequest[];
  /** The server's log lines written during the run. */
  logLines: LogLine[];
}

/** Prints the breakdown of one run. */
export function printBreakdown(run: RunRecord): void {
  const at = (time: number | undefined) =>
    time === undefined ? "—" : `${((time - run.clickedAt) / 1000).toFixed(2)} s`;
  const cpu = (from: CpuSample, to: CpuSample) =>
    `server ${(to.server - from.server).toFixed(2)} s, engine ${(to.engine - from.engine).toFixed(2)} s, Chromium ${(to.browser - from.browser).toFixed(2)} s`;
  const uploads = run.requests.filter((request) => routeOf(request) === "POST /api/files/upload");
  const start = run.requests.find((request) =>
    /^POST \/api\/(resume-analysis|analysis\/analyze)$/.test(routeOf(request)),
  );
  const lines = run.logLines;
  const scored = lines.filter((line) => line.span === "job" && line.queue === "analyze-resume");
  const engine = lines.filter((line) => line.span === "engine");
  const responseTimes = new Map<string, number[]>();
  const urlOf = new Map<string, string>();
  for (const line of lines) {
    if (line.msg === "incoming request" && line.req)
      urlOf.set(line.reqId, `${line.req.method} ${line.req.url}`);
    if (line.msg === "request completed" && typeof line.responseTime === "number") {
      const route = routeOf({
        method: (urlOf.get(line.reqId) ?? "? ?").split(" ")[0] ?? "?",
        path: ((urlOf.get(line.reqId) ?? "? ?").split(" ")[1] ?? "?").split("?")[0] ?? "?",
      });
      responseTimes.set(route, [...(responseTimes.get(route) ?? []), line.responseTime]);
    }
  }
  const lastJobAt = scored.length
    ? Math.max(...scored.map((line) => Number(line.time)))
    : undefined;
  const firstJobAt = scored.length
    ? Math.min(...scored.map((line) => Number(line.time)))
    : undefined;
  console.log("  timeline (from the click):");
  console.log(
    `    uploads ${uploads.length} requests: first sent ${at(uploads[0]?.startedAt)}, last answered ${at(Math.max(...uploads.map((u) => u.endedAt ?? 0)))}`,
  );
  console.log(`    analysis start: sent ${at(start?.startedAt)}, answered ${at(start?.endedAt)}`);
  console.log(
    `    files done on the server: first ${at(firstJobAt)}, last ${at(lastJobAt)}; "Analysis complete" seen ${at(run.doneAt)}`,
  );
  console.log("  CPU (load-independent):");
  console.log(`    click -> start sent (uploads): ${cpu(run.cpu.click, run.cpu.startSent)}`);
  console.log(`    start sent -> answered:        ${cpu(run.cpu.startSent, run.cpu.started)}`);
  console.log(`    answered -> complete:          ${cpu(run.cpu.started, run.cpu.done)}`);
  const metric = (name: string) =>
    ((run.page.after[name] ?? 0) - (run.page.before[name] ?? 0)).toFixed(2);
  console.log(
    `    page main thread (wall time of its tasks, grows with load): tasks ${metric("TaskDuration")} s (script ${metric("ScriptDuration")}, layout ${metric("LayoutDuration")}, style ${metric("RecalcStyleDuration")})`,
  );
  console.log("  per file on the server:");
  console.log(
    `    queue pickup (send -> fetch): ${quantiles(scored.map((line) => line.pickupMs))}`,
  );
  console.log(
    `    job run (fetch -> stored + published): ${quantiles(scored.map((line) => line.runMs))}`,
  );
  console.log(`    engine wait for a process: ${quantiles(engine.map((line) => line.waitMs))}`);
  console.log(
    `    engine run (IPC + parse + score): ${quantiles(engine.map((line) => line.runMs))}`,
  );
  console.log(`    engine CPU in its process: ${quantiles(engine.map((line) => line.cpuMs))}`);
  console.log("  requests of the page (count, bytes down, server time):");
  const groups = new Map<string, TrackedRequest[]>();
  for (const request of run.requests) {
    const route = routeOf(request);
    groups.set(route, [...(groups.get(route) ?? []), request]);
  }
  for (const [route, requests] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const down = requests.reduce((total, request) => total + request.bytesDown, 0);
    const up = requests.reduce((total, request) => total + request.bytesUp, 0);
    const times = responseTimes.get(route.replace(/\/assets\/\*$/, "")) ?? [];
    console.log(
      `    ${String(requests.length).padStart(3)} x ${route}: ${(down / 1024).toFixed(0)} KB down, ${(up / 1024).toFixed(0)} KB up${times.length ? `; server ${quantiles(times)}` : ""}`,
    );
  }
}
