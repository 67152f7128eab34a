import { ERROR_MESSAGES } from "@hirelens/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_TEXT_TOO_SLOW } from "../../../src/modules/job-descriptions/job-descriptions.service.ts";
import {
  type AnalyzerTestContext,
  JOB_TEXT,
  signUp,
  startAnalyzerApp,
} from "../analysis/support.ts";

// One line of skills the engine's JD parser needs tens of seconds for (issue 15, item 2).
const SLOW_JOB_TEXT = "Node.js TypeScript PostgreSQL Docker Kubernetes AWS GraphQL Redis, "
  .repeat(800)
  .slice(0, 49_000);

let context: AnalyzerTestContext;

beforeAll(async () => {
  context = await startAnalyzerApp({
    ANALYSIS_TIMEOUT_MS: "1500",
    HEAVY_RATE_LIMIT_MAX: "3",
    HEAVY_RATE_LIMIT_ADDRESS_MAX: "5",
  });
});
afterAll(async () => context.close());

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("a job description the engine is slow to read", () => {
  it("is parsed off the event loop: /api/health answers while it runs, then it fails with a clear 422", async () => {
    const { token } = await signUp(context, "Slow Sally");
    let isSlowDone = false;
    const slow = context.client
      .call("POST", "/api/job-descriptions", {
        token,
        body: { title: "Platform Engineer", text: SLOW_JOB_TEXT },
      })
      .finally(() => {
        isSlowDone = true;
      });
    await waitUntil(() => context.t.app.queue.engine.runningCount > 0 || isSlowDone);
    expect(isSlowDone).toBe(false);

    const health = await context.client.call("GET", "/api/health");
    expect(health.status).toBe(200);
    expect(isSlowDone).toBe(false);

    const answer = await slow;
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(JOB_TEXT_TOO_SLOW);
    expect(answer.body.errors.text).toEqual([JOB_TEXT_TOO_SLOW]);
    const list = await context.client.call("GET", "/api/job-descriptions", { token });
    expect(list.body.data).toHaveLength(0);

    // The killed thread was replaced: the next JD is read normally.
    const normal = await context.client.call("POST", "/api/job-descriptions", {
      token,
      body: { title: "Senior Backend Engineer", text: JOB_TEXT },
    });
    expect(normal.status).toBe(201);
    expect(normal.body.data.requirements.requiredSkills).toContain("Node.js");
  });

  it("keeps the stored text when an update's new text cannot be read in time", async () => {
    const { token } = await signUp(context, "Update Ursula");
    const created = await context.client.call("POST", "/api/job-descriptions", {
      token,
      body: { title: "Senior Backend Engineer", text: JOB_TEXT },
    });
    const updated = await context.client.call(
      "PATCH",
      `/api/job-descriptions/${created.body.data.id}`,
      { token, body: { text: SLOW_JOB_TEXT } },
    );
    expect(updated.status).toBe(422);
    expect(updated.body.message).toBe(JOB_TEXT_TOO_SLOW);
    const stored = await context.client.call(
      "GET",
      `/api/job-descriptions/${created.body.data.id}`,
      { token },
    );
    expect(stored.body.data.text).toBe(JOB_TEXT.trim());
  });
});

describe("rate limits on CPU-heavy job-description routes", () => {
  it("answers 429 with the catalogue's message past the per-user limit, other users unaffected", async () => {
    const first = await signUp(context, "Busy Bea");
    const second = await signUp(context, "Other Otto");
    const save = (token: string) =>
      context.client.call("POST", "/api/job-descriptions", {
        token,
        body: { title: "Senior Backend Engineer", text: JOB_TEXT },
      });
    for (let index = 0; index < 3; index += 1) expect((await save(first.token)).status).toBe(201);
    const limited = await save(first.token);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      status: 429,
      code: "TOO_MANY_REQUESTS",
      message: ERROR_MESSAGES.tooManyRequests,
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await save(second.token)).status).toBe(201);
  });

  it("limits one address however many accounts it uses", async () => {
    const ip = "10.77.0.1";
    const users = [
      await signUp(context, "Addr Ann"),
      await signUp(context, "Addr Bob"),
      await signUp(context, "Addr Cid"),
    ];
    const generate = (token: string) =>
      context.client.call("POST", "/api/job-descriptions/generate", {
        token,
        ip,
        body: { title: "Backend Engineer" },
      });
    const statuses: number[] = [];
    for (const user of users)
      for (let index = 0; index < 2; index += 1) {
        statuses.push((await generate(user.token)).status);
      }
    // Five per address: the sixth request is refused though its user made only two.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
