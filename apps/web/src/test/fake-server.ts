import { vi } from "vitest";

export type FakeAnswer = { status: number; body?: unknown };
export type FakeRoute = (body: unknown) => FakeAnswer;

/**
 * Stands in for the HTTP server behind `fetch` (the boundary the web app talks to), so components
 * run their real API calls, client and stores. Returns the calls made, as "METHOD /path" + body.
 */
export function stubServer(routes: Record<string, FakeRoute>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input.toString();
      const key = `${init?.method ?? "GET"} ${url.replace(/^\/api/, "")}`;
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      calls.push({ key, body });
      const route = routes[key];
      const answer = route
        ? route(body)
        : { status: 404, body: { status: 404, code: "NOT_FOUND", message: "Not found" } };
      return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}
