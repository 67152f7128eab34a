import { ERROR_MESSAGES } from "@hirelens/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalyzerTestContext, signUp, startAnalyzerApp } from "../analysis/support.ts";

let context: AnalyzerTestContext;

beforeAll(async () => {
  context = await startAnalyzerApp({ HEAVY_RATE_LIMIT_MAX: "2" });
});
afterAll(async () => context.close());

describe("the support contact form", () => {
  it("answers 429 with the catalogue's message past the per-user limit", async () => {
    const { token } = await signUp(context, "Chatty Cathy");
    const contact = () =>
      context.client.call("POST", "/api/support/contact", {
        token,
        body: { category: "general", subject: "Question", message: "How do credits renew?" },
      });
    expect((await contact()).status).toBe(201);
    expect((await contact()).status).toBe(201);
    const limited = await contact();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(ERROR_MESSAGES.tooManyRequests);
  });
});
