/**
 * The back-fill of migration 0012 (decision 184) on results written before candidates existed:
 * the same e-mail (any case) in one workspace is one candidate, results without an e-mail group by
 * file hash, another workspace's results stay apart, and each job gets the stage of the result
 * reviewed last, which every result of the candidate for that job then shows.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../helpers/test-app.ts";
import {
  type AnalyzerTestContext,
  createJob,
  signUp,
  startAnalyzerApp,
} from "../analysis/support.ts";

const MIGRATION = fileURLToPath(new URL("../../../drizzle/0012_candidates.sql", import.meta.url));

async function backfillStatements(): Promise<string[]> {
  const text = await readFile(MIGRATION, "utf8");
  const statements = text.split("--> statement-breakpoint").map((part) => part.trim());
  const start = statements.findIndex((statement) => statement.includes('"candidate_backfill" AS'));
  expect(start).toBeGreaterThan(0);
  return statements.slice(start);
}

describe("migration 0012 back-fill", () => {
  let context: AnalyzerTestContext;
  let t: TestApp;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  beforeAll(async () => {
    context = await startAnalyzerApp();
    t = context.t;
  });

  afterAll(async () => {
    await context?.close();
  });

  it("links old results to candidates by e-mail, then by file hash, per workspace", async () => {
    const owner = await signUp(context, "Olive Owner");
    const other = await signUp(context, "Otto Other");
    const job = await createJob(context, owner.token);
    const otherJob = await createJob(context, other.token);
    const batch = async (userId: string, jobId: string) => {
      const [row] = await rows(sql`
        insert into analysis_batches (workspace_id, user_id, job_description_id, name, job_title, job, weights, total_files, status)
        values (${userId}, ${userId}, ${jobId}, 'old', 'Engineer', '{}'::jsonb, '{}'::jsonb, 2, 'completed')
        returning id`);
      return String(row?.id);
    };
    const result = async (values: {
      batchId: string;
      userId: string;
      sha: string;
      email: string | null;
      name: string;
      review: string;
      updatedAt: string;
    }) => {
      const resume = JSON.stringify({ basics: { name: values.name, email: values.email } });
      const [row] = await rows(sql`
        insert into analysis_candidates (batch_id, workspace_id, user_id, file_name, file_sha256, position, status, review_status, parsed_resume, name, score, updated_at, scored_at)
        values (${values.batchId}, ${values.userId}, ${values.userId}, 'cv.txt', ${values.sha}, 1, 'scored', ${values.review}, ${resume}::jsonb, ${values.name}, 50, ${values.updatedAt}::timestamptz, ${values.updatedAt}::timestamptz)
        returning id`);
      return String(row?.id);
    };
    const b1 = await batch(owner.id, job.id);
    const b2 = await batch(owner.id, job.id);
    const b3 = await batch(other.id, otherJob.id);
    const adaOld = await result({
      batchId: b1,
      userId: owner.id,
      sha: "a1",
      email: "Ada@Example.com",
      name: "Ada L.",
      review: "shortlisted",
      updatedAt: "2026-01-01",
    });
    const adaNew = await result({
      batchId: b2,
      userId: owner.id,
      sha: "a2",
      email: " ada@example.com ",
      name: "Ada Lovelace",
      review: "none",
      updatedAt: "2026-02-01",
    });
    const fileOne = await result({
      batchId: b1,
      userId: owner.id,
      sha: "same-file",
      email: null,
      name: "No Mail",
      review: "rejected",
      updatedAt: "2026-01-02",
    });
    const fileTwo = await result({
      batchId: b2,
      userId: owner.id,
      sha: "same-file",
      email: null,
      name: "No Mail",
      review: "none",
      updatedAt: "2026-02-02",
    });
    const elsewhere = await result({
      batchId: b3,
      userId: other.id,
      sha: "a1",
      email: "ada@example.com",
      name: "Ada Elsewhere",
      review: "none",
      updatedAt: "2026-01-03",
    });

    for (const statement of await backfillStatements()) await t.app.db.execute(sql.raw(statement));

    const linked = await rows(sql`
      select r.id, r.candidate_id, r.review_status, c.workspace_id, c.name, c.email_key
      from analysis_candidates r join candidates c on c.id = r.candidate_id`);
    const of = (id: string) => linked.find((row) => row.id === id);
    expect(linked).toHaveLength(5);
    expect(of(adaOld)?.candidate_id).toBe(of(adaNew)?.candidate_id);
    expect(of(adaNew)).toMatchObject({ name: "Ada Lovelace", email_key: "ada@example.com" });
    expect(of(fileOne)?.candidate_id).toBe(of(fileTwo)?.candidate_id);
    expect(of(fileOne)?.email_key).toBeNull();
    expect(of(elsewhere)?.candidate_id).not.toBe(of(adaOld)?.candidate_id);
    expect(of(elsewhere)?.workspace_id).toBe(other.id);
    // Ada was shortlisted (the only review): both her results show it; "No Mail" was rejected.
    expect([of(adaOld)?.review_status, of(adaNew)?.review_status]).toEqual([
      "shortlisted",
      "shortlisted",
    ]);
    expect([of(fileOne)?.review_status, of(fileTwo)?.review_status]).toEqual([
      "rejected",
      "rejected",
    ]);
    const stages = await rows(sql`select candidate_id, stage from candidate_stages`);
    expect(stages).toHaveLength(3);
    expect(stages.find((s) => s.candidate_id === of(adaOld)?.candidate_id)?.stage).toBe(
      "shortlisted",
    );
    // The API shows the back-filled person with both scores.
    const page = await context.client.call(
      "GET",
      `/api/candidates/${String(of(adaOld)?.candidate_id)}`,
      { token: owner.token },
    );
    expect(page.status).toBe(200);
    expect(page.body.data.scores).toHaveLength(2);
  });
});
