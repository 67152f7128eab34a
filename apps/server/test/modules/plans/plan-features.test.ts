import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyzerTestContext,
  createJob,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
  waitForBatch,
} from "../analysis/support.ts";

type User = { id: string; token: string };

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const goodCard = {
  name: "Ada Lovelace",
  number: "4242 4242 4242 4242",
  expiry: `12/${nextYear}`,
  cvc: "123",
};
const DEFAULTS = {
  requiredSkills: 28,
  preferredSkills: 6,
  experience: 12,
  education: 5,
  titleFit: 27,
  relevance: 22,
};
const CUSTOM = { ...DEFAULTS, requiredSkills: 60, relevance: 0 };

/**
 * Issue 10: what the pricing page says each plan includes is what the server allows. Free: no
 * custom score weights (analyze, re-rank, job descriptions) and no PDF report; Pro: both.
 */
describe("plan features enforced by the server", () => {
  let context: AnalyzerTestContext;
  let free: User;
  let pro: User;
  const batchOf: Record<string, string> = {};
  const jobOf: Record<string, string> = {};
  const fileIdsOf: Record<string, string[]> = {};

  const call = (method: "GET" | "POST" | "PATCH", url: string, user: User, body?: unknown) =>
    context.client.call(method, url, { token: user.token, body });

  async function prepare(user: User, key: string) {
    const job = await createJob(context, user.token);
    jobOf[key] = job.id;
    const uploaded = await upload(context, user.token, [
      {
        name: "ana.txt",
        bytes: txt(
          resumeText({
            name: "Ana Costa",
            title: "Backend Engineer",
            skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker"],
            years: 6,
          }),
        ),
      },
    ]);
    expect(uploaded.status).toBe(201);
    fileIdsOf[key] = uploaded.body.data.files.map((file: { id: string }) => file.id);
    const started = await call("POST", "/api/analysis/analyze", user, {
      jobDescriptionId: job.id,
      fileIds: fileIdsOf[key],
    });
    expect(started.status).toBe(202);
    batchOf[key] = (await waitForBatch(context, user.token, started.body.data.id)).id;
  }

  beforeAll(async () => {
    context = await startAnalyzerApp();
    free = await signUp(context, "Free Fiona");
    pro = await signUp(context, "Pro Paul");
    const subscribed = await call("POST", "/api/billing/subscribe", pro, {
      plan: "pro",
      card: goodCard,
    });
    expect(subscribed.status).toBe(200);
    await prepare(free, "free");
    await prepare(pro, "pro");
  }, 180_000);
  afterAll(async () => context?.close());

  const refusal = (message: string) => ({
    status: 403,
    body: expect.objectContaining({ code: "PLAN_UPGRADE_REQUIRED", message }),
  });
  const weightsMessage = "Upgrade to Pro to set custom score weights per job.";

  it("free: custom weights are refused on analyze, re-rank and job descriptions", async () => {
    const analyze = await call("POST", "/api/analysis/analyze", free, {
      jobDescriptionId: jobOf.free,
      fileIds: fileIdsOf.free,
      weights: CUSTOM,
    });
    expect(analyze).toMatchObject(refusal(weightsMessage));
    const rerank = await call("POST", `/api/resume-analysis/batches/${batchOf.free}/rerank`, free, {
      weights: CUSTOM,
    });
    expect(rerank).toMatchObject(refusal(weightsMessage));
    const batch = await call("GET", `/api/resume-analysis/batches/${batchOf.free}`, free);
    expect(batch.body.data.weights).toEqual(DEFAULTS);
    const created = await call("POST", "/api/job-descriptions", free, {
      title: "Data Engineer",
      text: "We need a data engineer with Python, SQL and Airflow experience for our platform.",
      weights: CUSTOM,
    });
    expect(created).toMatchObject(refusal(weightsMessage));
    const updated = await call("PATCH", `/api/job-descriptions/${jobOf.free}`, free, {
      weights: CUSTOM,
    });
    expect(updated).toMatchObject(refusal(weightsMessage));
    const job = await call("GET", `/api/job-descriptions/${jobOf.free}`, free);
    expect(job.body.data.weights).toEqual(DEFAULTS);
  });

  it("free: the default weights (in any scale) are not a custom choice", async () => {
    const doubled = Object.fromEntries(Object.entries(DEFAULTS).map(([k, v]) => [k, v * 2]));
    const updated = await call("PATCH", `/api/job-descriptions/${jobOf.free}`, free, {
      weights: doubled,
    });
    expect(updated.status).toBe(200);
  });

  it("free: a PDF report is refused, CSV and JSON are not", async () => {
    const pdf = await call("GET", `/api/analysis/export?batchId=${batchOf.free}&format=pdf`, free);
    expect(pdf).toMatchObject(refusal("Upgrade to Pro to export PDF reports."));
    const csv = await call("GET", `/api/analysis/export?batchId=${batchOf.free}&format=csv`, free);
    expect(csv.status).toBe(200);
    const json = await call(
      "GET",
      `/api/analysis/export?batchId=${batchOf.free}&format=json`,
      free,
    );
    expect(json.status).toBe(200);
  });

  it("pro: custom weights and PDF reports are allowed", async () => {
    const rerank = await call("POST", `/api/resume-analysis/batches/${batchOf.pro}/rerank`, pro, {
      weights: CUSTOM,
    });
    expect(rerank.status).toBe(200);
    expect(rerank.body.data.weights).toEqual(CUSTOM);
    const updated = await call("PATCH", `/api/job-descriptions/${jobOf.pro}`, pro, {
      weights: CUSTOM,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.weights).toEqual(CUSTOM);
    const pdf = await context.t.app.inject({
      method: "GET",
      url: `/api/analysis/export?batchId=${batchOf.pro}&format=pdf`,
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("someone else's batch stays 404 whatever the plan check", async () => {
    const foreign = await call(
      "GET",
      `/api/analysis/export?batchId=${batchOf.free}&format=csv`,
      pro,
    );
    expect(foreign.status).toBe(404);
  });
});
