import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { checkedLookup } from "./webhook-url.ts";

/** How long a try waits for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of an answer read (and then dropped): receivers should answer 2xx with little. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SendOutcome {
  /** The HTTP status, or null when there was no answer. */
  status: number | null;
  /** Why there was no answer (timeout, refused, private address, …). */
  error: string | null;
}

/** POSTs one signed body; never follows a redirect (a 3xx is a failed try). */
export function sendWebhookRequest(input: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowLocal: boolean;
}): Promise<SendOutcome> {
  const url = new URL(input.url);
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = request(
      url,
      {
        method: "POST",
        lookup: checkedLookup(input.allowLocal) as never,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(input.body)),
          "user-agent": "HireLens-Webhooks/1",
          ...input.headers,
        },
      },
      (res) => {
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () => settle({ status: res.statusCode ?? null, error: null });
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    req.on("timeout", () => {
      req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      settle({
        status: null,
        error: error.code ? `${error.code}: ${error.message}` : error.message,
      });
    });
    req.end(input.body);
  });
}
