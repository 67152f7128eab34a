import { EXPORT_CSV_COLUMNS } from "@hirelens/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan } from "../../helpers/plans.ts";
import {
  type AnalyzerTestContext,
  createJob,
  fileIdsOf,
  imageOnlyPdf,
  type ResumeSpec,
  resumeDocx,
  resumePdf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
  waitForBatch,
} from "./support.ts";

let context: AnalyzerTestContext;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
// biome-ignore lint/suspicious/noExplicitAny: the batch body is asserted field by field
let batch: any;

const STRONG: ResumeSpec = {
  name: "Maria Strong",
  title: "Senior Backend Engineer",
  skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker", "Kubernetes", "AWS", "GraphQL"],
  years: 8,
};
const GOOD: ResumeSpec = {
  name: "Peter Good",
  title: "Backend Engineer",
  skills: ["Node.js", "TypeScript", "PostgreSQL", "Docker"],
  years: 5,
};
const WEAK: ResumeSpec = {
  name: "Wendy Weak",
  title: "Graphic Designer",
  skills: ["Photoshop", "Illustrator", "Figma"],
  years: 2,
};
const JUNIOR: ResumeSpec = {
  name: "Jonas Miller",
  title: "Junior Developer",
  skills: ["JavaScript", "Node.js", "MySQL"],
  years: 1,
};

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  token = owner.token,
) => context.client.call(method, url, { token, body });

beforeAll(async () => {
  context = await startAnalyzerApp();
  owner = await signUp(context, "Owner Olivia");
  // The first read opens the credit period with the free allowance (10), which the balances below
  // count from; then the user moves to Pro: re-rank weights and the PDF report are Pro (issue 10).
  await call("GET", "/api/credits");
  await setPlan(context.t.app, owner.id, "pro");
  stranger = await signUp(context, "Stranger Sam");
  const job = await createJob(context, owner.token);
  const uploaded = await upload(context, owner.token, [
    { name: "weak.txt", bytes: txt(resumeText(WEAK)) },
    { name: "strong.pdf", bytes: await resumePdf(STRONG) },
    { name: "scan.pdf", bytes: await imageOnlyPdf() },
    { name: "good.docx", bytes: await resumeDocx(GOOD) },
    { name: "junior.txt", bytes: txt(resumeText(JUNIOR)) },
  ]);
  expect(uploaded.status).toBe(201);
  const started = await call("POST", "/api/analysis/analyze", {
    jobDescriptionId: job.id,
    fileIds: fileIdsOf(uploaded),
    name: "Backend hiring round",
  });
  expect(started.status).toBe(202);
  expect(started.body.data.totalFiles).toBe(5);
  expect(started.body.data.creditsCharged).toBe(5);
  batch = await waitForBatch(context, owner.token, started.body.data.id);
});
afterAll(async () => context.close());

