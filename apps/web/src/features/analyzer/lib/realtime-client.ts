import {
  parseRealtimeEvent,
  REALTIME_DEFAULT_TIMEOUT_MS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_BACKOFF_MS,
  type RealtimeEvent,
  WORKSPACE_HEADER,
} from "@hirelens/contracts";
import { readActiveWorkspaceId } from "@/lib/active-workspace";
import { replacementToken } from "@/lib/auth-storage";

export type RealtimeStatus = "connecting" | "open" | "reconnecting" | "closed" | "unauthorized";

export type RealtimeOptions = {
  url: string;
  getToken: () => string | null;
  onEvent: (event: RealtimeEvent) => void;
  onStatus?: (status: RealtimeStatus, retryInMs?: number) => void;
  /** After a 401: the session is gone (spec §8), the caller signs the user out. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
};

/** The delay before reconnect attempt `attempt` (0-based): 1, 2, 5, 10 s, then 10 s (spec §9). */
export function reconnectDelay(attempt: number): number {
  const steps = REALTIME_RECONNECT_BACKOFF_MS;
  return steps[Math.min(attempt, steps.length - 1)] ?? 10_000;
}

/** Silence longer than this means the stream is dead: one missed heartbeat plus the default timeout. */
export const REALTIME_SILENCE_LIMIT_MS = REALTIME_HEARTBEAT_MS + REALTIME_DEFAULT_TIMEOUT_MS;

/** Splits an SSE byte stream into `data:` payloads, one per blank-line-terminated message. */
export function createSseParser(onData: (data: string) => void) {
  let buffer = "";
  let dataLines: string[] = [];
  return (chunk: string) => {
    buffer += chunk;
    let newline = buffer.search(/\r?\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === "\r" ? newline + 2 : newline + 1);
      if (line === "") {
        if (dataLines.length > 0) onData(dataLines.join("\n"));
        dataLines = [];
      } else if (line.startsWith("data:")) {
        dataLines.push(line.slice(5).replace(/^ /, ""));
      }
      newline = buffer.search(/\r?\n/);
    }
  };
}

/**
 * Server-Sent Events over fetch (so the bearer token can be sent), per the realtime contract:
 * a watchdog for silence (heartbeat 30 s + timeout 10 s), a 10 s connect timeout, and reconnects
 * after 1, 2, 5, 10 s, reset by every `ready`.
 */
export function openRealtime(options: RealtimeOptions): { close: () => void } {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let attempt = 0;
  let isClosed = false;
  let controller: AbortController | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (status: RealtimeStatus, retryInMs?: number) =>
    options.onStatus?.(status, retryInMs);

  function armWatchdog(ms: number) {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => controller?.abort(), ms);
  }

  function scheduleReconnect() {
    clearTimeout(watchdog);
    if (isClosed) return;
    const delay = reconnectDelay(attempt);
    attempt += 1;
    setStatus("reconnecting", delay);
    retryTimer = setTimeout(connect, delay);
  }

  async function connect() {
    if (isClosed) return;
    const token = options.getToken();
    controller = new AbortController();
    const signal = controller.signal;
    setStatus("connecting");
    armWatchdog(REALTIME_DEFAULT_TIMEOUT_MS);
    // The events of the active workspace's batches (none = the personal workspace).
    const workspaceId =
      token && typeof window !== "undefined" ? readActiveWorkspaceId(window.localStorage) : null;
    try {
      const response = await fetchImpl(options.url, {
        headers: {
          Accept: "text/event-stream",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {}),
        },
        signal,
        cache: "no-store",
      });
      if (response.status === 401) {
        // The session refresh replaced the token meanwhile: the new one is still good.
        if (replacementToken(token, options.getToken())) {
          clearTimeout(watchdog);
          void connect();
          return;
        }
        clearTimeout(watchdog);
        isClosed = true;
        setStatus("unauthorized");
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) {
        scheduleReconnect();
        return;
      }
      armWatchdog(REALTIME_SILENCE_LIMIT_MS);
      const parse = createSseParser((data) => {
        const event = parseRealtimeEvent(data);
        if (!event) return;
        if (event.type === "ready") {
          attempt = 0;
          setStatus("open");
        }
        options.onEvent(event);
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      while (!isClosed) {
        const { done, value } = await reader.read();
        if (done) break;
        armWatchdog(REALTIME_SILENCE_LIMIT_MS);
        parse(decoder.decode(value, { stream: true }));
      }
      if (!isClosed) scheduleReconnect();
    } catch {
      if (!isClosed) scheduleReconnect();
    }
  }

  void connect();
  return {
    close: () => {
      isClosed = true;
      clearTimeout(watchdog);
      clearTimeout(retryTimer);
      controller?.abort();
      setStatus("closed");
    },
  };
}
