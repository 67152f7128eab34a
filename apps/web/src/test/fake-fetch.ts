import { vi } from "vitest";

export type FakeReply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { throws: unknown }
  | { hang: true };

export type FakeCall = { url: string; init: RequestInit; body: unknown };

/** A fetch stand-in answering from a queue of replies and recording each call. */
export function createFakeFetch(...replies: FakeReply[]) {
  const calls: FakeCall[] = [];
  const queue = [...replies];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ url: String(input), init, body });
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (!reply) throw new Error("fake fetch: no reply queued");
    if ("throws" in reply) throw reply.throws;
    if ("hang" in reply) {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      });
    }
    const text =
      reply.body === undefined
        ? ""
        : typeof reply.body === "string"
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text === "" ? null : text, {
      status: reply.status,
      headers: {
        "content-type": typeof reply.body === "string" ? "text/plain" : "application/json",
        ...reply.headers,
      },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
