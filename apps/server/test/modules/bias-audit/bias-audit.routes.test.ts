/**
 * The bias audit kit through the API (issue 13, decision 176): categories imported as CSV, the
 * LL144 numbers checked against a worked example computed by hand (intersections, the 2 % rule,
 * unknowns), the import's line-numbered errors, ownership, the auditor's exports, the public
 * summary and the candidate notice. Batches and scores are written straight to the database (the
 * audit reads stored scores; how they are made is the analysis suites' business).
 */
import { randomUUID } from "node:crypto";
import { readDocument } from "@hirelens/engine";
import { ENGINE_VERSION } from "@hirelens/engine/version";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisBatches, analysisCandidates, auditRuns } from "../../../src/db/schema/index.ts";
import { type AnalyzerTestContext, signUp, startAnalyzerApp } from "../analysis/support.ts";

/**
 * The worked example, one batch of 60 applicants. 30 score above the median (70..89), 30 below
 * (20..39): median = (39 + 70) / 2 = 54.5. Groups: sex / race / above / below.
 *   male/white 14/6, male/asian 3/5, male/black 1/1,
 *   female/white 3/5, female/asian 3/7, female/black 2/2, female/native-hawaiian 0/1,
 *   female/unknown race 1/0,
 *   unknown sex/white 1/1, unknown sex/asian 2/0, unknown sex/black 0/2.
 * By hand:
 *   sex: male 30, 18 above, 0.6 -> ratio 1; female 24, 9 above, 0.375 -> 0.625 FLAG; unknown 6.
 *   race: white 30, 18, 0.6 -> 1; asian 20, 8, 0.4 -> 0.6667 FLAG; black 8, 3, 0.375 -> 0.625
 *     FLAG; native hawaiian 1 = 1.67 % < 2 %: excluded, no ratio; unknown 1.
 *   intersections (unknown 6 + 1 = 7): male/white 20, 14, 0.7 -> 1; male/asian 8, 3, 0.375 ->
 *     0.5357 FLAG; male/black 2 (3.3 %, compared), 1, 0.5 -> 0.7143 FLAG; female/white 8, 3,
 *     0.375 -> 0.5357; female/asian 10, 3, 0.3 -> 0.4286; female/black 4, 2, 0.5 -> 0.7143;
 *     female/native hawaiian 1: excluded.
 */
const PLAN: Array<[string, string, number, number]> = [
  ["male", "white", 14, 6],
  ["male", "asian", 3, 5],
  ["male", "black", 1, 1],
  ["female", "white", 3, 5],
  ["female", "asian", 3, 7],
  ["female", "black", 2, 2],
  ["female", "native-hawaiian-or-pacific-islander", 0, 1],
  ["female", "", 1, 0],
  ["", "white", 1, 1],
  ["", "asian", 2, 0],
  ["", "black", 0, 2],
];
// Spellings a real file has: aliases, labels, case, "unknown" words.
const SPELL: Record<string, string> = {
  male: "Male",
  female: "F",
  white: "White",
  asian: "ASIAN",
  black: "Black or African American",
  "native-hawaiian-or-pacific-islander": "native_hawaiian_or_pacific_islander",
};

let context: AnalyzerTestContext;
let owner: { id: string; token: string };
let other: { id: string; token: string };
let batchA: string;
let batchB: string;
let ownerCandidates: string[] = [];
let otherCandidate: string;
const csvRows: string[] = [];

