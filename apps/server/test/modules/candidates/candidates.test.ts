/**
 * Candidates across batches and stages per job (issue 14, decision 184), through the API on the
 * real app: the same person in two batches is one candidate, stages keep the analyzer's review
 * status in step, the CSV import is all or nothing, and another workspace's ids are 404.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analysisCandidates,
  candidates,
  decisionLog,
  webhookDeliveries,
  workspaceMembers,
} from "../../../src/db/schema/index.ts";
import {
  type AnalyzerTestContext,
  createJob,
  fileIdsOf,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
  waitForBatch,
} from "../analysis/support.ts";

type User = { id: string; token: string; email: string };

describe("candidates across batches and stages", () => {
  let context: AnalyzerTestContext;
  let owner: User;
  let stranger: User;
  let viewer: User;
  let jobA: string;
  let jobB: string;
  /** Ada's results: batch 1 (job A), batch 2 (job B, another upload of her resume). */
  const ada: { resultIds: string[]; candidateId?: string } = { resultIds: [] };

  const call = (
    method: "GET" | "POST" | "PUT" | "PATCH",
    url: string,
    user: User,
    body?: unknown,
  ) => context.client.call(method as "GET", url, { token: user.token, body });

  const adaResume = (phoneDigit: string) =>
    txt(
      resumeText({
        name: "Ada Lovelace",
        title: "Platform Engineer",
        skills: ["Kubernetes", "Go", "PostgreSQL", "Terraform"],
        years: 7,
      }).replace(/\+44 20 7946 0\d{3}/, `+44 20 7946 0${phoneDigit}00`),
    );

  async function runBatch(
    user: User,
    jobId: string,
    files: Array<{ name: string; bytes: Uint8Array }>,
    extra: Record<string, unknown> = {},
  ) {
    const uploaded = await upload(context, user.token, files);
    expect(uploaded.status).toBe(201);
    const fileIds = fileIdsOf(uploaded);
    const started = await call("POST", "/api/analysis/analyze", user, {
      jobDescriptionId: jobId,
      fileIds,
      ...extra,
    });
    expect(started.status).toBe(202);
    const done = await waitForBatch(context, user.token, started.body.data.id);
    return done as { id: string; candidates: Array<{ id: string; fileName: string }> };
  }

  beforeAll(async () => {
    context = await startAnalyzerApp({ WEBHOOK_ALLOW_LOCAL_URLS: "true" });
    owner = await signUp(context, "Olive Owner");
    stranger = await signUp(context, "Sam Stranger");
    viewer = await signUp(context, "Vic Viewer");
    await context.t.app.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.id, userId: viewer.id, role: "viewer" });
    jobA = (await createJob(context, owner.token)).id;
    jobB = (await createJob(context, owner.token)).id;
    const first = await runBatch(owner, jobA, [
      { name: "ada-2024.txt", bytes: adaResume("1") },
      {
        name: "grace.txt",
        bytes: txt(
          resumeText({
            name: "Grace Hopper",
            title: "Data Analyst",
            skills: ["Python", "SQL", "Tableau"],
            years: 4,
          }),
        ),
      },
    ]);
    const second = await runBatch(owner, jobB, [{ name: "ada-2025.txt", bytes: adaResume("2") }]);
    ada.resultIds = [
      first.candidates.find((c) => c.fileName === "ada-2024.txt")?.id ?? "",
      second.candidates[0]?.id ?? "",
    ];
  }, 180_000);

  afterAll(async () => {
    await context?.close();
  });

  it("links the same e-mail in two batches to one candidate with two scores", async () => {
    const list = await call("GET", "/api/candidates", owner);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(2);
    const person = list.body.data.find(
      (item: { name: string | null }) => item.name === "Ada Lovelace",
    );
    expect(person).toMatchObject({ resultCount: 2, email: "ada.lovelace@mail.example" });
    ada.candidateId = person.id;
    const page = await call("GET", `/api/candidates/${person.id}`, owner);
    expect(page.status).toBe(200);
    expect(page.body.data.scores).toHaveLength(2);
    expect(page.body.data.scores.map((s: { resultId: string }) => s.resultId).sort()).toEqual(
      [...ada.resultIds].sort(),
    );
    for (const score of page.body.data.scores) {
      expect(score.score).toEqual(expect.any(Number));
      expect(score.band).toEqual(
        expect.objectContaining({ id: expect.any(String), label: expect.any(String) }),
      );
      expect(score.engineVersion).toEqual(expect.any(String));
    }
    expect(
      page.body.data.stages.map((s: { jobDescriptionId: string; stage: string }) => [
        s.jobDescriptionId,
        s.stage,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [jobA, "new"],
        [jobB, "new"],
      ]),
    );
  });

  it("links the same file (SHA-256) without an e-mail to one candidate", async () => {
    const noEmail = txt(
      "Linus Nomail\nSystems Programmer\n\nSkills\nC, Linux, Git\n\nExperience\nSystems Programmer, Kernel Co\nJan 2015 - Present\n",
    );
    const one = await runBatch(owner, jobA, [{ name: "linus.txt", bytes: noEmail }]);
    const two = await runBatch(owner, jobB, [{ name: "linus-again.txt", bytes: noEmail }]);
    const rows = await context.t.app.db
      .select({ id: analysisCandidates.id, candidateId: analysisCandidates.candidateId })
      .from(analysisCandidates)
      .where(sql`${analysisCandidates.id} in (${one.candidates[0]?.id}, ${two.candidates[0]?.id})`);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.candidateId).toEqual(expect.any(String));
    expect(rows[0]?.candidateId).toBe(rows[1]?.candidateId);
    const [person] = await context.t.app.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, rows[0]?.candidateId ?? ""));
    expect(person?.emailKey).toBeNull();
  });

  it("answers 404 for another workspace's candidate, and lists only the workspace's own", async () => {
    const id = ada.candidateId ?? "";
    expect((await call("GET", `/api/candidates/${id}`, stranger)).status).toBe(404);
    expect(
      (await call("PUT", `/api/candidates/${id}/stages/${jobA}`, stranger, { stage: "hired" }))
        .status,
    ).toBe(404);
    expect(
      (await call("GET", `/api/candidates/results/${ada.resultIds[0]}/stage`, stranger)).status,
    ).toBe(404);
    const theirs = await call("GET", "/api/candidates", stranger);
    expect(theirs.body.data).toEqual([]);
    expect((await call("GET", `/api/candidates/${randomUUID()}`, owner)).status).toBe(404);
  });

  it("moves a stage with history, keeps the review status in step and logs it; a viewer reads only", async () => {
    const id = ada.candidateId ?? "";
    const denied = await context.client.call("PUT", `/api/candidates/${id}/stages/${jobA}`, {
      token: viewer.token,
      body: { stage: "interviewing" },
    });
    // The viewer acts in the owner's workspace through the header.
    const asViewer = await context.t.app.inject({
      method: "PUT",
      url: `/api/candidates/${id}/stages/${jobA}`,
      headers: { authorization: `Bearer ${viewer.token}`, "x-workspace-id": owner.id },
      payload: { stage: "interviewing" },
    });
    expect(denied.status).toBe(404);
    expect(asViewer.statusCode).toBe(403);
    const viewerReads = await context.t.app.inject({
      method: "GET",
      url: `/api/candidates/${id}`,
      headers: { authorization: `Bearer ${viewer.token}`, "x-workspace-id": owner.id },
    });
    expect(viewerReads.statusCode).toBe(200);

    // A webhook endpoint subscribed to stage changes (engineer K's API): the move enqueues an event.
    const hook = await call("POST", "/api/webhooks", owner, {
      url: "http://127.0.0.1:9/hook",
      events: ["candidate.stage_changed"],
    });
    expect(hook.status).toBe(201);
    const moved = await call("PUT", `/api/candidates/${id}/stages/${jobA}`, owner, {
      stage: "interviewing",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ stage: "interviewing", jobDescriptionId: jobA });
    expect(moved.body.data.history).toEqual([
      expect.objectContaining({ from: "new", to: "interviewing", actorLabel: owner.email }),
    ]);
    // The same stage again changes nothing and logs nothing.
    await call("PUT", `/api/candidates/${id}/stages/${jobA}`, owner, { stage: "interviewing" });
    const detail = await call("GET", `/api/resume-analysis/${ada.resultIds[0]}`, owner);
    expect(detail.body.data.reviewStatus).toBe("shortlisted");
    // Job B is another job: its result is still "none".
    const other = await call("GET", `/api/resume-analysis/${ada.resultIds[1]}`, owner);
    expect(other.body.data.reviewStatus).toBe("none");
    const logged = await context.t.app.db
      .select()
      .from(decisionLog)
      .where(and(eq(decisionLog.action, "stage_changed"), eq(decisionLog.workspaceId, owner.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actorId: owner.id,
      candidateId: ada.resultIds[0],
      detail: expect.objectContaining({ from: "new", to: "interviewing", personId: id }),
    });
    const deliveries = await context.t.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.workspaceId, owner.id));
    expect(deliveries.map((d) => [d.eventType, d.payload])).toEqual([
      [
        "candidate.stage_changed",
        expect.objectContaining({
          candidateId: id,
          jobDescriptionId: jobA,
          from: "new",
          to: "interviewing",
          movedBy: owner.email,
        }),
      ],
    ]);
    const log = await call("GET", `/api/resume-analysis/${ada.resultIds[0]}/decisions`, owner);
    expect(log.body.data.map((entry: { result: string }) => entry.result)).toContain(
      "Stage New → Interviewing (Senior Backend Engineer)",
    );
  });

  it("keeps reviewStatus a view of the stage: shortlist, reject and clear move the stage", async () => {
    const resultId = ada.resultIds[1] ?? "";
    const stageOf = async () =>
      (await call("GET", `/api/candidates/results/${resultId}/stage`, owner)).body.data;
    expect((await stageOf()).stage).toBe("new");
    const shortlisted = await call("PATCH", `/api/resume-analysis/${resultId}`, owner, {
      reviewStatus: "shortlisted",
    });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body.data.reviewStatus).toBe("shortlisted");
    expect((await stageOf()).stage).toBe("shortlisted");
    await call("PUT", `/api/candidates/results/${resultId}/stage`, owner, { stage: "offered" });
    // Shortlisting someone already offered keeps the offer (offered shows as "shortlisted").
    await call("PATCH", `/api/resume-analysis/${resultId}`, owner, { reviewStatus: "shortlisted" });
    expect((await stageOf()).stage).toBe("offered");
    await call("PATCH", `/api/resume-analysis/${resultId}`, owner, { reviewStatus: "none" });
    expect((await stageOf()).stage).toBe("new");
    await call("PUT", `/api/candidates/results/${resultId}/stage`, owner, { stage: "offered" });
    await call("PATCH", `/api/resume-analysis/${resultId}`, owner, { notes: "call back" });
    expect((await stageOf()).stage).toBe("offered");
    const rejected = await call("PATCH", `/api/resume-analysis/${resultId}`, owner, {
      reviewStatus: "rejected",
    });
    expect(rejected.body.data.reviewStatus).toBe("rejected");
    const stage = await stageOf();
    expect(stage.stage).toBe("rejected");
    // A click's own entry (shortlisted / rejected / review cleared) logs those moves; the PUTs
    // of the stage selector are logged as stage changes.
    const log = await call("GET", `/api/resume-analysis/${resultId}/decisions`, owner);
    expect(
      log.body.data
        .filter((entry: { isEngine: boolean }) => !entry.isEngine)
        .map((entry: { action: string }) => entry.action)
        .reverse(),
    ).toEqual([
      "shortlisted",
      "stage_changed",
      "review_cleared",
      "stage_changed",
      "note_changed",
      "rejected",
    ]);
    expect(stage.history.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual([
      "new>shortlisted",
      "shortlisted>offered",
      "offered>new",
      "new>offered",
      "offered>rejected",
    ]);
    const table = await call(
      "GET",
      `/api/resume-analysis/batches/${(await call("GET", `/api/resume-analysis/${resultId}`, owner)).body.data.batchId}?review=rejected`,
      owner,
    );
    expect(table.status).toBe(200);
  });

  it("searches names, titles and skills (aliases too), filters by stage and job, pages", async () => {
    const names = async (query: string) =>
      (await call("GET", `/api/candidates?${query}`, owner)).body.data.map(
        (item: { name: string }) => item.name,
      );
    expect(await names("q=lovelace")).toEqual(["Ada Lovelace"]);
    expect(await names("q=data%20analyst")).toEqual(["Grace Hopper"]);
    expect(await names("q=k8s")).toEqual(["Ada Lovelace"]);
    expect(await names("q=tableau")).toEqual(["Grace Hopper"]);
    expect(await names("q=cobol")).toEqual([]);
    expect(await names("stage=interviewing")).toEqual(["Ada Lovelace"]);
    expect(await names(`stage=interviewing&jobDescriptionId=${jobB}`)).toEqual([]);
    expect((await names(`jobDescriptionId=${jobB}`)).sort()).toEqual([
      "Ada Lovelace",
      "Linus Nomail",
    ]);
    const first = await call("GET", "/api/candidates?pageSize=2&page=1", owner);
    const second = await call("GET", "/api/candidates?pageSize=2&page=2", owner);
    expect(first.body.meta).toMatchObject({ total: 3, totalPages: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(1);
    expect((await call("GET", "/api/candidates?stage=bogus", owner)).status).toBe(422);
  });

  it("shows no score for a documents-only (ranking off) batch", async () => {
    await runBatch(owner, jobA, [{ name: "ada-docs.txt", bytes: adaResume("3") }], {
      rankingEnabled: false,
    });
    const page = await call("GET", `/api/candidates/${ada.candidateId}`, owner);
    const docs = page.body.data.scores.find(
      (s: { fileName: string }) => s.fileName === "ada-docs.txt",
    );
    expect(docs).toMatchObject({ isRanked: false, score: null, band: null, status: "scored" });
    expect(page.body.data.scores).toHaveLength(3);
  });

  describe("CSV import", () => {
    const importCsv = (user: User, body: Uint8Array | string) =>
      context.t.app.inject({
        method: "POST",
        url: "/api/candidates/import",
        headers: { authorization: `Bearer ${user.token}`, "content-type": "text/csv" },
        payload: Buffer.from(typeof body === "string" ? txt(body) : body),
      });
    const count = async () =>
      Number(
        (
          await context.t.app.db
            .select({ n: sql<number>`count(*)` })
            .from(candidates)
            .where(eq(candidates.workspaceId, owner.id))
        )[0]?.n,
      );

    it("reports every bad line and imports nothing", async () => {
      const before = await count();
      const response = await importCsv(
        owner,
        [
          "name,email,phone,job,stage",
          "Kim Good,kim@example.com,,,",
          ",nobody@example.com,,,",
          "Bad Mail,not-an-email,,,",
          "Odd Stage,odd@example.com,,Senior Backend Engineer,sleeping",
          `No Job,nojob@example.com,,${randomUUID()},new`,
        ].join("\r\n"),
      );
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe(
        "4 lines have errors; nothing was imported. Correct them and import the file again.",
      );
      expect(Object.keys(body.errors)).toEqual(["line 3", "line 4", "line 5", "line 6"]);
      expect(body.errors["line 4"]).toEqual(['"not-an-email" is not a valid e-mail address.']);
      expect(body.errors["line 6"][0]).toMatch(/^Unknown job/);
      expect(body.errors["line 5"]).toContain(
        'Unknown stage "sleeping": use new, shortlisted, interviewing, offered, hired or rejected.',
      );
      expect(await count()).toBe(before);
    });

    it("imports UTF-16 and Windows-1252 files, merges duplicates by e-mail, sets stages", async () => {
      const before = await count();
      const csv = [
        "Name,E-mail,Phone,Job,Stage",
        `Ada L.,ADA.LOVELACE@mail.example,+44 1,${jobB},hired`,
        "Zoë Zed,zoe@example.com,+33 2,,",
        `zoe again,Zoe@Example.com,,${jobA},interviewing`,
      ].join("\n");
      const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(csv, "utf16le")]);
      const response = await importCsv(owner, utf16);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ rows: 3, created: 1, merged: 1, stagesChanged: 2 });
      expect(await count()).toBe(before + 1);
      const zoe = (await call("GET", "/api/candidates?q=zo%C3%AB", owner)).body.data;
      expect(zoe).toHaveLength(1);
      expect(zoe[0]).toMatchObject({ name: "Zoë Zed", email: "zoe@example.com" });
      expect(zoe[0].stages).toEqual([
        expect.objectContaining({ jobDescriptionId: jobA, stage: "interviewing" }),
      ]);
      // Ada keeps her name from the resume; her job B stage is now hired, and her result shows it.
      const person = await call("GET", `/api/candidates/${ada.candidateId}`, owner);
      expect(person.body.data.name).toBe("Ada Lovelace");
      expect(
        person.body.data.stages.find(
          (s: { jobDescriptionId: string }) => s.jobDescriptionId === jobB,
        ).stage,
      ).toBe("hired");
      const result = await call("GET", `/api/resume-analysis/${ada.resultIds[1]}`, owner);
      expect(result.body.data.reviewStatus).toBe("shortlisted");

      const latin1 = Buffer.from("name,email\nJosé Núñez,jose@example.com\n", "latin1");
      const second = await importCsv(owner, new Uint8Array(latin1));
      expect(second.statusCode).toBe(200);
      const jose = (await call("GET", "/api/candidates?q=jos%C3%A9", owner)).body.data;
      expect(jose[0]?.name).toBe("José Núñez");
    });

    it("refuses a file over 1 MB, and a viewer", async () => {
      const big = `name,email\n${"A Person,a@example.com\n".repeat(50_000)}`;
      const response = await importCsv(owner, big);
      expect(response.statusCode).toBe(413);
      const asViewer = await context.t.app.inject({
        method: "POST",
        url: "/api/candidates/import",
        headers: {
          authorization: `Bearer ${viewer.token}`,
          "x-workspace-id": owner.id,
          "content-type": "text/csv",
        },
        payload: "name,email\nA,a@example.com\n",
      });
      expect(asViewer.statusCode).toBe(403);
    });
  });

  it("erasing one result erases the candidate and every result of theirs", async () => {
    const id = ada.candidateId ?? "";
    const erased = await call("POST", `/api/retention/candidates/${ada.resultIds[0]}/erase`, owner);
    expect(erased.status).toBe(200);
    expect((await call("GET", `/api/candidates/${id}`, owner)).status).toBe(404);
    const left = await context.t.app.db
      .select({ id: analysisCandidates.id })
      .from(analysisCandidates)
      .where(eq(analysisCandidates.candidateId, id));
    expect(left).toEqual([]);
    for (const resultId of ada.resultIds)
      expect((await call("GET", `/api/resume-analysis/${resultId}`, owner)).status).toBe(404);
    const mentions = await context.t.app.db
      .select({ id: decisionLog.id })
      .from(decisionLog)
      .where(sql`${decisionLog.detail}->>'personId' = ${id}`);
    expect(mentions).toEqual([]);
  });
});
