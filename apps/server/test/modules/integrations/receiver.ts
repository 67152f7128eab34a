import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  answeredWith: number;
}

/**
 * A webhook receiver on loopback: records every request and answers with `answer(n)` for the n-th
 * (1-based). `waitFor` resolves once `count` requests matched (no sleeps: it listens).
 */
export async function startReceiver(answer: (n: number) => number = () => 200) {
  const received: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = answer(received.length + 1);
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        answeredWith: status,
      });
      response.statusCode = status;
      response.end(status < 300 ? "ok" : "no");
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Resolves with the matching requests once there are at least `count`. */
    waitFor(predicate: (request: ReceivedRequest) => boolean, count = 1, timeoutMs = 90_000) {
      return new Promise<ReceivedRequest[]>((resolve, reject) => {
        const check = () => {
          const matching = received.filter(predicate);
          if (matching.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(matching);
          }
        };
        // Only a bound on a hang: the promise resolves on the request itself.
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.filter(predicate).length} of ${count} requests`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
