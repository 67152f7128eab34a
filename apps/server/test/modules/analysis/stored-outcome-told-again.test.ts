// A job that runs again for a candidate already stored tells listeners again: the attempt that
// stored it may have died between its commit and its publish (kill -9), and nobody else would
// (issue 11; the multi-process fault test met it on PostgreSQL).

import type { RealtimeEvent } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisCandidates } from "../../../src/db/schema/index.ts";
import { processCandidateJob } from "../../../src/modules/analysis/process-candidate.ts";
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

let context: AnalyzerTestContext;

beforeAll(async () => {
  context = await startAnalyzerApp();
});
afterAll(async () => context.close());

describe("a job run again for a candidate already stored", () => {
  it("publishes the stored outcome and the finished batch again, without analysing twice", async () => {
    const user = await signUp(context, "Repeat Rhea");
    const job = await createJob(context, user.token);
    const uploaded = await upload(context, user.token, [
      {
        name: "rhea.txt",
        bytes: txt(
          resumeText({
            name: "Rhea Stone",
            title: "Backend Engineer",
            skills: ["Node.js", "TypeScript"],
            years: 6,
          }),
        ),
      },
    ]);
    const batch = await analyzeAndWait(context, user.token, {
      jobDescriptionId: job.id,
      fileIds: fileIdsOf(uploaded),
    });
    const batchId = batch.id as string;
    const { db } = context.t.database;
    const [stored] = await db
      .select()
      .from(analysisCandidates)
      .where(eq(analysisCandidates.batchId, batchId));
    expect(stored?.status).toBe("scored");

    const app = context.t.app;
    const heard = new Promise<RealtimeEvent[]>((resolve) => {
      const events: RealtimeEvent[] = [];
      const unsubscribe = app.realtime.subscribe(user.id, (event) => {
        events.push(event);
        if (event.type === "batch.done") {
          unsubscribe();
          resolve(events);
        }
      });
    });
    await processCandidateJob(app, { candidateId: stored!.id, batchId, version: 1 });
    expect(await heard).toEqual([
      expect.objectContaining({
        type: "file.scored",
        batchId,
        candidateId: stored!.id,
        fileName: "rhea.txt",
        status: "scored",
        score: stored!.score,
        progress: { total: 1, queued: 0, scored: 1, failed: 0 },
      }),
      expect.objectContaining({ type: "batch.done", batchId }),
    ]);
    // Told, not redone: the stored result is the same row, scored at the same moment.
    const [after] = await db
      .select()
      .from(analysisCandidates)
      .where(eq(analysisCandidates.id, stored!.id));
    expect(after?.scoredAt).toEqual(stored!.scoredAt);
  }, 120_000);
});
