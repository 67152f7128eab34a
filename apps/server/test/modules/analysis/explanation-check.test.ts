import type { ParsedJob } from "@hirelens/engine";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisBatches } from "../../../src/db/schema/analysis.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  fileIdsOf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "./support.ts";

// The analyzer runs the engine's explanation checker on every result it stores and logs what
// the checker finds as an error: nothing for an honest explanation, an error for a false one.
const logs: string[] = [];
let context: AnalyzerTestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let batchId: string;

const call = (method: "GET" | "POST", url: string, body?: unknown) =>
  context.client.call(method, url, { token: owner.token, body });
const checkErrors = () =>
  logs
    .map((line) => JSON.parse(line) as { level: number; msg: string; violations?: unknown[] })
    .filter((entry) => entry.msg === "explanation check failed");

beforeAll(async () => {
  context = await startAnalyzerApp(
    { LOG_LEVEL: "error" },
    { logStream: { write: (line) => logs.push(line) } },
  );
  owner = await signUp(context, "Checker Chris");
  // Custom weights (the re-score below) are a Pro feature.
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
  const subscribed = await call("POST", "/api/billing/subscribe", {
    plan: "pro",
    card: { name: "Chris", number: "4242 4242 4242 4242", expiry: `12/${nextYear}`, cvc: "123" },
  });
  expect(subscribed.status).toBe(200);
  const job = await createJob(context, owner.token);
  const uploaded = await upload(context, owner.token, [
    {
      name: "backend.txt",
      bytes: txt(
        resumeText({
          name: "Noor Haddad",
          title: "Senior Backend Engineer",
          skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes"],
          years: 8,
        }),
      ),
    },
  ]);
  const batch = await analyzeAndWait(
    context,
    owner.token,
    {
      jobDescriptionId: job.id,
      fileIds: fileIdsOf(uploaded),
    },
    120_000,
  );
  batchId = batch.id;
}, 180_000);
afterAll(async () => context?.close());

describe("the explanation check in the analyzer", () => {
  it("logs nothing for an honest result", () => {
    expect(checkErrors()).toEqual([]);
  });

  it("logs a false quote as an error with what was wrong", async () => {
    // A stored posting whose first skill quotes words its text does not have at that place.
    const [batch] = await context.t.app.db
      .select({ job: analysisBatches.job })
      .from(analysisBatches)
      .where(eq(analysisBatches.id, batchId));
    const job = structuredClone(batch!.job) as ParsedJob;
    const skill = job.skills.find((s) => s.span.end > s.span.start)!;
    skill.span = { ...skill.span, text: "x".repeat(skill.span.end - skill.span.start) };
    await context.t.app.db
      .update(analysisBatches)
      .set({ job })
      .where(eq(analysisBatches.id, batchId));
    const response = await call("POST", `/api/resume-analysis/batches/${batchId}/rerank`, {
      weights: {
        requiredSkills: 40,
        preferredSkills: 6,
        experience: 12,
        education: 5,
        titleFit: 20,
        relevance: 17,
      },
    });
    expect(response.status).toBe(200);
    const errors = checkErrors();
    expect(errors.length).toBe(1);
    expect(errors[0]!.level).toBe(50);
    expect(JSON.stringify(errors[0]!.violations)).toContain("job-span");
  });
});
