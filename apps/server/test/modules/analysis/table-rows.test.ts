import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisCandidates } from "../../../src/db/schema/index.ts";
import { listCandidatesForTable } from "../../../src/modules/analysis/analysis.table.repository.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  fileIdsOf,
  type ResumeSpec,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "./support.ts";

// The results table and every live event of a batch read its rows (issue 11): only what the table
// shows and ranks by, not the resumes or the whole match of each candidate.

const SPECS: ResumeSpec[] = [
  {
    name: "Ana Able",
    title: "Backend Engineer",
    skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker"],
    years: 6,
  },
  { name: "Ben Brook", title: "Backend Engineer", skills: ["Node.js", "Redis"], years: 6 },
  { name: "Cy Cole", title: "Designer", skills: ["Figma"], years: 2 },
];

let context: AnalyzerTestContext;
let token: string;
let batchId: string;

beforeAll(async () => {
  context = await startAnalyzerApp();
  ({ token } = await signUp(context, "Table Tess"));
  const job = await createJob(context, token);
  const uploaded = await upload(
    context,
    token,
    SPECS.map((spec, index) => ({ name: `r${index}.txt`, bytes: txt(resumeText(spec)) })),
  );
  expect(uploaded.status).toBe(201);
  const done = await analyzeAndWait(context, token, {
    jobDescriptionId: job.id,
    fileIds: fileIdsOf(uploaded),
  });
  batchId = done.id;
  expect(done.candidates.every((row: { status: string }) => row.status === "scored")).toBe(true);
});
afterAll(async () => context?.close());

const requiredPoints = (match: { components: Array<{ id: string; points: number }> } | null) =>
  match?.components.find((component) => component.id === "requiredSkills")?.points;

describe("the results table's rows", () => {
  it("read no resume and, of the match, only the required-skills points that break rank ties", async () => {
    const db = context.t.app.db;
    const rows = await listCandidatesForTable(db, batchId);
    const full = await db
      .select()
      .from(analysisCandidates)
      .where(eq(analysisCandidates.batchId, batchId));
    expect(rows).toHaveLength(SPECS.length);
    for (const row of rows) {
      expect(row.documentText).toBeNull();
      expect(row.parsedResume).toBeNull();
      expect(row.insights).toBeNull();
      const stored = full.find((candidate) => candidate.id === row.id);
      expect(stored?.parsedResume).not.toBeNull();
      expect(row.match).toEqual({
        components: [{ id: "requiredSkills", points: requiredPoints(stored?.match ?? null) }],
      });
    }
  });

  it("still rank equal scores by their required-skills points", async () => {
    const db = context.t.app.db;
    const before = await listCandidatesForTable(db, batchId);
    const [first, second] = [...before]
      .filter((row) => requiredPoints(row.match) !== undefined)
      .sort((a, b) => (requiredPoints(b.match) ?? 0) - (requiredPoints(a.match) ?? 0));
    expect(requiredPoints(first?.match ?? null)).toBeGreaterThan(
      requiredPoints(second?.match ?? null) ?? 0,
    );
    // The same score for both: the one with more required-skills points ranks first, whichever
    // was uploaded first.
    await db
      .update(analysisCandidates)
      .set({ score: sql`50` })
      .where(sql`${analysisCandidates.id} in (${first?.id}, ${second?.id})`);
    const response = await context.client.call("GET", `/api/resume-analysis/batches/${batchId}`, {
      token,
    });
    const ranked = response.body.data.candidates as Array<{ id: string; rank: number }>;
    const rankOf = (id?: string) => ranked.find((row) => row.id === id)?.rank ?? 0;
    expect(rankOf(first?.id)).toBeLessThan(rankOf(second?.id));
  });
});
