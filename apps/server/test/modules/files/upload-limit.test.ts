import { ERROR_MESSAGES } from "@hirelens/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyzerTestContext,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;

// Issue 11/15: /api/files/upload had no rate limit. The web app sends one request per file, so
// the limit is ten heavy requests' worth: with HEAVY_RATE_LIMIT_MAX=1, ten uploads a window.
beforeAll(async () => {
  context = await startAnalyzerApp({ HEAVY_RATE_LIMIT_MAX: "1" });
});
afterAll(async () => context.close());

const resume = (index: number) => ({
  name: `resume-${index}.txt`,
  bytes: txt(
    `Uma Upload ${index}\numa${index}@example.com\n\nExperience\nRecruiter, Acme, 2019 - 2024`,
  ),
});

describe("the upload route", () => {
  it("answers 429 with the catalogue's message past the per-user limit, other users unaffected", async () => {
    const first = await signUp(context, "Uma Upload");
    for (let index = 0; index < 10; index += 1) {
      expect((await upload(context, first.token, [resume(index)])).status).toBe(201);
    }
    const limited = await upload(context, first.token, [resume(10)]);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(ERROR_MESSAGES.tooManyRequests);
    const other = await signUp(context, "Otto Other");
    expect((await upload(context, other.token, [resume(11)])).status).toBe(201);
  });
});
