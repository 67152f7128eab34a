import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisCandidates } from "../../../src/db/schema/index.ts";
import { cleanForStorage, cleanString } from "../../../src/modules/analysis/clean-for-storage.ts";
import { FAILURES } from "../../../src/modules/analysis/process-candidate.ts";
import { buildDocx, normalResumeText, paragraph } from "../../hostile/build-files.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  fileIdsOf,
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

async function analyse(token: string, parts: Array<{ name: string; bytes: Uint8Array }>) {
  const job = await createJob(context, token);
  const uploaded = await upload(context, token, parts);
  expect(uploaded.status).toBe(201);
  return analyzeAndWait(context, token, {
    jobDescriptionId: job.id,
    fileIds: fileIdsOf(uploaded),
  });
}

describe("text from a document is cleaned before it is stored", () => {
  it("cleanForStorage drops NUL and replaces unpaired surrogates everywhere, keys included", () => {
    expect(cleanString("A\u0000b\ud800c\udc00d")).toBe("Ab\ufffdc\ufffdd");
    expect(cleanString("paired \ud83d\ude00 stays")).toBe("paired \ud83d\ude00 stays");
    const at = new Date(0);
    expect(
      cleanForStorage({ "k\u0000": ["x\ud800", { y: "\u0000z" }], n: 1, at, none: null }),
    ).toEqual({ k: ["x\ufffd", { y: "z" }], n: 1, at, none: null });
  });

  it("scores a resume whose text carries a lone surrogate instead of failing it forever", async () => {
    const user = await signUp(context, "Surrogate Sue");
    const lines = normalResumeText("Sue Surrogate").split("\n");
    lines[5] = "Senior Backend Engineer, Ac&#xD800;me Corp";
    const docx = buildDocx(lines.map(paragraph).join(""));
    const batch = await analyse(user.token, [{ name: "surrogate.docx", bytes: docx }]);
    const [candidate] = batch.candidates;
    expect(candidate.status).toBe("scored");
    const [row] = await context.t.database.db
      .select({ text: analysisCandidates.documentText })
      .from(analysisCandidates)
      .where(eq(analysisCandidates.id, candidate.id));
    expect(row?.text).toContain("Ac\ufffdme Corp");
    expect(row?.text).not.toMatch(/[\ud800-\udfff]/u);
  });
});

describe("a job the queue gives up on", () => {
  it("ends the file failed with a reason, refunds it and completes the batch", async () => {
    // The database refuses this one file's result on every attempt, as PostgreSQL refused the text
    // of a bit-flipped PDF (issue 15 item 4).
    await context.t.database.db.execute(
      sql.raw(`
      create or replace function refuse_result() returns trigger language plpgsql as $$
      begin
        if new.status = 'scored' and new.file_name = 'refused.txt' then
          raise exception 'result refused by the database';
        end if;
        return new;
      end $$`),
    );
    await context.t.database.db.execute(
      sql.raw(`create trigger refuse_result before update on analysis_candidates
        for each row execute function refuse_result()`),
    );
    try {
      const user = await signUp(context, "Refused Rae");
      const before = await context.client.call("GET", "/api/credits", { token: user.token });
      const batch = await analyse(user.token, [
        { name: "refused.txt", bytes: txt(normalResumeText("Rae Refused")) },
        { name: "fine.txt", bytes: txt(normalResumeText("Fin Fine")) },
      ]);
      const refused = batch.candidates.find(
        (candidate: { fileName: string }) => candidate.fileName === "refused.txt",
      );
      expect(refused).toMatchObject({
        status: "failed",
        failureCode: FAILURES.notStored.code,
        failureMessage: FAILURES.notStored.message,
      });
      expect(batch).toMatchObject({ status: "completed", scoredFiles: 1, failedFiles: 1 });
      expect(batch.creditsRefunded).toBe(1);
      const after = await context.client.call("GET", "/api/credits", { token: user.token });
      expect(after.body.data.availableCredits).toBe(before.body.data.availableCredits - 1);
    } finally {
      await context.t.database.db.execute(
        sql.raw("drop trigger refuse_result on analysis_candidates"),
      );
    }
  });
});
