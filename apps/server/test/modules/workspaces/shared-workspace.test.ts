import { randomUUID } from "node:crypto";
import { parseRealtimeEvent, type RealtimeEvent, WORKSPACE_HEADER } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analysisBatches,
  creditTransactions,
  decisionLog,
  workspaceMembers,
  workspaces,
} from "../../../src/db/schema/index.ts";
import {
  type AnalyzerTestContext,
  JOB_TEXT,
  multipartBody,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
} from "../analysis/support.ts";

/**
 * One workspace, several members (issue 14, decisions 182 and 197): what a recruiter starts is the
 * team's, is paid from the team's own credits, is logged with who did it, and its live progress reaches
 * another member who has the workspace open.
 */
let context: AnalyzerTestContext;
let baseUrl: string;
type Person = Awaited<ReturnType<typeof signUp>>;
let owner: Person;
let recruiter: Person;
let viewer: Person;
let outsider: Person;
let teamId: string;

async function call(
  person: Person,
  workspaceId: string | null,
  method: "GET" | "POST" | "PATCH",
  url: string,
  body?: object,
) {
  return context.client.call(method, url, { token: person.token, workspaceId, body });
}

/** Reads SSE frames until `until` says stop. */
async function readEvents(response: Response, until: (event: RealtimeEvent) => boolean) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: RealtimeEvent[] = [];
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split("\n")
        .find((line) => line.startsWith("data: "))
        ?.slice(6);
      buffer = buffer.slice(end + 2);
      const event = data ? parseRealtimeEvent(data) : null;
      if (event) {
        events.push(event);
        if (until(event)) {
          await reader.cancel();
          return events;
        }
      }
      end = buffer.indexOf("\n\n");
    }
  }
}

beforeAll(async () => {
  context = await startAnalyzerApp();
  baseUrl = await context.t.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await signUp(context, "Olive Owner");
  recruiter = await signUp(context, "Rita Recruiter");
  viewer = await signUp(context, "Vic Viewer");
  outsider = await signUp(context, "Oscar Outsider");
  teamId = randomUUID();
  const db = context.t.app.db;
  await db.insert(workspaces).values({ id: teamId, name: "Acme hiring", ownerUserId: owner.id });
  await db.insert(workspaceMembers).values([
    { workspaceId: teamId, userId: owner.id, role: "owner" },
    { workspaceId: teamId, userId: recruiter.id, role: "recruiter" },
    { workspaceId: teamId, userId: viewer.id, role: "viewer" },
  ]);
}, 300_000);
afterAll(async () => context?.close());

describe("a shared workspace", () => {
  it("a recruiter's batch is the team's, paid from the team's credits, logged with who, live to a viewer", async () => {
    const job = await call(recruiter, teamId, "POST", "/api/job-descriptions", {
      title: "Senior Backend Engineer",
      text: JOB_TEXT,
    });
    expect(job.status).toBe(201);
    const { payload, contentType } = multipartBody([
      {
        name: "anna.txt",
        bytes: txt(
          resumeText({
            name: "Anna Able",
            title: "Backend Engineer",
            skills: ["Node.js"],
            years: 6,
          }),
        ),
      },
    ]);
    const uploaded = await context.t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      payload,
      headers: {
        authorization: `Bearer ${recruiter.token}`,
        "content-type": contentType,
        [WORKSPACE_HEADER]: teamId,
      },
    });
    expect(uploaded.statusCode).toBe(201);

    // The viewer has the workspace open: its batches' progress reaches them.
    const stream = await fetch(`${baseUrl}/api/realtime/events`, {
      headers: {
        authorization: `Bearer ${viewer.token}`,
        accept: "text/event-stream",
        [WORKSPACE_HEADER]: teamId,
      },
    });
    expect(stream.status).toBe(200);
    const reading = readEvents(stream, (event) => event.type === "batch.done");

    const started = await call(recruiter, teamId, "POST", "/api/resume-analysis", {
      jobDescriptionId: job.body.data.id,
      fileIds: [uploaded.json().data.files[0].id],
    });
    expect(started.status).toBe(202);
    const batchId = started.body.data.id as string;
    const events = await reading;
    expect(events.at(-1)).toMatchObject({ type: "batch.done", batchId });
    expect(events.some((event) => event.type === "file.scored" && event.batchId === batchId)).toBe(
      true,
    );

    // The team's row, created by the recruiter.
    const [batch] = await context.t.app.db
      .select()
      .from(analysisBatches)
      .where(eq(analysisBatches.id, batchId));
    expect(batch).toMatchObject({ workspaceId: teamId, userId: recruiter.id });
    // Every member sees it; the owner's personal workspace and an outsider do not.
    expect(
      (await call(viewer, teamId, "GET", `/api/resume-analysis/batches/${batchId}`)).status,
    ).toBe(200);
    expect((await call(owner, null, "GET", `/api/resume-analysis/batches/${batchId}`)).status).toBe(
      404,
    );
    expect(
      (await call(outsider, null, "GET", `/api/resume-analysis/batches/${batchId}`)).status,
    ).toBe(404);
    expect(
      (await call(outsider, teamId, "GET", `/api/resume-analysis/batches/${batchId}`)).status,
    ).toBe(404);

    // Paid from the team's own balance (Free: 10 a month), shown to every member; the owner's
    // personal workspace keeps its own (decision 197).
    const balance = await call(viewer, teamId, "GET", "/api/credits");
    expect(balance.body.data.availableCredits).toBe(9);
    expect((await call(owner, teamId, "GET", "/api/credits")).body.data.availableCredits).toBe(9);
    expect((await call(owner, null, "GET", "/api/credits")).body.data.availableCredits).toBe(10);
    const [charge] = await context.t.app.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `charge:${batchId}`));
    expect(charge).toMatchObject({
      workspaceId: teamId,
      actorUserId: recruiter.id,
      amount: -1,
    });
    // The team's ledger lists the charge; the owner's personal workspace ledger does not.
    const teamLedger = await call(owner, teamId, "GET", "/api/credits/transactions");
    expect(teamLedger.body.data.map((line: { batchId: string }) => line.batchId)).toContain(
      batchId,
    );
    const personalLedger = await call(owner, null, "GET", "/api/credits/transactions");
    expect(personalLedger.body.data.map((line: { batchId: string }) => line.batchId)).not.toContain(
      batchId,
    );

    // A review: the recruiter may, the viewer may not; the log names the recruiter.
    const candidateId = started.body.data.candidates[0].id as string;
    expect(
      (await call(viewer, teamId, "PATCH", `/api/resume-analysis/${candidateId}`, { notes: "x" }))
        .status,
    ).toBe(403);
    const review = await call(recruiter, teamId, "PATCH", `/api/resume-analysis/${candidateId}`, {
      reviewStatus: "shortlisted",
    });
    expect(review.status).toBe(200);
    const log = await call(viewer, teamId, "GET", `/api/resume-analysis/${candidateId}/decisions`);
    expect(log.status).toBe(200);
    expect(
      log.body.data.find((entry: { action: string }) => entry.action === "shortlisted"),
    ).toMatchObject({ actorLabel: recruiter.email });
    const rows = await context.t.app.db
      .select()
      .from(decisionLog)
      .where(eq(decisionLog.candidateId, candidateId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.workspaceId).toBe(teamId);
    expect(rows.find((row) => row.action === "shortlisted")).toMatchObject({
      userId: recruiter.id,
      actorId: recruiter.id,
    });
  }, 300_000);
});
