import {
  type BatchRequirements,
  DEFAULT_SCORE_WEIGHTS,
  ERROR_MESSAGES,
  skillInBothListsMessage,
} from "@hirelens/contracts";
import { DEFAULT_WEIGHTS, ENGINE_VERSION } from "@hirelens/engine";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisCandidates } from "../../../src/db/schema/analysis.ts";
import { decisionLog } from "../../../src/db/schema/decisions.ts";
import { ENGINE_ACTOR } from "../../../src/modules/decisions/decisions.service.ts";
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

type Owner = Awaited<ReturnType<typeof signUp>>;
interface Candidate {
  id: string;
  name: string | null;
  fileName: string;
  status: string;
  score: number | null;
  rank: number | null;
  band: { id: string } | null;
}

const BACKEND = {
  name: "backend.txt",
  title: "Senior Backend Engineer",
  skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes"],
  years: 8,
};
const PYTHONIST = {
  name: "python.txt",
  title: "Python Developer",
  skills: ["Python", "Django", "Pandas", "Redis"],
  years: 4,
};
const DESIGNER = {
  name: "Dana Design",
  title: "Graphic Designer",
  skills: ["Photoshop", "Illustrator", "Figma"],
  years: 3,
};

/** Requirements of a Python posting: the backend engineer should fall, the Python developer rise. */
const PYTHON_REQUIREMENTS: BatchRequirements = {
  title: "Python Developer",
  requiredSkills: ["Python", "Django"],
  preferredSkills: ["Redis"],
  minYears: 3,
  education: null,
  seniority: null,
  certifications: [],
};

let context: AnalyzerTestContext;
let owner: Owner;
let batchId: string;
let firstScores: Map<string, number>;

const call = (method: "GET" | "POST", url: string, body?: unknown, token = owner.token) =>
  context.client.call(method, url, { token, body });
const rescore = (body: unknown, token = owner.token) =>
  call("POST", `/api/resume-analysis/batches/${batchId}/rescore`, body, token);
const scored = (candidates: Candidate[]) =>
  candidates.filter((candidate) => candidate.status === "scored");
const scoreOf = (candidates: Candidate[], fileName: string) =>
  candidates.find((candidate) => candidate.fileName === fileName)?.score ?? null;
const decisions = (action: "scored" | "rescored") =>
  context.t.app.db
    .select()
    .from(decisionLog)
    .where(and(eq(decisionLog.batchId, batchId), eq(decisionLog.action, action)))
    .orderBy(asc(decisionLog.createdAt));

beforeAll(async () => {
  context = await startAnalyzerApp();
  owner = await signUp(context, "Rescore Rita");
  // Custom weights (the re-rank below) are a Pro feature.
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
  const subscribed = await call("POST", "/api/billing/subscribe", {
    plan: "pro",
    card: {
      name: "Rita Recruiter",
      number: "4242 4242 4242 4242",
      expiry: `12/${nextYear}`,
      cvc: "123",
    },
  });
  expect(subscribed.status).toBe(200);
  const job = await createJob(context, owner.token);
  const uploaded = await upload(context, owner.token, [
    { name: "backend.txt", bytes: txt(resumeText(BACKEND)) },
    { name: "python.txt", bytes: txt(resumeText(PYTHONIST)) },
    { name: "designer.txt", bytes: txt(resumeText(DESIGNER)) },
  ]);
  expect(uploaded.status).toBe(201);
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
  expect(scored(batch.candidates)).toHaveLength(3);
  firstScores = new Map(
    scored(batch.candidates).map((candidate: Candidate) => [
      candidate.fileName,
      candidate.score as number,
    ]),
  );
}, 180_000);
afterAll(async () => context?.close());

describe("one set of default weights", () => {
  it("is the engine's, and a posting gets the same weights in Job Descriptions and in the analyzer", async () => {
    expect({ ...DEFAULT_SCORE_WEIGHTS }).toEqual(DEFAULT_WEIGHTS);
    const job = await createJob(context, owner.token);
    const saved = await call("GET", `/api/job-descriptions/${job.id}`);
    expect(saved.body.data.weights).toEqual(DEFAULT_SCORE_WEIGHTS);
    const batch = await call("GET", `/api/resume-analysis/batches/${batchId}`);
    expect(batch.body.data.weights).toEqual(saved.body.data.weights);
  });
});

