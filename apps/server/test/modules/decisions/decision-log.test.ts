import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DECISION_CSV_COLUMNS, DECISION_MESSAGES } from "@hirelens/contracts";
import { ENGINE_VERSION } from "@hirelens/engine";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decisionLog } from "../../../src/db/schema/index.ts";
import { parseEnv } from "../../../src/env.ts";
import { deleteExpiredDecisions } from "../../../src/modules/decisions/decisions.repository.ts";
import {
  decisionRetentionCutoff,
  recordDecision,
} from "../../../src/modules/decisions/decisions.service.ts";
import {
  type AnalyzerTestContext,
  createJob,
  fileIdsOf,
  type ResumeSpec,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
  waitForBatch,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;
let owner: { id: string; token: string; email: string };
let stranger: { id: string; token: string; email: string };
let jobId: string;
// biome-ignore lint/suspicious/noExplicitAny: bodies are asserted field by field
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

const call = (
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  token = owner.token,
) => context.client.call(method, url, { token, body });

async function startBatch(specs: ResumeSpec[], extra: Record<string, unknown> = {}) {
  const uploaded = await upload(
    context,
    owner.token,
    specs.map((spec) => ({
      name: `${spec.name.split(" ")[0]?.toLowerCase()}-${Math.random().toString(36).slice(2, 7)}.txt`,
      // A distinct line per upload so the same resume is a new file each batch.
      bytes: txt(`${resumeText(spec)}\nRef ${Math.random()}\n`),
    })),
  );
  expect(uploaded.status).toBe(201);
  const started = await call("POST", "/api/analysis/analyze", {
    jobDescriptionId: jobId,
    fileIds: fileIdsOf(uploaded),
    ...extra,
  });
  expect(started.status).toBe(202);
  return waitForBatch(context, owner.token, started.body.data.id, 150_000);
}

/** Every entry of a batch's log, newest first. */
async function batchLog(batchId: string) {
  const response = await call(
    "GET",
    `/api/resume-analysis/batches/${batchId}/decisions?pageSize=100`,
  );
  expect(response.status).toBe(200);
  return response.body.data as Array<Record<string, unknown>>;
}

const byName = (name: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: candidate rows of the body
  batch.candidates.find((candidate: any) => candidate.name === name);

beforeAll(async () => {
  context = await startAnalyzerApp();
  owner = await signUp(context, "Jane Reviewer");
  stranger = await signUp(context, "Stranger Sam");
  jobId = (await createJob(context, owner.token)).id;
  batch = await startBatch([WEAK, STRONG, GOOD]);
  // The machine running CI is shared: starting the app and scoring three files can take minutes.
}, 240_000);
afterAll(async () => context.close());

describe("the product never rejects anyone by itself", () => {
  it("a scored candidate starts undecided whatever its score, even the lowest", () => {
    const weak = byName("Wendy Weak");
    expect(weak.status).toBe("scored");
    const scores = batch.candidates.map((candidate: { score: number }) => candidate.score);
    expect(weak.score).toBe(Math.min(...scores));
    expect(["possible", "unlikely"]).toContain(weak.band.id);
    for (const candidate of batch.candidates) expect(candidate.reviewStatus).toBe("none");
  });

  it("the only code that writes a review status is reviewCandidate (a person's PATCH)", async () => {
    const root = fileURLToPath(new URL("../../../src/", import.meta.url));
    // A write: a property assignment, an object key given a literal status, or SQL setting the column.
    const write =
      /\.reviewStatus\s*=[^=]|reviewStatus\s*:\s*["'](shortlisted|rejected)|review_status\s*=\s*'/;
    const writes: string[] = [];
    for (const file of await readdir(root, { recursive: true })) {
      if (!file.endsWith(".ts")) continue;
      const lines = (await readFile(join(root, file), "utf8")).split("\n");
      lines.forEach((line) => {
        if (write.test(line)) writes.push(`${file.replaceAll("\\", "/")}: ${line.trim()}`);
      });
    }
    expect(writes).toEqual([
      "modules/analysis/analysis.service.ts: if (options.input.reviewStatus !== undefined) values.reviewStatus = options.input.reviewStatus;",
    ]);
  });
});

describe("every human action is logged with who, versions and the file hash", () => {
  it("shortlist, reject, clearing the review and a note change each leave one entry", async () => {
    const strong = byName("Maria Strong");
    const weak = byName("Wendy Weak");
    expect(
      (await call("PATCH", `/api/resume-analysis/${strong.id}`, { reviewStatus: "shortlisted" }))
        .status,
    ).toBe(200);
    expect(
      (await call("PATCH", `/api/resume-analysis/${weak.id}`, { reviewStatus: "rejected" })).status,
    ).toBe(200);
    expect(
      (await call("PATCH", `/api/resume-analysis/${weak.id}`, { reviewStatus: "none" })).status,
    ).toBe(200);
    const secret = "Spoke to her former manager, private remark";
    expect(
      (await call("PATCH", `/api/resume-analysis/${strong.id}`, { notes: secret })).status,
    ).toBe(200);
    // The same status again is no new decision.
    expect(
      (await call("PATCH", `/api/resume-analysis/${strong.id}`, { reviewStatus: "shortlisted" }))
        .status,
    ).toBe(200);

    const log = await batchLog(batch.id);
    const human = log.filter((entry) => !entry.isEngine);
    expect(human.map((entry) => entry.action)).toEqual([
      "note_changed",
      "review_cleared",
      "rejected",
      "shortlisted",
    ]);
    const [note, cleared, rejected, shortlisted] = human;
    for (const entry of human) {
      expect(entry.actorLabel).toBe(owner.email);
      expect(entry.batchId).toBe(batch.id);
      expect(entry.engineVersion).toBe(ENGINE_VERSION);
      expect(entry.requirementsVersion).toBe(1);
      expect(entry.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(shortlisted?.candidateId).toBe(strong.id);
    expect(shortlisted?.candidateLabel).toBe("Maria Strong");
    expect(shortlisted?.result).toBe("Shortlisted");
    expect(rejected?.candidateId).toBe(weak.id);
    expect(cleared?.result).toBe("Review cleared (was rejected)");
    // The note's words stay in the candidate's record only: the log keeps the fact and its length.
    expect(note?.result).toBe(`Note changed (${secret.length} characters)`);
    expect(JSON.stringify(log)).not.toContain("former manager");
  });

  it("an export of the batch is logged with its format", async () => {
    const response = await context.t.app.inject({
      method: "GET",
      url: `/api/analysis/export?batchId=${batch.id}&format=json`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    const [latest] = await batchLog(batch.id);
    expect(latest).toMatchObject({
      action: "exported",
      actorLabel: owner.email,
      candidateId: null,
      result: "Exported as JSON",
      detail: { format: "json", anonymised: false },
    });
  });

  it("the log is paginated with meta, newest first", async () => {
    const first = await call(
      "GET",
      `/api/resume-analysis/batches/${batch.id}/decisions?pageSize=2`,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta.pageSize).toBe(2);
    expect(first.body.meta.total).toBeGreaterThanOrEqual(5);
    const second = await call(
      "GET",
      `/api/resume-analysis/batches/${batch.id}/decisions?pageSize=2&page=2`,
    );
    expect(second.body.data[0].createdAt <= first.body.data[1].createdAt).toBe(true);
    expect(second.body.data[0].id).not.toBe(first.body.data[1].id);
  });
});

describe("band override", () => {
  it("refuses a missing, short or long reason and an unknown band, naming the field", async () => {
    const good = byName("Peter Good");
    const url = `/api/resume-analysis/${good.id}/band-override`;
    const missing = await call("POST", url, { band: "strong" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.reason).toEqual([DECISION_MESSAGES.reasonRequired]);
    const blank = await call("POST", url, { band: "strong", reason: "   " });
    expect(blank.body.errors.reason).toEqual([DECISION_MESSAGES.reasonRequired]);
    const short = await call("POST", url, { band: "strong", reason: "ok" });
    expect(short.status).toBe(422);
    expect(short.body.errors.reason).toEqual([DECISION_MESSAGES.reasonTooShort]);
    const long = await call("POST", url, { band: "strong", reason: "x".repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.errors.reason).toEqual([DECISION_MESSAGES.reasonTooLong]);
    const unknown = await call("POST", url, { band: "excellent", reason: "Knows our stack" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.band).toBeDefined();
    // Nothing changed and nothing was logged.
    const after = await call("GET", `/api/resume-analysis/${good.id}`);
    expect(after.body.data.bandOverride ?? null).toBeNull();
    expect((await batchLog(batch.id)).some((entry) => entry.action === "band_overridden")).toBe(
      false,
    );
  });

  it("shows the reviewer's band with who and why; the score and its order stay the engine's", async () => {
    const weak = byName("Wendy Weak");
    const before = await call("GET", `/api/resume-analysis/batches/${batch.id}?sort=score`);
    const order = before.body.data.candidates.map((candidate: { id: string }) => candidate.id);
    const response = await call("POST", `/api/resume-analysis/${weak.id}/band-override`, {
      band: "strong",
      reason: "  Portfolio shows the backend work the resume leaves out  ",
    });
    expect(response.status).toBe(200);
    const detail = response.body.data;
    expect(detail.score).toBe(weak.score);
    expect(detail.band.id).toBe("strong");
    expect(detail.bandOverride).toMatchObject({
      band: { id: "strong", label: "Strong fit" },
      suggestedBand: { id: weak.band.id },
      reason: "Portfolio shows the backend work the resume leaves out",
      by: owner.email,
    });

    const after = await call("GET", `/api/resume-analysis/batches/${batch.id}?sort=score`);
    expect(after.body.data.candidates.map((candidate: { id: string }) => candidate.id)).toEqual(
      order,
    );
    const strongBand = await call("GET", `/api/resume-analysis/batches/${batch.id}?band=strong`);
    const ids = strongBand.body.data.candidates.map((candidate: { id: string }) => candidate.id);
    expect(ids).toContain(weak.id);
    expect(
      strongBand.body.data.candidates.every(
        (candidate: { band: { id: string } }) => candidate.band.id === "strong",
      ),
    ).toBe(true);
    const suggested = await call(
      "GET",
      `/api/resume-analysis/batches/${batch.id}?band=${weak.band.id}`,
    );
    expect(suggested.body.data.candidates.map((c: { id: string }) => c.id)).not.toContain(weak.id);

    const csv = await context.t.app.inject({
      method: "GET",
      url: `/api/analysis/export?batchId=${batch.id}&format=csv`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.body).toContain(
      `Strong fit (overridden from ${weak.band.label} by ${owner.email}: Portfolio shows the backend work the resume leaves out)`,
    );

    const [entry] = (await batchLog(batch.id)).filter((e) => e.action === "band_overridden");
    expect(entry).toMatchObject({
      candidateId: weak.id,
      actorLabel: owner.email,
      result: `Band ${weak.band.label} → Strong fit: Portfolio shows the backend work the resume leaves out`,
      detail: { from: weak.band.id, to: "strong", suggested: weak.band.id },
    });
  });

  it("removing the override shows the suggested band again and is logged with its reason", async () => {
    const weak = byName("Wendy Weak");
    const response = await call("POST", `/api/resume-analysis/${weak.id}/band-override`, {
      band: null,
      reason: "Checked the portfolio again",
    });
    expect(response.status).toBe(200);
    expect(response.body.data.bandOverride ?? null).toBeNull();
    expect(response.body.data.band.id).toBe(weak.band.id);
    const candidateLog = await call("GET", `/api/resume-analysis/${weak.id}/decisions`);
    expect(candidateLog.status).toBe(200);
    expect(candidateLog.body.data[0]).toMatchObject({
      action: "band_overridden",
      result: `Override removed: back to Strong fit: Checked the portfolio again`,
    });
    expect(
      candidateLog.body.data.every(
        (entry: { candidateId: string }) => entry.candidateId === weak.id,
      ),
    ).toBe(true);
  });
});

describe("ranking off: documents only", () => {
  // biome-ignore lint/suspicious/noExplicitAny: body asserted field by field
  let off: any;
  beforeAll(async () => {
    off = await startBatch([WEAK, STRONG], { rankingEnabled: false });
  }, 180_000);

  it("shows documents in upload order with no score, band or evidence, and logs the choice", async () => {
    expect(off.rankingEnabled).toBe(false);
    // Upload order, though ranked the strong resume would come first.
    expect(off.candidates.map((c: { name: string }) => c.name)).toEqual([
      "Wendy Weak",
      "Maria Strong",
    ]);
    for (const candidate of off.candidates) {
      expect(candidate.status).toBe("scored");
      expect(candidate.score).toBeNull();
      expect(candidate.band).toBeNull();
      expect(candidate.rank).toBeNull();
      expect(candidate.topMatchedSkills).toEqual([]);
    }
    expect(off.averageScore).toBeNull();
    expect(off.topScore).toBeNull();
    const detail = await call("GET", `/api/resume-analysis/${off.candidates[0].id}`);
    expect(detail.body.data.score).toBeNull();
    expect(detail.body.data.components).toEqual([]);
    expect(detail.body.data.insights).toBeNull();
    // Sorting by score cannot bring an order back.
    const sorted = await call("GET", `/api/resume-analysis/batches/${off.id}?sort=score`);
    expect(sorted.body.data.candidates.map((c: { id: string }) => c.id)).toEqual(
      off.candidates.map((c: { id: string }) => c.id),
    );
    const json = await context.t.app.inject({
      method: "GET",
      url: `/api/analysis/export?batchId=${off.id}&format=json`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(json.json().data.candidates.every((c: { score: unknown }) => c.score === null)).toBe(
      true,
    );
    const log = await batchLog(off.id);
    expect(log.find((entry) => entry.action === "ranking_switched")).toMatchObject({
      actorLabel: owner.email,
      detail: { rankingEnabled: false },
    });
  });

  it("refuses a band override while ranking is off", async () => {
    const response = await call(
      "POST",
      `/api/resume-analysis/${off.candidates[0].id}/band-override`,
      { band: "strong", reason: "Looks right" },
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(DECISION_MESSAGES.rankingOff);
  });

  it("the log shows no score while ranking is off; its export stays the complete record", async () => {
    const candidate = off.candidates[0];
    await recordDecision(context.t.database.db, {
      workspaceId: owner.id,
      userId: owner.id,
      actorId: null,
      actorLabel: "HireLens engine",
      batchId: off.id,
      candidateId: candidate.id,
      action: "scored",
      detail: { score: 77.7, bandLabel: "Strong fit" },
    });
    const shown = await call("GET", `/api/resume-analysis/${candidate.id}/decisions`);
    const scored = shown.body.data.find((entry: { action: string }) => entry.action === "scored");
    expect(scored).toMatchObject({
      result: "Scored (hidden while automated ranking is off)",
      detail: {},
      actorLabel: "HireLens engine",
      isEngine: true,
    });
    expect(JSON.stringify(shown.body)).not.toContain("77.7");
    const exported = await context.t.app.inject({
      method: "GET",
      url: `/api/resume-analysis/${candidate.id}/decisions/export?format=csv`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(exported.body).toContain("Scored 77.7 (Strong fit)");
  });

  it("the switch turns ranking on and off again, each change logged once", async () => {
    const on = await call("PUT", `/api/resume-analysis/batches/${off.id}/ranking`, {
      rankingEnabled: true,
    });
    expect(on.status).toBe(200);
    expect(on.body.data.rankingEnabled).toBe(true);
    expect(on.body.data.candidates[0].score).toEqual(expect.any(Number));
    expect(on.body.data.candidates[0].rank).toBe(1);
    const again = await call("PUT", `/api/resume-analysis/batches/${off.id}/ranking`, {
      rankingEnabled: true,
    });
    expect(again.status).toBe(200);
    const offAgain = await call("PUT", `/api/resume-analysis/batches/${off.id}/ranking`, {
      rankingEnabled: false,
    });
    expect(offAgain.body.data.candidates.every((c: { score: unknown }) => c.score === null)).toBe(
      true,
    );
    const switches = (await batchLog(off.id)).filter((e) => e.action === "ranking_switched");
    expect(
      switches.map((entry) => (entry.detail as { rankingEnabled: boolean }).rankingEnabled),
    ).toEqual([false, true, false]);
  });

  it("the dashboard neither averages nor charts the scores of a batch with ranking off", async () => {
    const dashboard = async () => (await call("GET", "/api/dashboard")).body.data;
    const charted = (data: { scoreDistribution: Array<{ count: number }> }) =>
      data.scoreDistribution.reduce((sum, bucket) => sum + bucket.count, 0);
    const hidden = await dashboard();
    await call("PUT", `/api/resume-analysis/batches/${off.id}/ranking`, { rankingEnabled: true });
    const shown = await dashboard();
    await call("PUT", `/api/resume-analysis/batches/${off.id}/ranking`, { rankingEnabled: false });
    // Its two resumes are screened either way, but their scores count only while shown.
    expect(shown.resumesScreened).toBe(hidden.resumesScreened);
    expect(charted(shown)).toBe(charted(hidden) + 2);
    expect(shown.averageMatch).not.toBe(hidden.averageMatch);
  });

  it("the log outlives the batch: its owner still reads it after the batch is deleted", async () => {
    const before = await batchLog(off.id);
    expect((await call("DELETE", `/api/resume-analysis/batches/${off.id}`)).status).toBe(204);
    const after = await batchLog(off.id);
    expect(after.map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
    expect(after.find((entry) => entry.candidateId)?.candidateLabel).toBe("Candidate (deleted)");
    const stranger404 = await call(
      "GET",
      `/api/resume-analysis/batches/${off.id}/decisions`,
      undefined,
      stranger.token,
    );
    expect(stranger404.status).toBe(404);
  });
});

describe("only the owner sees the log, and no route changes it", () => {
  it("someone else's batch or candidate, or an unknown id, is 404 on every route", async () => {
    const candidate = byName("Maria Strong");
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const [method, url, body] of [
      ["GET", `/api/resume-analysis/batches/${batch.id}/decisions`],
      ["GET", `/api/resume-analysis/batches/${batch.id}/decisions/export?format=csv`],
      ["GET", `/api/resume-analysis/${candidate.id}/decisions`],
      ["GET", `/api/resume-analysis/${candidate.id}/decisions/export?format=json`],
      [
        "POST",
        `/api/resume-analysis/${candidate.id}/band-override`,
        { band: "good", reason: "Mine now" },
      ],
      ["PUT", `/api/resume-analysis/batches/${batch.id}/ranking`, { rankingEnabled: false }],
    ] as const) {
      expect((await call(method, url, body, stranger.token)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call("GET", `/api/resume-analysis/batches/${unknown}/decisions`)).status).toBe(
      404,
    );
    expect((await call("GET", `/api/resume-analysis/${unknown}/decisions`)).status).toBe(404);
    // Nothing of the stranger's attempts reached the owner's batch.
    const detail = await call("GET", `/api/resume-analysis/batches/${batch.id}`);
    expect(detail.body.data.rankingEnabled).toBe(true);
  });

  it("PUT, PATCH and DELETE of the log or of an entry are refused", async () => {
    const [entry] = await batchLog(batch.id);
    const id = String(entry?.id);
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      for (const url of [
        `/api/resume-analysis/batches/${batch.id}/decisions`,
        `/api/resume-analysis/batches/${batch.id}/decisions/${id}`,
        `/api/resume-analysis/${byName("Maria Strong").id}/decisions`,
      ]) {
        const response = await context.t.app.inject({
          method,
          url,
          payload: { action: "shortlisted" },
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    const still = await batchLog(batch.id);
    expect(still.find((e) => e.id === id)).toEqual(entry);
  });

  it("the database itself refuses an UPDATE of an entry (append-only trigger)", async () => {
    const [entry] = await batchLog(batch.id);
    const refusal = await context.t.database.db
      .execute(
        sql`update ${decisionLog} set actor_label = 'someone else' where id = ${String(entry?.id)}`,
      )
      .then(
        () => null,
        (error: Error & { cause?: Error }) => error,
      );
    // Drizzle wraps the database's error; the trigger's own message is its cause.
    expect(String(refusal?.cause?.message ?? refusal?.message)).toMatch(
      /decision_log is append-only/,
    );
    const [again] = await batchLog(batch.id);
    expect(again?.actorLabel).toBe(owner.email);
  });
});

describe("exports of the log", () => {
  it("CSV: the documented columns, one row per entry, oldest first, and the export is logged", async () => {
    const before = await batchLog(batch.id);
    const response = await context.t.app.inject({
      method: "GET",
      url: `/api/resume-analysis/batches/${batch.id}/decisions/export?format=csv`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(DECISION_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(before.length + 1);
    expect(lines[1]).toContain("scored");
    expect(response.body).toContain(`${owner.email},shortlisted,Maria Strong,Shortlisted`);
    const [latest] = await batchLog(batch.id);
    expect(latest).toMatchObject({
      action: "exported",
      detail: { what: "decision-log", format: "csv" },
    });
  });

  it("JSON of a candidate: only their entries", async () => {
    const strong = byName("Maria Strong");
    const response = await context.t.app.inject({
      method: "GET",
      url: `/api/resume-analysis/${strong.id}/decisions/export?format=json`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json().data as Array<{ candidateId: string; action: string }>;
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.every((entry) => entry.candidateId === strong.id)).toBe(true);
    expect(entries.map((entry) => entry.action)).toContain("shortlisted");
  });
});

describe("retention", () => {
  it("DECISION_LOG_RETENTION_DAYS defaults to 183 and refuses less", () => {
    expect(parseEnv({}).DECISION_LOG_RETENTION_DAYS).toBe(183);
    expect(parseEnv({ DECISION_LOG_RETENTION_DAYS: "400" }).DECISION_LOG_RETENTION_DAYS).toBe(400);
    expect(() => parseEnv({ DECISION_LOG_RETENTION_DAYS: "90" })).toThrow(
      /DECISION_LOG_RETENTION_DAYS must be at least 183 days/,
    );
  });

  it("deleteExpiredDecisions removes exactly the entries older than the cut-off", async () => {
    const db = context.t.database.db;
    const now = new Date("2026-11-23T12:00:00Z");
    const cutoff = decisionRetentionCutoff({ DECISION_LOG_RETENTION_DAYS: 183 }, now);
    expect(cutoff.toISOString()).toBe("2026-05-24T12:00:00.000Z");
    const stamp = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const base = {
      workspaceId: stranger.id,
      userId: stranger.id,
      actorId: stranger.id,
      actorLabel: stranger.email,
    };
    const old = await recordDecision(db, { ...base, action: "exported", detail: { n: 1 } });
    const edge = await recordDecision(db, { ...base, action: "exported", detail: { n: 2 } });
    const fresh = await recordDecision(db, { ...base, action: "exported", detail: { n: 3 } });
    // Backdating needs the trigger off for a moment: the test's setup, not the product's path.
    await db.execute(sql`alter table ${decisionLog} disable trigger decision_log_append_only`);
    try {
      for (const [row, days] of [
        [old, 200],
        [edge, 183],
        [fresh, 10],
      ] as const)
        await db.execute(
          sql`update ${decisionLog} set created_at = ${stamp(days).toISOString()} where id = ${row.id}`,
        );
    } finally {
      await db.execute(sql`alter table ${decisionLog} enable trigger decision_log_append_only`);
    }
    const ownerEntries = (await batchLog(batch.id)).length;
    const deleted = await deleteExpiredDecisions(db, cutoff);
    expect(deleted).toBe(1);
    const left = await db.execute(
      sql`select id from ${decisionLog} where user_id = ${stranger.id} order by created_at`,
    );
    const ids = (left as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    expect(ids).toEqual([edge.id, fresh.id]);
    expect((await batchLog(batch.id)).length).toBe(ownerEntries);
  });
});
