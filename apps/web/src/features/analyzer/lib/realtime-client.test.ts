import { REALTIME_HEARTBEAT_MS, type RealtimeEvent } from "@hirelens/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createSseParser,
  openRealtime,
  REALTIME_SILENCE_LIMIT_MS,
  type RealtimeStatus,
  reconnectDelay,
} from "./realtime-client";

const encoder = new TextEncoder();
const frame = (event: Partial<RealtimeEvent>) =>
  `event: ${event.type}\ndata: ${JSON.stringify({ at: "2026-11-21T00:00:00Z", ...event })}\n\n`;

/** A fetch whose every call opens a stream the test writes to (or answers a fixed status). */
function scriptedFetch(statuses: number[] = []) {
  const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(init);
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response(null, { status });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streams.push(controller);
        init.signal?.addEventListener("abort", () => {
          try {
            controller.error(new DOMException("aborted", "AbortError"));
          } catch {}
        });
      },
    });
    return new Response(body, { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, streams, calls };
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("realtime client", () => {
  it("backs off 1, 2, 5, 10 s and then stays at 10 s", () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it("parses SSE frames split across chunks", () => {
    const seen: string[] = [];
    const parse = createSseParser((data) => seen.push(data));
    parse("event: ready\nda");
    parse('ta: {"a":1}\n');
    parse("\n: comment\n\ndata: two\r\n\r\n");
    expect(seen).toEqual(['{"a":1}', "two"]);
  });

  it("sends the bearer token, delivers events and reports open on ready", async () => {
    vi.useFakeTimers();
    const { fetch, streams, calls } = scriptedFetch();
    const events: RealtimeEvent[] = [];
    const statuses: RealtimeStatus[] = [];
    const conn = openRealtime({
      url: "/api/realtime/events?batchId=b",
      getToken: () => "tok",
      onEvent: (e) => events.push(e),
      onStatus: (s) => statuses.push(s),
      fetch,
    });
    await flush();
    expect(new Headers(calls[0]?.headers).get("Authorization")).toBe("Bearer tok");
    streams[0]?.enqueue(encoder.encode(frame({ type: "ready" })));
    streams[0]?.enqueue(
      encoder.encode(frame({ type: "file.scored", candidateId: "c1", score: 81 })),
    );
    await flush();
    expect(events.map((e) => e.type)).toEqual(["ready", "file.scored"]);
    expect(statuses).toContain("open");
    conn.close();
  });

  it("reconnects with backoff when the server is down, and resets after a ready", async () => {
    vi.useFakeTimers();
    const { fetch, streams } = scriptedFetch([503, 503, 503]);
    const retries: number[] = [];
    const conn = openRealtime({
      url: "/e",
      getToken: () => "tok",
      onEvent: () => {},
      onStatus: (s, retryIn) => {
        if (s === "reconnecting" && retryIn !== undefined) retries.push(retryIn);
      },
      fetch,
    });
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    await flush();
    await vi.advanceTimersByTimeAsync(5000);
    await flush();
    expect(retries).toEqual([1000, 2000, 5000]);
    // The 4th attempt connects; a ready resets the backoff, so the next drop waits 1 s again.
    streams[0]?.enqueue(encoder.encode(frame({ type: "ready" })));
    await flush();
    streams[0]?.close();
    await flush();
    expect(retries).toEqual([1000, 2000, 5000, 1000]);
    conn.close();
  });

  it("treats 40 s of silence (heartbeat 30 s + timeout 10 s) as a dead stream", async () => {
    vi.useFakeTimers();
    const { fetch, streams } = scriptedFetch();
    const statuses: RealtimeStatus[] = [];
    const conn = openRealtime({
      url: "/e",
      getToken: () => "t",
      onEvent: () => {},
      onStatus: (s) => statuses.push(s),
      fetch,
    });
    await flush();
    streams[0]?.enqueue(encoder.encode(frame({ type: "ready" })));
    await flush();
    await vi.advanceTimersByTimeAsync(REALTIME_HEARTBEAT_MS);
    streams[0]?.enqueue(encoder.encode(frame({ type: "heartbeat" })));
    await flush();
    await vi.advanceTimersByTimeAsync(REALTIME_SILENCE_LIMIT_MS - 1);
    expect(statuses.at(-1)).toBe("open");
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(statuses.at(-1)).toBe("reconnecting");
    conn.close();
  });

  it("stops on 401 and reports the session as gone", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch([401]);
    const onUnauthorized = vi.fn();
    openRealtime({ url: "/e", getToken: () => "t", onEvent: () => {}, onUnauthorized, fetch });
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it("after a 401 for a token the session refresh replaced, reconnects with the new token", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scriptedFetch([401, 200]);
    const onUnauthorized = vi.fn();
    let token = "old";
    const tokenOf = (call: RequestInit) =>
      (call.headers as Record<string, string> | undefined)?.Authorization;
    openRealtime({
      url: "/e",
      getToken: () => {
        const current = token;
        token = "new";
        return current;
      },
      onEvent: () => {},
      onUnauthorized,
      fetch,
    });
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls.map(tokenOf)).toEqual(["Bearer old", "Bearer new"]);
  });
});