async function insertBatch(
  userId: string,
  name: string,
  scores: number[],
  createdAt = new Date(),
): Promise<{ id: string; candidates: string[] }> {
  const db = context.t.database.db;
  const [batch] = await db
    .insert(analysisBatches)
    .values({
      workspaceId: userId,
      userId,
      name,
      jobTitle: "Registered Nurse",
      job: {
        title: { value: "Registered Nurse", span: { start: 0, end: 0, text: "" } },
        skills: [{ name: "BLS", level: "required" }],
        certifications: [{ value: "RN license", level: "required" }],
      } as never,
      weights: {} as never,
      status: "completed",
      totalFiles: scores.length,
      createdAt,
    })
    .returning();
  if (!batch) throw new Error("no batch");
  const rows = await db
    .insert(analysisCandidates)
    .values(
      scores.map((score, index) => ({
        batchId: batch.id,
        workspaceId: userId,
        userId,
        fileName: `jane_doe_${index + 1}.pdf`,
        fileSha256: randomUUID(),
        position: index + 1,
        status: "scored",
        score,
        name: `Jane Doe ${index + 1}`,
      })),
    )
    .returning({ id: analysisCandidates.id, position: analysisCandidates.position });
  rows.sort((a, b) => a.position - b.position);
  return { id: batch.id, candidates: rows.map((row) => row.id) };
}

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  context.t.app.inject({
    method,
    url,
    ...(body === undefined
      ? {}
      : { payload: body as string, headers: {} as Record<string, string> }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const importCsv = (token: string, payload: string | Buffer) =>
  context.t.app.inject({
    method: "POST",
    url: "/api/bias-audit/categories",
    payload,
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
  });

beforeAll(async () => {
  context = await startAnalyzerApp();
  owner = await signUp(context, "Audit Owner");
  other = await signUp(context, "Other Recruiter");
  const scores: number[] = [];
  let above = 0;
  let below = 0;
  const plan: Array<[string, string]> = [];
  for (const [sex, race, nAbove, nBelow] of PLAN) {
    for (let i = 0; i < nAbove; i++) {
      scores.push(70 + (above++ % 20));
      plan.push([sex, race]);
    }
    for (let i = 0; i < nBelow; i++) {
      scores.push(20 + (below++ % 20));
      plan.push([sex, race]);
    }
  }
  const a = await insertBatch(owner.id, "Nurses, spring", scores);
  batchA = a.id;
  ownerCandidates = a.candidates;
  plan.forEach(([sex, race], index) => {
    const sexCell = sex ? (SPELL[sex] ?? sex) : index % 2 ? "" : "Prefer not to say";
    const raceCell = race ? (SPELL[race] ?? race) : "unknown";
    csvRows.push(`${a.candidates[index]},Nurses,cv.pdf,${sexCell},${raceCell}`);
  });
  // Batch B (another job): 10, 20, 30, 40 -> median 25; female/white 30 and male/white 40 above.
  const b = await insertBatch(owner.id, "Nurses, night", [10, 20, 30, 40]);
  batchB = b.id;
  csvRows.push(
    `${b.candidates[0]},,,female,asian`,
    `${b.candidates[1]},,,male,asian`,
    `${b.candidates[2]},,,female,white`,
    `${b.candidates[3]},,,male,white`,
  );
  const o = await insertBatch(other.id, "Theirs", [50]);
  otherCandidate = o.candidates[0] ?? "";
});

afterAll(async () => {
  await context?.close();
});

const HEADER = "candidate_id,batch,file_name,sex,race_ethnicity";

describe("category import", () => {
  it("lists every wrong line with its number and imports nothing", async () => {
    const first = ownerCandidates[0];
    const csv = [
      HEADER,
      `${first},,,female,white`,
      `${ownerCandidates[1]},,,robot,white`,
      `${ownerCandidates[2]},,,male,martian`,
      `${randomUUID()},,,male,white`,
      `${otherCandidate},,,male,white`,
      `not-an-id,,,male,white`,
      `${first},,,male,asian`,
      `,,,male,asian`,
    ].join("\r\n");
    const response = await importCsv(owner.token, csv);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(
      "7 lines have errors; nothing was imported. Correct them and import the file again.",
    );
    expect(Object.keys(body.errors)).toEqual([
      "line 3",
      "line 4",
      "line 5",
      "line 6",
      "line 7",
      "line 8",
      "line 9",
    ]);
    expect(body.errors["line 3"][0]).toMatch(/Unknown sex category "robot"/);
    expect(body.errors["line 4"][0]).toMatch(/Unknown race\/ethnicity category "martian"/);
    expect(body.errors["line 5"][0]).toMatch(/Unknown candidate/);
    // Someone else's candidate reads exactly like one that does not exist.
    expect(body.errors["line 6"][0]).toBe(
      `Unknown candidate "${otherCandidate}": use the candidate_id of the template.`,
    );
    expect(body.errors["line 7"][0]).toMatch(/Unknown candidate "not-an-id"/);
    expect(body.errors["line 8"][0]).toBe(`Candidate ${first} appears again (first on line 2).`);
    expect(body.errors["line 9"][0]).toBe("The candidate_id is empty.");
    // Line 2 was valid, but the file was refused as a whole: the template shows no category.
    const template = await call("GET", `/api/bias-audit/template?batchIds=${batchA}`, owner.token);
    expect(template.statusCode).toBe(200);
    expect(template.body).toContain(`${first},"Nurses, spring",jane_doe_1.pdf,,\r\n`);
  });

  it("refuses a file without the header, an empty file and one over 1 MB", async () => {
    const noHeader = await importCsv(owner.token, `${ownerCandidates[0]},female,white`);
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors["line 1"][0]).toMatch(/must name the columns/);
    const empty = await importCsv(owner.token, HEADER);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors["line 2"]).toEqual(["The file has a header but no rows."]);
    const big = await importCsv(owner.token, `${HEADER}\r\n${"x,,,,\r\n".repeat(180_000)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than 1 MB/);
  });

  it("reads a UTF-16 file with its BOM and a Windows-1252 file, quoted fields and all", async () => {
    const id = ownerCandidates[0] ?? "";
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${HEADER}\r\n${id},"Nurses, spring",cv.pdf,female,white\r\n`, "utf16le"),
    ]);
    const read16 = await importCsv(owner.token, utf16);
    expect(read16.statusCode).toBe(200);
    expect(read16.json().data).toEqual({
      rows: 1,
      withSex: 1,
      withRaceEthnicity: 1,
      encoding: "utf-16le",
    });
    // "Mañana_Løvås.pdf" in Windows-1252 (not valid UTF-8).
    const latin = Buffer.concat([
      Buffer.from(`${HEADER}\r\n${id},x,Ma`),
      Buffer.from([0xf1]),
      Buffer.from("ana.pdf,female,white\r\n"),
    ]);
    const read1252 = await importCsv(owner.token, latin);
    expect(read1252.statusCode).toBe(200);
    expect(read1252.json().data.encoding).toBe("windows-1252");
  });

  it("imports the worked example (UTF-8 with a BOM) and the template shows it back", async () => {
    const response = await importCsv(owner.token, `\uFEFF${HEADER}\n${csvRows.join("\n")}\n`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      rows: 64,
      withSex: 58,
      withRaceEthnicity: 63,
      encoding: "utf-8",
    });
    const template = await call(
      "GET",
      `/api/bias-audit/template?batchIds=${batchA},${batchB}`,
      owner.token,
    );
    const lines = template.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(65);
    expect(lines[1]).toBe(`${ownerCandidates[0]},"Nurses, spring",jane_doe_1.pdf,male,white`);
    const batches = await call("GET", "/api/bias-audit/batches", owner.token);
    expect(batches.json().data.find((b: { id: string }) => b.id === batchA)).toMatchObject({
      scored: 60,
      withCategories: 60,
    });
  });
});