describe("scores in the decision log", () => {
  it("records each score with the requirements version, engine version and file hash, by the engine", async () => {
    const batch = (await call("GET", `/api/resume-analysis/batches/${batchId}`)).body.data;
    expect(batch.requirementsVersion).toBe(1);
    const entries = await decisions("scored");
    expect(entries).toHaveLength(3);
    for (const candidate of scored(batch.candidates)) {
      const detail = (await call("GET", `/api/resume-analysis/${candidate.id}`)).body.data;
      expect(detail).toMatchObject({ requirementsVersion: 1, engineVersion: ENGINE_VERSION });
      const entry = entries.find((row) => row.candidateId === candidate.id);
      const [row] = await context.t.app.db
        .select({ fileSha256: analysisCandidates.fileSha256 })
        .from(analysisCandidates)
        .where(eq(analysisCandidates.id, candidate.id));
      expect(entry).toMatchObject({
        actorId: null,
        actorLabel: ENGINE_ACTOR,
        engineVersion: ENGINE_VERSION,
        requirementsVersion: 1,
        detail: {
          score: candidate.score,
          band: candidate.band?.id,
          requirementsVersion: 1,
          engineVersion: ENGINE_VERSION,
        },
      });
      expect(row?.fileSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(entry?.fileSha256).toBe(row?.fileSha256);
      expect(entry?.detail.fileSha256).toBe(row?.fileSha256);
    }
  });
});

describe("re-score in place", () => {
  it("shows the requirements the batch is scored against, version 1", async () => {
    const batch = (await call("GET", `/api/resume-analysis/batches/${batchId}`)).body.data;
    expect(batch.requirements).toMatchObject({
      title: "Senior Backend Engineer",
      minYears: 5,
      education: "bachelor",
    });
    expect(batch.requirements.requiredSkills).toEqual(
      expect.arrayContaining(["Node.js", "TypeScript", "PostgreSQL"]),
    );
  });

  it("re-scores every candidate against edited requirements: a new version, no new charge", async () => {
    const credits = (await call("GET", "/api/credits")).body.data.availableCredits;
    const response = await rescore({ requirements: PYTHON_REQUIREMENTS });
    expect(response.status).toBe(200);
    const batch = response.body.data;
    expect(batch.requirementsVersion).toBe(2);
    expect(batch.requirements).toMatchObject(PYTHON_REQUIREMENTS);
    expect(batch.jobTitle).toBe("Python Developer");
    expect(batch.creditsCharged).toBe(3);
    // The Python developer now leads; the backend engineer, who led the backend posting, falls.
    const after = scored(batch.candidates);
    expect(firstScores.get("backend.txt")).toBeGreaterThan(firstScores.get("python.txt") ?? 100);
    expect(scoreOf(after, "python.txt")).toBeGreaterThan(scoreOf(after, "backend.txt") ?? 100);
    expect(scoreOf(after, "python.txt")).toBeGreaterThan(firstScores.get("python.txt") ?? 100);
    expect(scoreOf(after, "backend.txt")).toBeLessThan(firstScores.get("backend.txt") ?? 0);
    expect(after.find((candidate) => candidate.rank === 1)?.fileName).toBe("python.txt");
    for (const candidate of after) {
      const detail = (await call("GET", `/api/resume-analysis/${candidate.id}`)).body.data;
      expect(detail).toMatchObject({ requirementsVersion: 2, engineVersion: ENGINE_VERSION });
      const required = detail.components.find((c: { id: string }) => c.id === "requiredSkills");
      expect(required.evidence.map((e: { requirement: string }) => e.requirement)).toEqual(
        expect.arrayContaining(["Python", "Django"]),
      );
    }
    expect((await call("GET", "/api/credits")).body.data.availableCredits).toBe(credits);

    const entries = await decisions("rescored");
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      const name = after.find((candidate) => candidate.id === entry.candidateId)?.fileName ?? "";
      expect(entry).toMatchObject({
        actorId: owner.id,
        actorLabel: owner.email,
        requirementsVersion: 2,
        engineVersion: ENGINE_VERSION,
        detail: {
          previousScore: firstScores.get(name),
          score: scoreOf(after, name),
          reason: "requirements v2",
        },
      });
    }
  });

  it("re-ranks with new weights as version 3, logged with the reason 'weights'", async () => {
    const before = scored(
      (await call("GET", `/api/resume-analysis/batches/${batchId}`)).body.data.candidates,
    );
    const weights = {
      requiredSkills: 0,
      preferredSkills: 0,
      experience: 100,
      education: 0,
      titleFit: 0,
      relevance: 0,
    };
    const response = await call("POST", `/api/resume-analysis/batches/${batchId}/rerank`, {
      weights,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ requirementsVersion: 3, weights });
    expect(response.body.data.requirements).toMatchObject(PYTHON_REQUIREMENTS);
    const entries = (await decisions("rescored")).filter((row) => row.requirementsVersion === 3);
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      const previous = before.find((candidate) => candidate.id === entry.candidateId);
      expect(entry.detail).toMatchObject({ reason: "weights", previousScore: previous?.score });
    }
  });

  it("answers 404 for someone else's batch and changes nothing", async () => {
    const stranger = await signUp(context, "Stranger Sam");
    const response = await rescore({ requirements: PYTHON_REQUIREMENTS }, stranger.token);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: "NOT_FOUND" });
    const batch = (await call("GET", `/api/resume-analysis/batches/${batchId}`)).body.data;
    expect(batch.requirementsVersion).toBe(3);
  });

  it("refuses invalid requirements with the error envelope, field by field, and changes nothing", async () => {
    const invalid = await rescore({
      requirements: { ...PYTHON_REQUIREMENTS, title: " ", minYears: 80, requiredSkills: [""] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      status: 422,
      code: "VALIDATION",
      message: ERROR_MESSAGES.validation,
      errors: {
        "requirements.title": ["Job title is required."],
        "requirements.minYears": ["Minimum years can be at most 50."],
        "requirements.requiredSkills.0": ["A required skill cannot be empty."],
      },
    });

    const both = await rescore({
      requirements: { ...PYTHON_REQUIREMENTS, preferredSkills: ["django"] },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      status: 400,
      code: "BAD_REQUEST",
      message: skillInBothListsMessage("django"),
      errors: { preferredSkills: [skillInBothListsMessage("django")] },
    });
    const batch = (await call("GET", `/api/resume-analysis/batches/${batchId}`)).body.data;
    expect(batch.requirementsVersion).toBe(3);
    expect(batch.requirements).toMatchObject(PYTHON_REQUIREMENTS);
  });

  it("survives concurrent re-scores: each gets its own version and the results are the last one's in full", async () => {
    const DESIGN: BatchRequirements = {
      ...PYTHON_REQUIREMENTS,
      title: "Graphic Designer",
      requiredSkills: ["Photoshop", "Illustrator"],
      preferredSkills: ["Figma"],
    };
    const [first, second] = await Promise.all([
      rescore({ requirements: DESIGN, weights: DEFAULT_SCORE_WEIGHTS }),
      rescore({ requirements: PYTHON_REQUIREMENTS, weights: DEFAULT_SCORE_WEIGHTS }),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const versions = [first?.body.data.requirementsVersion, second?.body.data.requirementsVersion];
    expect(versions.sort()).toEqual([4, 5]);

    const batch = (await call("GET", `/api/resume-analysis/batches/${batchId}`)).body.data;
    expect(batch.requirementsVersion).toBe(5);
    const winner = [first, second].find((r) => r?.body.data.requirementsVersion === 5);
    expect(batch.requirements).toEqual(winner?.body.data.requirements);
    for (const candidate of scored(batch.candidates)) {
      const detail = (await call("GET", `/api/resume-analysis/${candidate.id}`)).body.data;
      expect(detail.requirementsVersion).toBe(5);
    }
    // Scoring the winner's requirements again gives the same scores: nothing of the other mixed in.
    const again = await rescore({ requirements: batch.requirements });
    expect(again.status).toBe(200);
    expect(again.body.data.requirementsVersion).toBe(5);
    for (const candidate of scored(batch.candidates))
      expect(scoreOf(again.body.data.candidates, candidate.fileName)).toBe(candidate.score);

    // Every candidate's log is one unbroken chain: each entry's previous score is the last one's.
    const entries = await decisions("rescored");
    for (const candidate of scored(batch.candidates)) {
      const chain = entries
        .filter((row) => row.candidateId === candidate.id)
        .sort((a, b) => Number(a.requirementsVersion) - Number(b.requirementsVersion));
      expect(chain.map((row) => row.requirementsVersion)).toEqual([2, 3, 4, 5, 5]);
      for (let index = 1; index < chain.length; index += 1)
        expect(chain[index]?.detail.previousScore).toBe(chain[index - 1]?.detail.score);
    }
  });
});