describe("a batch end to end", () => {
  it("ranks the resumes by fit with scores, skills and years", () => {
    const scored = batch.candidates.filter(
      (candidate: { status: string }) => candidate.status === "scored",
    );
    expect(scored.map((candidate: { name: string }) => candidate.name)).toEqual([
      "Maria Strong",
      "Peter Good",
      "Jonas Miller",
      "Wendy Weak",
    ]);
    expect(scored.map((candidate: { rank: number }) => candidate.rank)).toEqual([1, 2, 3, 4]);
    const [best] = scored;
    expect(best.score).toBeGreaterThan(scored[3].score);
    expect(best.topMatchedSkills.length).toBeGreaterThan(0);
    expect(best.topMissingSkills.length).toBeLessThan(scored[3].topMissingSkills.length);
    expect(best.lastTitle).toBe("Senior Backend Engineer");
    expect(best.years).toBeGreaterThanOrEqual(7);
    expect(scored[3].topMissingSkills.length).toBeGreaterThan(0);
    expect(batch.scoredFiles).toBe(4);
    expect(batch.averageScore).toBeGreaterThan(0);
  });

  it("reports the image-only PDF as having no text layer and refunds its credit", async () => {
    const scan = batch.candidates.find(
      (candidate: { fileName: string }) => candidate.fileName === "scan.pdf",
    );
    expect(scan.status).toBe("failed");
    expect(scan.failureCode).toBe("no-text-layer");
    expect(scan.failureMessage).toMatch(/text/i);
    expect(scan.rank).toBeNull();
    expect(batch.failedFiles).toBe(1);
    expect(batch.creditsRefunded).toBe(1);
    const credits = await call("GET", "/api/credits");
    expect(credits.body.data.availableCredits).toBe(6);
    const refunds = await call("GET", "/api/credits/transactions?kind=refund");
    expect(refunds.body.data).toHaveLength(1);
    expect(refunds.body.data[0]).toMatchObject({ amount: 1, batchId: batch.id });
  });

  it("explains each score with evidence spans that point into the document text", async () => {
    const best = batch.candidates[0];
    const detail = await call("GET", `/api/resume-analysis/${best.id}`);
    expect(detail.status).toBe(200);
    const data = detail.body.data;
    expect(data.profile.name).toBe("Maria Strong");
    expect(data.documentText).toContain("Maria Strong");
    expect(data.components.map((component: { id: string }) => component.id)).toEqual(
      expect.arrayContaining(["requiredSkills", "experience"]),
    );
    const total = data.components.reduce(
      (sum: number, component: { points: number }) => sum + component.points,
      0,
    );
    expect(Math.abs(total - data.score)).toBeLessThan(0.6);
    const spans = data.components.flatMap(
      (component: {
        evidence: Array<{ resumeSpan?: { start: number; end: number; text: string } }>;
      }) => component.evidence.map((evidence) => evidence.resumeSpan).filter(Boolean),
    );
    expect(spans.length).toBeGreaterThan(3);
    for (const span of spans) expect(data.documentText.slice(span.start, span.end)).toBe(span.text);
    expect(data.insights.matchedSkills.length).toBeGreaterThan(0);
    expect(data.insights.interviewQuestions.length).toBeGreaterThanOrEqual(0);
    expect(data.downloadUrl).toBe(`/api/files/download?id=${best.fileId}`);
    expect(data.parsedResume.basics.name).toBe("Maria Strong");
  });

  it("hides name, contact and school in the anonymised review", async () => {
    const best = batch.candidates[0];
    const detail = await call("GET", `/api/resume-analysis/${best.id}?anonymised=true`);
    const data = detail.body.data;
    expect(data.isAnonymised).toBe(true);
    expect(data.name).toBeNull();
    expect(data.profile.name).toBeNull();
    expect(data.profile.email).toBeNull();
    expect(
      data.profile.education.every(
        (entry: { institution: string | null }) => entry.institution === null,
      ),
    ).toBe(true);
    expect(data.documentText).not.toContain("Maria Strong");
    expect(data.documentText).not.toContain("@mail.example");
    expect(data.downloadUrl).toBeNull();
    expect(JSON.stringify(data.components)).not.toContain("Maria");
    const list = await call("GET", `/api/resume-analysis/batches/${batch.id}?anonymised=true`);
    expect(
      list.body.data.candidates.every(
        (candidate: { name: string | null }) => candidate.name === null,
      ),
    ).toBe(true);
  });

  it("shortlists, rejects and notes candidates, and filters and sorts the table", async () => {
    const [first, second] = batch.candidates;
    const shortlisted = await call("PATCH", `/api/resume-analysis/${first.id}`, {
      reviewStatus: "shortlisted",
      notes: "Strong Kubernetes story",
    });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body.data).toMatchObject({
      reviewStatus: "shortlisted",
      notes: "Strong Kubernetes story",
    });
    await call("PATCH", `/api/resume-analysis/${second.id}`, { reviewStatus: "rejected" });

    const onlyShortlisted = await call(
      "GET",
      `/api/resume-analysis/batches/${batch.id}?review=shortlisted`,
    );
    expect(
      onlyShortlisted.body.data.candidates.map((candidate: { id: string }) => candidate.id),
    ).toEqual([first.id]);
    const byName = await call(
      "GET",
      `/api/resume-analysis/batches/${batch.id}?sort=name&status=scored`,
    );
    expect(
      byName.body.data.candidates.map((candidate: { name: string }) => candidate.name),
    ).toEqual(["Jonas Miller", "Maria Strong", "Peter Good", "Wendy Weak"]);
    const withSkill = await call(
      "GET",
      `/api/resume-analysis/batches/${batch.id}?skill=kubernetes`,
    );
    expect(
      withSkill.body.data.candidates.map((candidate: { name: string }) => candidate.name),
    ).toContain("Maria Strong");
    expect(
      withSkill.body.data.candidates.map((candidate: { name: string }) => candidate.name),
    ).not.toContain("Wendy Weak");
    // Skills the job does not ask for are found too: the filter reads what the resume lists,
    // with the score's own matcher (canonical name or the alias the resume wrote).
    // What the recruiter types is read by the same matcher: an alias finds the skill as written.
    for (const typed of ["k8s", "Kubernetes"]) {
      const aliased = await call(
        "GET",
        `/api/resume-analysis/batches/${batch.id}?skill=${encodeURIComponent(typed)}`,
      );
      expect(
        aliased.body.data.candidates.map((candidate: { name: string }) => candidate.name),
      ).toEqual(
        withSkill.body.data.candidates.map((candidate: { name: string }) => candidate.name),
      );
    }
    for (const typed of ["figma", " Photoshop "]) {
      const listed = await call(
        "GET",
        `/api/resume-analysis/batches/${batch.id}?skill=${encodeURIComponent(typed)}`,
      );
      expect(
        listed.body.data.candidates.map((candidate: { name: string }) => candidate.name),
      ).toEqual(["Wendy Weak"]);
    }
    const minScore = await call(
      "GET",
      `/api/resume-analysis/batches/${batch.id}?minScore=${first.score}`,
    );
    expect(minScore.body.data.candidates).toHaveLength(1);
  });

  it("re-ranks with new weights without a new charge", async () => {
    const before = await call("GET", "/api/credits");
    const weights = {
      requiredSkills: 0,
      preferredSkills: 0,
      experience: 100,
      education: 0,
      titleFit: 0,
      relevance: 0,
    };
    const reranked = await call("POST", `/api/resume-analysis/batches/${batch.id}/rerank`, {
      weights,
    });
    expect(reranked.status).toBe(200);
    expect(reranked.body.data.weights).toEqual(weights);
    const scored = reranked.body.data.candidates.filter(
      (candidate: { status: string }) => candidate.status === "scored",
    );
    const scores = Object.fromEntries(
      scored.map((candidate: { name: string; score: number }) => [candidate.name, candidate.score]),
    );
    // Experience only: the designer with 2 years now outranks nobody with more; scores changed.
    expect(scores["Maria Strong"]).toBeGreaterThan(scores["Jonas Miller"]);
    expect(scored.map((candidate: { score: number }) => candidate.score)).not.toEqual(
      batch.candidates
        .filter((candidate: { status: string }) => candidate.status === "scored")
        .map((candidate: { score: number }) => candidate.score),
    );
    const detail = await call("GET", `/api/resume-analysis/${scored[0].id}`);
    const experience = detail.body.data.components.find(
      (component: { id: string }) => component.id === "experience",
    );
    expect(experience.maxPoints).toBe(100);
    const after = await call("GET", "/api/credits");
    expect(after.body.data.availableCredits).toBe(before.body.data.availableCredits);
  });

  it("exports CSV rows, JSON and a PDF report", async () => {
    const csv = await call("GET", `/api/analysis/export?batchId=${batch.id}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain(".csv");
    const lines = (csv.body as string).trim().split("\r\n");
    expect(lines[0]).toBe(EXPORT_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(6);
    expect(lines.some((line) => line.startsWith("1,Maria Strong,strong.pdf,"))).toBe(true);
    expect(lines.some((line) => line.includes("scan.pdf") && line.includes("failed"))).toBe(true);

    const json = await call("GET", `/api/analysis/export?batchId=${batch.id}&format=json`);
    expect(json.status).toBe(200);
    expect(json.body.data.candidates).toHaveLength(5);

    const pdf = await context.t.app.inject({
      method: "GET",
      url: `/api/analysis/export?batchId=${batch.id}&format=pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("keeps another user out of the batch, its candidates, exports and files (404)", async () => {
    const candidate = batch.candidates[0];
    const attempts = [
      call("GET", `/api/resume-analysis/batches/${batch.id}`, undefined, stranger.token),
      call("GET", `/api/resume-analysis/${candidate.id}`, undefined, stranger.token),
      call("PATCH", `/api/resume-analysis/${candidate.id}`, { notes: "mine" }, stranger.token),
      call("GET", `/api/analysis/export?batchId=${batch.id}&format=csv`, undefined, stranger.token),
      call(
        "POST",
        `/api/resume-analysis/batches/${batch.id}/rerank`,
        { weights: batch.weights },
        stranger.token,
      ),
      call("DELETE", `/api/resume-analysis/batches/${batch.id}`, undefined, stranger.token),
      call("POST", "/api/analysis/delete", { id: batch.id }, stranger.token),
      call("GET", `/api/files/download?id=${candidate.fileId}`, undefined, stranger.token),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const history = await call("GET", "/api/resume-analysis/batches", undefined, stranger.token);
    expect(history.body.data).toEqual([]);
    // Nor can they analyse the owner's files.
    const job = await createJob(context, stranger.token);
    const steal = await call(
      "POST",
      "/api/analysis/analyze",
      { jobDescriptionId: job.id, fileIds: [candidate.fileId] },
      stranger.token,
    );
    expect(steal.status).toBe(404);
  });

  it("shows the batch in the dashboard", async () => {
    const dashboard = await call("GET", "/api/dashboard");
    expect(dashboard.status).toBe(200);
    const data = dashboard.body.data;
    expect(data.resumesScreened).toBe(4);
    expect(data.analysesRun).toBe(1);
    expect(data.creditsLeft).toBe(6);
    expect(data.screeningsOverTime).toHaveLength(30);
    expect(data.screeningsOverTime.at(-1).count).toBe(4);
    expect(
      data.scoreDistribution.reduce(
        (sum: number, bucket: { count: number }) => sum + bucket.count,
        0,
      ),
    ).toBe(4);
    expect(data.recentAnalyses[0].id).toBe(batch.id);
    const empty = await call("GET", "/api/dashboard", undefined, stranger.token);
    expect(empty.body.data).toMatchObject({
      resumesScreened: 0,
      analysesRun: 0,
      averageMatch: null,
    });
  });
});

describe("history", () => {
  it("searches and paginates batches, newest first, and deletes a batch with its files", async () => {
    const user = await signUp(context, "History Hannah");
    const jobs = [
      await createJob(
        context,
        user.token,
        "Staff Data Engineer\n\nRequirements: Python, Spark, Airflow, 6+ years.",
      ),
      await createJob(context, user.token),
    ];
    const ids: string[] = [];
    for (const [index, name] of ["Data round one", "Backend round", "Data round two"].entries()) {
      const uploaded = await upload(context, user.token, [
        {
          name: `h${index}.txt`,
          bytes: txt(
            resumeText({ ...GOOD, name: `Hist ${["Alpha", "Bravo", "Charlie"][index]} Person` }),
          ),
        },
      ]);
      const started = await call(
        "POST",
        "/api/resume-analysis",
        {
          jobDescriptionId: jobs[index === 1 ? 1 : 0]?.id,
          fileIds: [uploaded.body.data.files[0].id],
          name,
        },
        user.token,
      );
      expect(started.status).toBe(202);
      ids.push(started.body.data.id);
      await waitForBatch(context, user.token, started.body.data.id);
    }
    const page1 = await call(
      "GET",
      "/api/resume-analysis/batches?q=data&pageSize=1",
      undefined,
      user.token,
    );
    expect(page1.body.meta).toEqual({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
    expect(page1.body.data[0].name).toBe("Data round two");
    const page2 = await call(
      "GET",
      "/api/analysis/history?q=data&pageSize=1&page=2",
      undefined,
      user.token,
    );
    expect(page2.body.data[0].name).toBe("Data round one");
    const byCandidate = await call(
      "GET",
      "/api/resume-analysis/batches?q=Hist%20Bravo",
      undefined,
      user.token,
    );
    expect(byCandidate.body.data.map((entry: { name: string }) => entry.name)).toEqual([
      "Backend round",
    ]);

    const target = await call(
      "GET",
      `/api/resume-analysis/batches/${ids[0]}`,
      undefined,
      user.token,
    );
    const fileId = target.body.data.candidates[0].fileId;
    expect(
      (await call("DELETE", `/api/resume-analysis/batches/${ids[0]}`, undefined, user.token))
        .status,
    ).toBe(204);
    expect(
      (await call("GET", `/api/resume-analysis/batches/${ids[0]}`, undefined, user.token)).status,
    ).toBe(404);
    expect(
      (await call("GET", `/api/files/download?id=${fileId}`, undefined, user.token)).status,
    ).toBe(404);
    const remaining = await call("GET", "/api/resume-analysis/batches", undefined, user.token);
    expect(remaining.body.meta.total).toBe(2);
  });

  it("analyses two copies of the same resume once", async () => {
    const user = await signUp(context, "Dup Dora");
    const job = await createJob(context, user.token);
    const bytes = txt(resumeText(GOOD));
    const first = await upload(context, user.token, [{ name: "a.txt", bytes }]);
    const second = await upload(context, user.token, [{ name: "b.txt", bytes }]);
    const started = await call(
      "POST",
      "/api/analysis/analyze",
      {
        jobDescriptionId: job.id,
        fileIds: [first.body.data.files[0].id, second.body.data.files[0].id],
      },
      user.token,
    );
    expect(started.body.data.totalFiles).toBe(1);
    expect(started.body.data.creditsCharged).toBe(1);
  });
});
