import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { webhookDeliveries } from "../../../src/db/schema/index.ts";
import { deliverWebhookJob } from "../../../src/jobs/deliver-webhook.job.ts";
import { verifyWebhookSignature } from "../../../src/modules/webhooks/webhook-signature.ts";
import { assertWebhookUrl } from "../../../src/modules/webhooks/webhook-url.ts";
import { type AnalyzerTestContext, signUp, startAnalyzerApp } from "../analysis/support.ts";
import { type ReceivedRequest, startReceiver } from "./receiver.ts";

let context: AnalyzerTestContext;
let owner: { id: string; token: string };

async function call(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  auth: string,
  body?: unknown,
) {
  const response = await context.t.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: { authorization: `Bearer ${auth}` },
  });
  const isJson = String(response.headers["content-type"] ?? "").includes("json");
  return { status: response.statusCode, body: isJson ? response.json() : response.body };
}

async function addEndpoint(url: string, events: string[] = ["batch.completed"]) {
  const created = await call("POST", "/api/webhooks", owner.token, { url, events });
  expect(created.status).toBe(201);
  return created.body.data as { endpoint: { id: string }; secret: string };
}

const eventOf = (request: ReceivedRequest) =>
  JSON.parse(request.body) as { id: string; type: string; data: Record<string, unknown> };

function expectSigned(request: ReceivedRequest, secret: string) {
  const header = String(request.headers["hirelens-signature"]);
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifyWebhookSignature(secret, request.body, header)).toBe(true);
  expect(verifyWebhookSignature(`${secret}x`, request.body, header)).toBe(false);
  expect(verifyWebhookSignature(secret, `${request.body} `, header)).toBe(false);
}

beforeAll(async () => {
  context = await startAnalyzerApp({
    WEBHOOK_ALLOW_LOCAL_URLS: "true",
    WEBHOOK_RETRY_DELAY_SECONDS: "1",
  });
  owner = await signUp(context, "Wanda Webhook");
}, 180_000);
afterAll(async () => context?.close());

