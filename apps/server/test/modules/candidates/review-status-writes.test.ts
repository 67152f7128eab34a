import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisCandidates } from "../../../src/db/schema/index.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

// A person's new result for a job takes the review status of their stage for that job; their
// earlier results for it are rewritten only when that status changes (issue 11: each scored file
// rewrote every earlier result of the person, large rows, however many batches they were in).

const RESUME = txt(
  resumeText({
    name: "Rosa Repeat",
    title: "Backend Engineer",
    skills: ["Node.js", "TypeScript", "PostgreSQL"],
    years: 5,
  }),
);

let context: AnalyzerTestContext;
let user: { token: string };
let jobId: string;

async function runBatch(name: string): Promise<string> {
  const uploaded = await upload(context, user.token, [{ name, bytes: RESUME }]);
  expect(uploaded.status).toBe(201);
  const batch = await analyzeAndWait(context, user.token, {
    jobDescriptionId: jobId,
    fileIds: [uploaded.body.data.files[0].id],
  });
  return batch.candidates[0].id as string;
}

const resultRow = async (id: string) => {
  const [row] = await context.t.app.db
    .select({
      reviewStatus: analysisCandidates.reviewStatus,
      updatedAt: analysisCandidates.updatedAt,
      candidateId: analysisCandidates.candidateId,
    })
    .from(analysisCandidates)
    .where(eq(analysisCandidates.id, id));
  return row;
};

beforeAll(async () => {
  context = await startAnalyzerApp();
  user = await signUp(context, "Rey Reviewer");
  jobId = (await createJob(context, user.token)).id;
});
afterAll(async () => context?.close());

describe("a person's results for a job", () => {
  it("are not rewritten by a new result while the stage's review status stays the same", async () => {
    const first = await runBatch("first.txt");
    const before = await resultRow(first);
    const second = await runBatch("second.txt");
    const after = await resultRow(first);
    expect((await resultRow(second))?.candidateId).toBe(before?.candidateId);
    expect(after?.reviewStatus).toBe("none");
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
  });

  it("all follow a stage change, and a new result takes the stage's status", async () => {
    const first = await runBatch("third.txt");
    const person = (await resultRow(first))?.candidateId as string;
    const moved = await context.client.call("PUT", `/api/candidates/${person}/stages/${jobId}`, {
      token: user.token,
      body: { stage: "shortlisted" },
    });
    expect(moved.status).toBe(200);
    const results = await context.t.app.db
      .select({ reviewStatus: analysisCandidates.reviewStatus })
      .from(analysisCandidates)
      .where(eq(analysisCandidates.candidateId, person));
    expect(results.length).toBe(3);
    expect(results.every((row) => row.reviewStatus === "shortlisted")).toBe(true);
    const next = await runBatch("fourth.txt");
    expect((await resultRow(next))?.reviewStatus).toBe("shortlisted");
  });
});
