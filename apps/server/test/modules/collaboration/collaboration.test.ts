import { WORKSPACE_HEADER } from "@hirelens/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, workspaceMembers } from "../../../src/db/schema/index.ts";
import { waitForMail } from "../../helpers/auth.ts";
import {
  type AnalyzerTestContext,
  analyzeAndWait,
  createJob,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

type User = Awaited<ReturnType<typeof signUp>>;
const MENTION = /mentioned you in a comment/;

describe("comments, mentions and scorecards on a candidate result", () => {
  let context: AnalyzerTestContext;
  let owner: User;
  let rita: User;
  let victor: User;
  let stranger: User;
  let candidateId: string;
  let jobId: string;

  const call = async (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    user: User,
    body?: object,
  ) => {
    const response = await context.t.app.inject({
      method,
      url,
      payload: body,
      headers: {
        authorization: `Bearer ${user.token}`,
        // Everyone but the stranger acts in the owner's workspace.
        ...(user === owner || user === stranger ? {} : { [WORKSPACE_HEADER]: owner.id }),
      },
    });
    return {
      status: response.statusCode,
      body: response.body ? response.json() : null,
    };
  };
  const mentionRows = (to: string) =>
    context.t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, "comment-mention")));

  beforeAll(async () => {
    context = await startAnalyzerApp();
    owner = await signUp(context, "Olivia Owner");
    rita = await signUp(context, "Rita Recruiter");
    victor = await signUp(context, "Victor Viewer");
    stranger = await signUp(context, "Sam Stranger");
    await context.t.app.db.insert(workspaceMembers).values([
      { workspaceId: owner.id, userId: rita.id, role: "recruiter" },
      { workspaceId: owner.id, userId: victor.id, role: "viewer" },
    ]);
    const job = await createJob(context, owner.token);
    jobId = job.id;
    const uploaded = await upload(context, owner.token, [
      {
        name: "ada.txt",
        bytes: txt(
          resumeText({
            name: "Ada Lovelace",
            title: "Backend Engineer",
            skills: ["Node.js", "TypeScript", "PostgreSQL"],
            years: 6,
          }),
        ),
      },
    ]);
    const batch = await analyzeAndWait(context, owner.token, {
      jobDescriptionId: job.id,
      fileIds: [uploaded.body.data.files[0].id],
    });
    candidateId = batch.candidates[0].id;
  });

  afterAll(async () => {
    await context?.close();
  });

  it("lists the workspace's members for the mention box, and nobody else", async () => {
    const members = await call("GET", "/api/collaboration/members", victor);
    expect(members.status).toBe(200);
    expect(members.body.data.map((member: { name: string }) => member.name).sort()).toEqual([
      "Olivia Owner",
      "Rita Recruiter",
      "Victor Viewer",
    ]);
  });

  it("starts with no comments", async () => {
    const list = await call("GET", `/api/resume-analysis/${candidateId}/comments`, victor);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
  });

  it("mails a mentioned member, never the author, never a non-member", async () => {
    const body =
      "Strong on <b>PostgreSQL</b> 👍 — @Rita Recruiter can you look? cc @Olivia Owner and @Sam Stranger";
    const created = await call("POST", `/api/resume-analysis/${candidateId}/comments`, owner, {
      body,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      body,
      authorName: "Olivia Owner",
      canEdit: true,
      canDelete: true,
    });
    expect(created.body.data.mentions.map((m: { name: string }) => m.name).sort()).toEqual([
      "Olivia Owner",
      "Rita Recruiter",
    ]);
    const mail = await waitForMail(context.smtp, rita.email, { subject: MENTION });
    expect(mail.subject).toBe("Olivia Owner mentioned you in a comment on a candidate");
    expect(mail.text).toContain("> Strong on <b>PostgreSQL</b> 👍");
    expect(mail.text).toContain(`candidate=${candidateId}`);
    expect(mail.html).toContain("&lt;b&gt;PostgreSQL&lt;/b&gt;");
    // Sent on the request path: the outbox already holds every mail of that request.
    expect(await mentionRows(owner.email)).toHaveLength(0);
    expect(await mentionRows(stranger.email)).toHaveLength(0);
    expect(await mentionRows(rita.email)).toHaveLength(1);
  });

  it("sends no mention mail to a member whose mentions preference is off", async () => {
    const off = await call("PATCH", "/api/email-preferences", victor, { mentions: false });
    expect(off.status).toBe(200);
    expect(off.body.data.mentions).toBe(false);
    const created = await call("POST", `/api/resume-analysis/${candidateId}/comments`, rita, {
      body: "@Victor Viewer FYI",
    });
    expect(created.status).toBe(201);
    expect(created.body.data.mentions).toEqual([{ userId: victor.id, name: "Victor Viewer" }]);
    expect(await mentionRows(victor.email)).toHaveLength(0);
    expect(context.smtp.mailsTo(victor.email, MENTION)).toHaveLength(0);
  });

  it("mails on an edit only the members mentioned for the first time", async () => {
    const created = await call("POST", `/api/resume-analysis/${candidateId}/comments`, rita, {
      body: "Looks good to me",
    });
    const id = created.body.data.id;
    expect(await mentionRows(owner.email)).toHaveLength(0);
    const edited = await call("PATCH", `/api/comments/${id}`, rita, {
      body: "Looks good to me, @Olivia Owner",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.editedAt).not.toBeNull();
    await waitForMail(context.smtp, owner.email, { subject: MENTION });
    const again = await call("PATCH", `/api/comments/${id}`, rita, {
      body: "Looks very good to me, @Olivia Owner",
    });
    expect(again.status).toBe(200);
    expect(await mentionRows(owner.email)).toHaveLength(1);
  });

  it("checks length and keeps unicode as written", async () => {
    const path = `/api/resume-analysis/${candidateId}/comments`;
    const empty = await call("POST", path, rita, { body: "   " });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toEqual(["Write a comment first"]);
    const long = await call("POST", path, rita, { body: "x".repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toEqual(["A comment can be at most 2000 characters"]);
    const limit = await call("POST", path, rita, { body: "é".repeat(2000) });
    expect(limit.status).toBe(201);
    const unicode = await call("POST", path, rita, { body: "日本語のコメント — Zoë ✅" });
    expect(unicode.body.data.body).toBe("日本語のコメント — Zoë ✅");
  });

  it("lets viewers read but not write; authors edit their own; admins delete any", async () => {
    const path = `/api/resume-analysis/${candidateId}/comments`;
    expect((await call("POST", path, victor, { body: "viewer" })).status).toBe(403);
    const list = (await call("GET", path, victor)).body.data as Array<{
      id: string;
      authorName: string;
      canEdit: boolean;
      canDelete: boolean;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((comment) => !comment.canEdit && !comment.canDelete)).toBe(true);
    const olivias = list.find((comment) => comment.authorName === "Olivia Owner");
    const ritas = list.find((comment) => comment.authorName === "Rita Recruiter");
    if (!olivias || !ritas) throw new Error("comments missing");
    expect(
      (await call("PATCH", `/api/comments/${olivias.id}`, rita, { body: "hijack" })).status,
    ).toBe(403);
    expect((await call("DELETE", `/api/comments/${olivias.id}`, rita)).status).toBe(403);
    expect((await call("PATCH", `/api/comments/${ritas.id}`, owner, { body: "edit" })).status).toBe(
      403,
    );
    expect((await call("DELETE", `/api/comments/${ritas.id}`, owner)).status).toBe(204);
    const after = (await call("GET", path, owner)).body.data.map((c: { id: string }) => c.id);
    expect(after).not.toContain(ritas.id);
    expect(after).toContain(olivias.id);
  });

  it("answers 404 to another workspace", async () => {
    expect(
      (await call("GET", `/api/resume-analysis/${candidateId}/comments`, stranger)).status,
    ).toBe(404);
    const named = await context.t.app.inject({
      method: "GET",
      url: `/api/resume-analysis/${candidateId}/scorecards`,
      headers: { authorization: `Bearer ${stranger.token}`, [WORKSPACE_HEADER]: owner.id },
    });
    expect(named.statusCode).toBe(404);
    const list = (await call("GET", `/api/resume-analysis/${candidateId}/comments`, owner)).body
      .data;
    const remove = await call("DELETE", `/api/comments/${list[0].id}`, stranger);
    expect(remove.status).toBe(404);
    expect(
      (
        await call("PUT", `/api/job-descriptions/${jobId}/scorecard-criteria`, stranger, {
          criteria: [],
        })
      ).status,
    ).toBe(404);
  });

  it("scorecards: criteria per job, one card per reviewer, a summary, the score untouched", async () => {
    const scoreBefore = (await call("GET", `/api/resume-analysis/${candidateId}`, owner)).body.data
      .score;
    const empty = await call("GET", `/api/resume-analysis/${candidateId}/scorecards`, victor);
    expect(empty.body.data).toMatchObject({ criteria: [], scorecards: [], summary: { count: 0 } });

    const criteriaPath = `/api/job-descriptions/${jobId}/scorecard-criteria`;
    expect((await call("PUT", criteriaPath, victor, { criteria: ["X"] })).status).toBe(403);
    const tooMany = await call("PUT", criteriaPath, rita, {
      criteria: Array.from({ length: 11 }, (_, i) => `C${i}`),
    });
    expect(tooMany.status).toBe(422);
    const duplicate = await call("PUT", criteriaPath, rita, { criteria: ["SQL", "sql"] });
    expect(duplicate.status).toBe(422);
    const set = await call("PUT", criteriaPath, rita, { criteria: ["Communication", "SQL"] });
    expect(set.status).toBe(200);
    expect(set.body.data.criteria).toEqual(["Communication", "SQL"]);

    const mine = `/api/resume-analysis/${candidateId}/scorecards/mine`;
    expect(
      (await call("PUT", mine, victor, { ratings: [], recommendation: 3, note: "" })).status,
    ).toBe(403);
    const unknown = await call("PUT", mine, rita, {
      ratings: [{ criterion: "Charisma", rating: 4 }],
      recommendation: 3,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('"Charisma" is not one of this job\'s scorecard criteria');
    expect((await call("PUT", mine, rita, { ratings: [], recommendation: 5 })).status).toBe(422);

    const first = await call("PUT", mine, rita, {
      ratings: [
        { criterion: "Communication", rating: 4 },
        { criterion: "SQL", rating: 3 },
      ],
      recommendation: 4,
      note: "Très bien",
    });
    expect(first.status).toBe(200);
    await call("PUT", mine, owner, {
      ratings: [{ criterion: "communication", rating: 2 }],
      recommendation: 2,
      note: "",
    });
    const edited = await call("PUT", mine, owner, {
      ratings: [{ criterion: "Communication", rating: 3 }],
      recommendation: 3,
      note: "Changed my mind",
    });
    const data = edited.body.data;
    expect(data.scorecards).toHaveLength(2);
    expect(data.scorecards.find((card: { isMine: boolean }) => card.isMine)).toMatchObject({
      reviewerName: "Olivia Owner",
      recommendation: 3,
      note: "Changed my mind",
    });
    expect(data.summary).toEqual({
      count: 2,
      recommendations: { "1": 0, "2": 0, "3": 1, "4": 1 },
      averageRecommendation: 3.5,
      criteria: [
        { criterion: "Communication", average: 3.5, count: 2 },
        { criterion: "SQL", average: 3, count: 1 },
      ],
    });
    const seenByViewer = await call(
      "GET",
      `/api/resume-analysis/${candidateId}/scorecards`,
      victor,
    );
    expect(seenByViewer.body.data.scorecards).toHaveLength(2);
    const scoreAfter = (await call("GET", `/api/resume-analysis/${candidateId}`, owner)).body.data
      .score;
    expect(scoreAfter).toBe(scoreBefore);

    const removed = await call("DELETE", mine, owner);
    expect(removed.status).toBe(200);
    expect(removed.body.data.scorecards).toHaveLength(1);
    expect((await call("DELETE", mine, owner)).status).toBe(404);
  });
});