describe("webhook URLs (SSRF)", () => {
  const deployed = { APP_URL: "https://hirelens.example", WEBHOOK_ALLOW_LOCAL_URLS: undefined };
  const dev = { APP_URL: "http://localhost:3000", WEBHOOK_ALLOW_LOCAL_URLS: undefined };
  it("accepts public https everywhere, http to localhost on a development server only", () => {
    expect(() => assertWebhookUrl(deployed, "https://hooks.example.com/in")).not.toThrow();
    expect(() => assertWebhookUrl(dev, "http://localhost:4000/in")).not.toThrow();
    for (const url of [
      "http://localhost:4000/in",
      "https://127.0.0.1/in",
      "https://10.1.2.3/in",
      "https://[::1]/in",
      "https://169.254.169.254/latest",
      "http://hooks.example.com/in",
    ]) {
      expect(() => assertWebhookUrl(deployed, url), url).toThrow();
    }
    expect(() => assertWebhookUrl(dev, "http://hooks.example.com/in")).toThrow();
  });

  it("answers 422 with the field's message for another scheme", async () => {
    const answer = await call("POST", "/api/webhooks", owner.token, {
      url: "ftp://example.com/in",
      events: ["batch.completed"],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.url).toContain("Enter a full URL starting with https://.");
  });
});

describe("webhook deliveries", () => {
  it("signs a test event with the endpoint's secret and logs it delivered", async () => {
    const receiver = await startReceiver();
    try {
      const { endpoint, secret } = await addEndpoint(receiver.url);
      expect(secret).toMatch(/^whsec_/);
      const test = await call("POST", `/api/webhooks/${endpoint.id}/test`, owner.token);
      expect(test.status).toBe(202);
      const [request] = await receiver.waitFor(() => true);
      expectSigned(request as ReceivedRequest, secret);
      expect(eventOf(request as ReceivedRequest).type).toBe("webhook.test");
      expect(request?.headers["hirelens-delivery-id"]).toBe(test.body.data.id);

      await expect
        .poll(
          async () =>
            (await call("GET", `/api/webhooks/${endpoint.id}/deliveries`, owner.token)).body
              .data[0],
        )
        .toMatchObject({ status: "delivered", responseCode: 200, attempts: 1 });

      // A rotated secret signs from now on; the old one no longer verifies.
      const rotated = await call("POST", `/api/webhooks/${endpoint.id}/rotate-secret`, owner.token);
      expect(rotated.status).toBe(200);
      await call("POST", `/api/webhooks/${endpoint.id}/test`, owner.token);
      const [, second] = await receiver.waitFor(() => true, 2);
      expectSigned(second as ReceivedRequest, rotated.body.data.secret);
      expect(
        verifyWebhookSignature(
          secret,
          second?.body ?? "",
          String(second?.headers["hirelens-signature"]),
        ),
      ).toBe(false);
    } finally {
      await receiver.close();
    }
  });

  it("retries through the queue with exponential backoff: 8 tries, the delay about doubling, at most an hour", () => {
    const options = deliverWebhookJob.queue(context.t.env);
    expect(options).toMatchObject({
      retryLimit: 7,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 3600,
    });
  });

  it("retries a receiver that fails three times and delivers on the fourth try, once", async () => {
    const receiver = await startReceiver((n) => (n <= 3 ? 500 : 200));
    try {
      const { endpoint, secret } = await addEndpoint(receiver.url);
      const test = await call("POST", `/api/webhooks/${endpoint.id}/test`, owner.token);
      const requests = await receiver.waitFor(() => true, 4);
      expect(requests.map((request) => request.answeredWith)).toEqual([500, 500, 500, 200]);
      expect(new Set(requests.map((request) => eventOf(request).id)).size).toBe(1);
      expectSigned(requests[3] as ReceivedRequest, secret);
      await expect
        .poll(async () => {
          const [row] = await context.t.app.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.id, test.body.data.id));
          return (
            row && { status: row.status, attempts: row.attempts, responseCode: row.responseCode }
          );
        })
        .toEqual({ status: "delivered", attempts: 4, responseCode: 200 });
      expect(receiver.received).toHaveLength(4);
    } finally {
      await receiver.close();
    }
  });

  it("delivers nothing twice across a worker restart, and finishes a retry the old worker left", async () => {
    let failFirst = true;
    const receiver = await startReceiver(() => {
      if (failFirst) {
        failFirst = false;
        return 503;
      }
      return 200;
    });
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      // One event delivered before the restart.
      const { endpoint } = await addEndpoint(receiver.url);
      // The first send fails (503): its retry is due after the restart.
      const pendingTest = await call("POST", `/api/webhooks/${endpoint.id}/test`, owner.token);
      await receiver.waitFor((request) => request.answeredWith === 503);
      const delivered = await call("POST", `/api/webhooks/${endpoint.id}/test`, owner.token);
      await receiver.waitFor(
        (request) =>
          eventOf(request).id === delivered.body.data.eventId && request.answeredWith === 200,
      );

      await context.t.app.close();
      second = await buildApp({ env: context.t.env, database: context.t.database });
      await second.ready();

      await receiver.waitFor(
        (request) =>
          eventOf(request).id === pendingTest.body.data.eventId && request.answeredWith === 200,
      );
      // A sentinel sent through the new worker arrives after anything it could have re-sent.
      const app = second;
      const sentinel = await app.inject({
        method: "POST",
        url: `/api/webhooks/${endpoint.id}/test`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const sentinelEvent = sentinel.json().data.eventId as string;
      await receiver.waitFor((request) => eventOf(request).id === sentinelEvent);

      const okByEvent = new Map<string, number>();
      for (const request of receiver.received.filter((r) => r.answeredWith === 200)) {
        const id = eventOf(request).id;
        okByEvent.set(id, (okByEvent.get(id) ?? 0) + 1);
      }
      expect([...okByEvent.values()]).toEqual([1, 1, 1]);
      expect(receiver.received).toHaveLength(4);
    } finally {
      await second?.close();
      await receiver.close();
    }
  });
});