describe("audit runs", () => {
  let runId: string;

  it("computes the worked example by hand: ratios, intersections, the 2 % rule, unknowns", async () => {
    const before = await call("GET", "/api/bias-audit/status", owner.token);
    expect(before.json().data.reasons).toEqual(["none"]);
    const response = await call("POST", "/api/bias-audit/runs", owner.token, {
      scope: "batch",
      batchId: batchA,
      dataSource: "Voluntary EEO-1 self-identification form",
    });
    expect(response.statusCode).toBe(201);
    const run = response.json().data;
    runId = run.id;
    expect(run).toMatchObject({
      scope: "batch",
      applicants: 60,
      engineVersion: ENGINE_VERSION,
      dataSource: "Voluntary EEO-1 self-identification form",
      isPublished: false,
      publicPath: null,
    });
    const job = run.report.jobs[0];
    expect(job.medianScore).toBe(54.5);
    expect(job.unknown).toEqual({ sex: 6, raceEthnicity: 1, intersections: 7 });
    const pick = (groups: Array<Record<string, unknown>>) =>
      Object.fromEntries(
        groups.map((g) => [
          g.id,
          [
            g.applicants,
            g.scoringAbove,
            Number((g.scoringRate as number).toFixed(4)),
            g.impactRatio === null ? null : Number((g.impactRatio as number).toFixed(4)),
            g.isExcluded,
            g.isFlagged,
          ],
        ]),
      );
    expect(pick(job.sex)).toEqual({
      female: [24, 9, 0.375, 0.625, false, true],
      male: [30, 18, 0.6, 1, false, false],
    });
    expect(pick(job.raceEthnicity)).toEqual({
      white: [30, 18, 0.6, 1, false, false],
      "black-or-african-american": [8, 3, 0.375, 0.625, false, true],
      "native-hawaiian-or-pacific-islander": [1, 0, 0, null, true, false],
      asian: [20, 8, 0.4, 0.6667, false, true],
    });
    expect(pick(job.intersections)).toEqual({
      "female/white": [8, 3, 0.375, 0.5357, false, true],
      "female/black-or-african-american": [4, 2, 0.5, 0.7143, false, true],
      "female/native-hawaiian-or-pacific-islander": [1, 0, 0, null, true, false],
      "female/asian": [10, 3, 0.3, 0.4286, false, true],
      "male/white": [20, 14, 0.7, 1, false, false],
      "male/black-or-african-american": [2, 1, 0.5, 0.7143, false, true],
      "male/asian": [8, 3, 0.375, 0.5357, false, true],
    });
    const after = await call("GET", "/api/bias-audit/status", owner.token);
    expect(after.json().data).toMatchObject({
      reasons: [],
      lastAuditEngineVersion: ENGINE_VERSION,
    });
  });

  it("across jobs compares each applicant with their own job's median", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await call("POST", "/api/bias-audit/runs", owner.token, {
      scope: "range",
      dateFrom: today,
      dateTo: today,
      dataSource: "EEO-1 forms",
    });
    expect(response.statusCode).toBe(201);
    const run = response.json().data;
    expect(run.applicants).toBe(64);
    expect(run.jobs.map((j: { batchId: string }) => j.batchId).sort()).toEqual(
      [batchA, batchB].sort(),
    );
    const nightJob = run.report.jobs.find((j: { jobId: string }) => j.jobId === batchB);
    expect(nightJob.medianScore).toBe(25);
    const overall = run.report.overall;
    expect(overall.medianScore).toBeNull();
    // female 24 + 2 = 26, 9 + 1 above; male 30 + 2 = 32, 18 + 1 above.
    const female = overall.sex.find((g: { id: string }) => g.id === "female");
    const male = overall.sex.find((g: { id: string }) => g.id === "male");
    expect([female.applicants, female.scoringAbove, male.applicants, male.scoringAbove]).toEqual([
      26, 10, 32, 19,
    ]);
    expect(female.impactRatio).toBeCloseTo(10 / 26 / (19 / 32), 10);
    // 1 of 64 is still under 2 %.
    const nh = overall.raceEthnicity.find(
      (g: { id: string }) => g.id === "native-hawaiian-or-pacific-islander",
    );
    expect(nh).toMatchObject({ applicants: 1, isExcluded: true, impactRatio: null });
    const empty = await call("POST", "/api/bias-audit/runs", owner.token, {
      scope: "range",
      dateFrom: "2020-01-01",
      dateTo: "2020-01-31",
      dataSource: "EEO-1 forms",
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe("No analysis in these dates has scored candidates to audit.");
  });

  it("exports the auditor's package without names, file names or candidate ids", async () => {
    const applicants = await call(
      "GET",
      `/api/bias-audit/runs/${runId}/export?format=applicants-csv`,
      owner.token,
    );
    expect(applicants.statusCode).toBe(200);
    const lines = applicants.body.trim().split("\r\n");
    expect(lines[0]).toBe("row,job_id,job_title,score,sex,race_ethnicity");
    expect(lines).toHaveLength(61);
    expect(lines[1]).toBe(`1,${batchA},Registered Nurse,70,male,white`);
    expect(applicants.body).not.toMatch(/jane|doe|\.pdf/i);
    for (const id of ownerCandidates) expect(applicants.body).not.toContain(id);
    // The auditor recomputes the female rate from the rows: 9 of 24 above 54.5.
    const female = lines
      .slice(1)
      .filter((line) => line.endsWith(",female,white") || /,female,/.test(line));
    expect(female).toHaveLength(24);
    expect(female.filter((line) => Number(line.split(",")[3]) > 54.5)).toHaveLength(9);

    const aggregate = await call(
      "GET",
      `/api/bias-audit/runs/${runId}/export?format=aggregate-csv`,
      owner.token,
    );
    expect(aggregate.body).toContain(
      `${batchA},Registered Nurse,54.5,sex,Female,24,9,0.3750,0.6250,no,yes`,
    );
    expect(aggregate.body).toContain(
      `${batchA},Registered Nurse,54.5,race/ethnicity,Native Hawaiian or Pacific Islander,1,0,0.0000,,yes,no`,
    );
    expect(aggregate.body).toContain(
      `${batchA},Registered Nurse,54.5,intersection,Unknown category,7,,,,not compared,`,
    );

    const pdf = await context.t.app.inject({
      method: "GET",
      url: `/api/bias-audit/runs/${runId}/export?format=pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const read = await readDocument(new Uint8Array(pdf.rawPayload));
    if (!read.ok) throw new Error(read.message);
    const text = read.text.replace(/\s+/g, " ");
    expect(text).toContain("Data source: Voluntary EEO-1 self-identification form");
    expect(text).toContain(
      "Female: 24 applicants, 9 above the median, scoring rate 37.5 %, impact ratio 0.63 FLAG",
    );
    expect(text).not.toMatch(/jane/i);
  });

  it("answers 404 for someone else's audit, export, publication and template", async () => {
    for (const [method, url, body] of [
      ["GET", `/api/bias-audit/runs/${runId}`, undefined],
      ["GET", `/api/bias-audit/runs/${runId}/export?format=pdf`, undefined],
      ["PUT", `/api/bias-audit/runs/${runId}/publication`, { isPublished: true }],
      ["GET", `/api/bias-audit/template?batchIds=${batchA}`, undefined],
      ["GET", `/api/bias-audit/notice?batchId=${batchA}&employer=X&contact=a@b.test`, undefined],
    ] as const) {
      const response = await call(method, url, other.token, body);
      expect(response.statusCode, url).toBe(404);
    }
    const run = await call("POST", "/api/bias-audit/runs", other.token, {
      scope: "batch",
      batchId: batchA,
      dataSource: "stolen",
    });
    expect(run.statusCode).toBe(404);
    const list = await call("GET", "/api/bias-audit/runs", other.token);
    expect(list.json().data).toEqual([]);
  });

  it("publishes a summary with counts and ratios and no candidate data; unpublished it is gone", async () => {
    const published = await call("PUT", `/api/bias-audit/runs/${runId}/publication`, owner.token, {
      isPublished: true,
    });
    expect(published.statusCode).toBe(200);
    const path: string = published.json().data.publicPath;
    expect(path).toMatch(/^\/audit-summary\/[A-Za-z0-9_-]{22}$/);
    const publicId = path.split("/").pop();
    const page = await call("GET", `/api/public/audit-summaries/${publicId}`, null);
    expect(page.statusCode).toBe(200);
    const summary = page.json().data;
    expect(summary).toMatchObject({
      title: "Registered Nurse",
      dataSource: "Voluntary EEO-1 self-identification form",
      engineVersion: ENGINE_VERSION,
      jobTitles: ["Registered Nurse"],
    });
    expect(summary.overall.applicants).toBe(60);
    expect(summary.overall.sex).toHaveLength(2);
    for (const id of [...ownerCandidates, batchA, runId]) expect(page.body).not.toContain(id);
    expect(page.body).not.toMatch(/jane|doe|\.pdf|"score"|"candidateId"|"row"/i);
    const off = await call("PUT", `/api/bias-audit/runs/${runId}/publication`, owner.token, {
      isPublished: false,
    });
    expect(off.json().data.publicPath).toBeNull();
    const gone = await call("GET", `/api/public/audit-summaries/${publicId}`, null);
    expect(gone.statusCode).toBe(404);
    const guessed = await call("GET", `/api/public/audit-summaries/${"A".repeat(22)}`, null);
    expect(guessed.statusCode).toBe(404);
  });

  it("warns when the last audit is older than 12 months or made by another engine version", async () => {
    const db = context.t.database.db;
    const user = await signUp(context, "Stale Auditor");
    const base = {
      workspaceId: user.id,
      userId: user.id,
      scope: "batch" as const,
      title: "Old",
      dataSource: "forms",
      applicants: 1,
      jobs: [],
      report: {
        jobs: [],
        overall: {
          jobId: null,
          applicants: 0,
          medianScore: null,
          sex: [],
          raceEthnicity: [],
          intersections: [],
          unknown: { sex: 0, raceEthnicity: 0, intersections: 0 },
        },
      },
      rows: [],
    };
    await db.insert(auditRuns).values({
      ...base,
      engineVersion: "2000.01.01",
      publicId: randomUUID(),
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    });
    const status = await call("GET", "/api/bias-audit/status", user.token);
    expect(status.json().data.reasons).toEqual(["older-than-12-months", "engine-version-changed"]);
    await db.insert(auditRuns).values({
      ...base,
      engineVersion: ENGINE_VERSION,
      publicId: randomUUID(),
      createdAt: new Date(Date.now() - 360 * 86_400_000),
    });
    const recent = await call("GET", "/api/bias-audit/status", user.token);
    expect(recent.json().data.reasons).toEqual([]);
  });
});

describe("candidate notice", () => {
  it("is written from the job's requirements with the account's retention and the contact", async () => {
    const query = `batchId=${batchA}&employer=Acme%20Health&contact=jobs%40acme.test`;
    const response = await call("GET", `/api/bias-audit/notice?${query}`, owner.token);
    expect(response.statusCode).toBe(200);
    const notice = response.json().data;
    expect(notice.subject).toBe("How Acme Health reviews applications for Registered Nurse");
    expect(notice.retentionDays).toBe(365);
    expect(notice.howItWorksUrl).toBe("http://hirelens.test/how-scoring-works");
    expect(notice.text).toContain("- Required skills: BLS");
    expect(notice.text).toContain("- Certification: RN license (required)");
    expect(notice.text).toContain("kept for 1 year after you apply");
    expect(notice.text).toContain("contact jobs@acme.test");
    const text = await call("GET", `/api/bias-audit/notice?${query}&format=txt`, owner.token);
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toBe(`${notice.text}\n`);
    const pdf = await context.t.app.inject({
      method: "GET",
      url: `/api/bias-audit/notice?${query}&format=pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const read = await readDocument(new Uint8Array(pdf.rawPayload));
    if (!read.ok) throw new Error(read.message);
    expect(read.text.replace(/\s+/g, " ")).toContain("An alternative process or an accommodation");
    const missing = await call(
      "GET",
      `/api/bias-audit/notice?batchId=${batchA}&employer=Acme`,
      owner.token,
    );
    expect(missing.statusCode).toBe(422);
  });
});
