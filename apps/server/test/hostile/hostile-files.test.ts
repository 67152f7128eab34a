import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyzerTestContext,
  createJob,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
  waitForBatch,
} from "../modules/analysis/support.ts";
import { buildHostileFiles, normalResumeText } from "./build-files.ts";

/**
 * Issue 15 item 3: one user's hostile files must not hold the analysis for everyone. Each class of
 * file from the issue goes through the real routes in one batch while another user's normal
 * resume is analysed alongside. Whatever the engine does with a file (refuse it fast, or hang and
 * bloat until the pool kills its process), it must end failed or scored, failures refunded, and the
 * other user's batch must complete.
 */
let context: AnalyzerTestContext;

beforeAll(async () => {
  context = await startAnalyzerApp({
    WORKER_THREADS: "2",
    ANALYSIS_TIMEOUT_MS: "4000",
    WORKER_MEMORY_MB: "256",
  });
});
afterAll(async () => context.close());

/** Uploads each file on its own (a file the upload's type check refuses never reaches a worker). */
async function startBatch(token: string, parts: Array<{ name: string; bytes: Uint8Array }>) {
  const job = await createJob(context, token);
  const fileIds: string[] = [];
  const accepted: string[] = [];
  for (const part of parts) {
    const uploaded = await upload(context, token, [part]);
    expect([201, 415]).toContain(uploaded.status);
    if (uploaded.status !== 201) continue;
    fileIds.push(uploaded.body.data.files[0].id);
    accepted.push(part.name);
  }
  const started = await context.client.call("POST", "/api/analysis/analyze", {
    token,
    body: { jobDescriptionId: job.id, fileIds },
  });
  expect(started.status).toBe(202);
  return { batchId: started.body.data.id as string, count: fileIds.length, accepted };
}

describe("hostile files", () => {
  it("each ends failed or scored, failures are refunded, and another user's batch completes alongside", async () => {
    const attacker = await signUp(context, "Hostile Harry");
    const bystander = await signUp(context, "Normal Nora");
    const hostile = await startBatch(attacker.token, await buildHostileFiles());
    // Every class but the mangled PDFs is a well-formed container and must reach the workers.
    expect(hostile.accepted).toEqual(
      expect.arrayContaining([
        "bomb-true-sizes.docx",
        "bomb-false-sizes.docx",
        "200k-paragraphs.docx",
        "huge-number.rtf",
        "huge-digits.rtf",
        "one-line.txt",
        "surrogate.docx",
      ]),
    );
    const normal = await startBatch(bystander.token, [
      { name: "nora.txt", bytes: txt(normalResumeText("Nora Normal")) },
    ]);

    const normalBatch = await waitForBatch(context, bystander.token, normal.batchId, 120_000);
    // With its failure reason, if any, in the assertion's message.
    expect(
      normalBatch.candidates.map((candidate: { status: string; failureMessage?: string }) => ({
        status: candidate.status,
        failureMessage: candidate.failureMessage ?? null,
      })),
    ).toEqual([{ status: "scored", failureMessage: null }]);

    const hostileBatch = await waitForBatch(context, attacker.token, hostile.batchId, 170_000);
    expect(hostileBatch.candidates).toHaveLength(hostile.count);
    for (const candidate of hostileBatch.candidates) {
      expect(["failed", "scored"]).toContain(candidate.status);
      if (candidate.status === "failed") expect(candidate.failureMessage).toBeTruthy();
    }
    expect(hostileBatch.creditsRefunded).toBe(hostileBatch.failedFiles);
    const credits = await context.client.call("GET", "/api/credits", { token: attacker.token });
    expect(credits.body.data.availableCredits).toBe(10 - hostileBatch.scoredFiles);

    // The pool replaced every process it killed: a job description is still read at once.
    const jd = await createJob(context, attacker.token);
    expect(jd.id).toBeTruthy();
  }, 240_000);
});
