import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDescriptions, outbox, workspaceInvites } from "../../../src/db/schema/index.ts";
import { hashToken } from "../../../src/lib/token-hash.ts";
import { type Api, api, registerVerifiedUser, tokenOf } from "../../helpers/auth.ts";
import { linkIn, startSmtp, type TestSmtp } from "../../helpers/smtp.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";
import { JOB_TEXT } from "../analysis/support.ts";

let t: TestApp;
let smtp: TestSmtp;
let client: Api;
type User = { id: string; token: string; email: string };
let owner: User;
let admin: User;
let recruiter: User;
let viewer: User;
let stranger: User;
let teamId: string;

const call = (...args: Parameters<Api["call"]>) => client.call(...args);

/** Invites `email` to the workspace as `role` and answers the token of the mailed link. */
async function invite(by: User, workspaceId: string, email: string, role: string) {
  const before = smtp.mailsTo(email, /invited you/).length;
  const response = await call("POST", `/api/workspaces/${workspaceId}/invites`, {
    token: by.token,
    body: { email, role },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const mails = smtp.mailsTo(email, /invited you/);
  expect(mails.length).toBe(before + 1);
  return { id: response.body.data.id as string, token: tokenOf(linkIn(mails.at(-1)!, "http")) };
}

async function join(user: User, workspaceId: string, role: string) {
  const { token } = await invite(owner, workspaceId, user.email, role);
  const accepted = await call("POST", "/api/workspace-invites/accept", {
    token: user.token,
    body: { token },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: "http://hirelens.test" });
  client = api(t.app);
  const register = (name: string, email: string) =>
    registerVerifiedUser(client, smtp, { name, email });
  owner = await register("Olivia Owner", "olivia@example.com");
  admin = await register("Adam Admin", "adam@example.com");
  recruiter = await register("Rita Recruiter", "rita@example.com");
  viewer = await register("Victor Viewer", "victor@example.com");
  stranger = await register("Stan Stranger", "stan@example.com");
  const created = await call("POST", "/api/workspaces", {
    token: owner.token,
    body: { name: "  Acme Talent  " },
  });
  expect(created.status).toBe(201);
  teamId = created.body.data.id;
  await join(admin, teamId, "admin");
  await join(recruiter, teamId, "recruiter");
  await join(viewer, teamId, "viewer");
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("my workspaces", () => {
  it("lists the personal workspace first, with my role and the member count", async () => {
    const list = await call("GET", "/api/workspaces", { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject([
      { id: owner.id, personal: true, role: "owner", memberCount: 1 },
      { id: teamId, name: "Acme Talent", personal: false, role: "owner", memberCount: 4 },
    ]);
    const mine = await call("GET", "/api/workspaces", { token: viewer.token });
    expect(mine.body.data.map((w: { id: string; role: string }) => [w.id, w.role])).toEqual([
      [viewer.id, "owner"],
      [teamId, "viewer"],
    ]);
  });

  it("creates a team workspace with a trimmed unicode name, and refuses empty or long names", async () => {
    const created = await call("POST", "/api/workspaces", {
      token: stranger.token,
      body: { name: " Équipe Zürich 東京 " },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Équipe Zürich 東京",
      role: "owner",
      personal: false,
      memberCount: 1,
    });
    const empty = await call("POST", "/api/workspaces", {
      token: stranger.token,
      body: { name: "   " },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toEqual(["Enter a name for the workspace."]);
    const long = await call("POST", "/api/workspaces", {
      token: stranger.token,
      body: { name: "x".repeat(81) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.name[0]).toMatch(/at most 80/);
  });

  it("renames for an admin, 403 for a recruiter or viewer", async () => {
    const renamed = await call("PATCH", `/api/workspaces/${teamId}`, {
      token: admin.token,
      body: { name: "Acme Hiring" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Acme Hiring", role: "admin" });
    for (const user of [recruiter, viewer]) {
      const refused = await call("PATCH", `/api/workspaces/${teamId}`, {
        token: user.token,
        body: { name: "Mine now" },
      });
      expect(refused.status).toBe(403);
    }
  });
});

describe("members and roles", () => {
  it("lists members with name, e-mail, role and joined date for every member", async () => {
    const members = await call("GET", `/api/workspaces/${teamId}/members`, {
      token: viewer.token,
    });
    expect(members.status).toBe(200);
    expect(
      members.body.data.map((m: { email: string; role: string; isYou: boolean }) => [
        m.email,
        m.role,
        m.isYou,
      ]),
    ).toEqual([
      ["olivia@example.com", "owner", false],
      ["adam@example.com", "admin", false],
      ["rita@example.com", "recruiter", false],
      ["victor@example.com", "viewer", true],
    ]);
    expect(members.body.data[0].name).toBe("Olivia Owner");
    expect(Number.isNaN(Date.parse(members.body.data[0].joinedAt))).toBe(false);
  });

  it("lets an admin change roles but never the owner's; owner is not a role to give", async () => {
    const changed = await call("PATCH", `/api/workspaces/${teamId}/members/${recruiter.id}`, {
      token: admin.token,
      body: { role: "viewer" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.find((m: { userId: string }) => m.userId === recruiter.id).role).toBe(
      "viewer",
    );
    const back = await call("PATCH", `/api/workspaces/${teamId}/members/${recruiter.id}`, {
      token: owner.token,
      body: { role: "recruiter" },
    });
    expect(back.status).toBe(200);

    const onOwner = await call("PATCH", `/api/workspaces/${teamId}/members/${owner.id}`, {
      token: admin.token,
      body: { role: "viewer" },
    });
    expect(onOwner.status).toBe(403);
    expect(onOwner.body.message).toMatch(/Only the owner/);
    const ownSelf = await call("PATCH", `/api/workspaces/${teamId}/members/${owner.id}`, {
      token: owner.token,
      body: { role: "admin" },
    });
    expect(ownSelf.status).toBe(409);
    expect(ownSelf.body.message).toMatch(/Transfer ownership/);
    const makeOwner = await call("PATCH", `/api/workspaces/${teamId}/members/${admin.id}`, {
      token: owner.token,
      body: { role: "owner" },
    });
    expect(makeOwner.status).toBe(422);
    const byRecruiter = await call("PATCH", `/api/workspaces/${teamId}/members/${viewer.id}`, {
      token: recruiter.token,
      body: { role: "admin" },
    });
    expect(byRecruiter.status).toBe(403);
    const unknown = await call("PATCH", `/api/workspaces/${teamId}/members/${stranger.id}`, {
      token: owner.token,
      body: { role: "admin" },
    });
    expect(unknown.status).toBe(404);
  });

  it("answers 404 to a stranger on every route of the workspace", async () => {
    const [anInvite] = (
      await call("GET", `/api/workspaces/${teamId}/invites`, { token: owner.token })
    ).body.data as Array<{ id: string }>;
    const inviteId = anInvite?.id ?? "00000000-0000-4000-8000-000000000000";
    const routes: Array<[Parameters<Api["call"]>[0], string, unknown?]> = [
      ["PATCH", `/api/workspaces/${teamId}`, { name: "Taken" }],
      ["DELETE", `/api/workspaces/${teamId}`],
      ["GET", `/api/workspaces/${teamId}/members`],
      ["PATCH", `/api/workspaces/${teamId}/members/${viewer.id}`, { role: "admin" }],
      ["DELETE", `/api/workspaces/${teamId}/members/${viewer.id}`],
      ["POST", `/api/workspaces/${teamId}/transfer`, { userId: stranger.id }],
      ["GET", `/api/workspaces/${teamId}/invites`],
      ["POST", `/api/workspaces/${teamId}/invites`, { email: "x@example.com", role: "viewer" }],
      ["POST", `/api/workspaces/${teamId}/invites/${inviteId}/resend`],
      ["DELETE", `/api/workspaces/${teamId}/invites/${inviteId}`],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(method, url, { token: stranger.token, body });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    // The stranger's own personal workspace is not reachable by anyone else either.
    const other = await call("GET", `/api/workspaces/${stranger.id}/members`, {
      token: owner.token,
    });
    expect(other.status).toBe(404);
  });

  it("answers 403 where a member's role is too low", async () => {
    const cases: Array<[User, Parameters<Api["call"]>[0], string, unknown?]> = [
      [viewer, "GET", `/api/workspaces/${teamId}/invites`],
      [
        viewer,
        "POST",
        `/api/workspaces/${teamId}/invites`,
        { email: "v@example.com", role: "viewer" },
      ],
      [
        recruiter,
        "POST",
        `/api/workspaces/${teamId}/invites`,
        { email: "r@example.com", role: "viewer" },
      ],
      [viewer, "DELETE", `/api/workspaces/${teamId}/members/${recruiter.id}`],
      [recruiter, "DELETE", `/api/workspaces/${teamId}/members/${viewer.id}`],
      [admin, "DELETE", `/api/workspaces/${teamId}`],
      [admin, "POST", `/api/workspaces/${teamId}/transfer`, { userId: admin.id }],
      [admin, "DELETE", `/api/workspaces/${teamId}/members/${owner.id}`],
    ];
    for (const [user, method, url, body] of cases) {
      const response = await call(method, url, { token: user.token, body });
      expect(response.status, `${user.email} ${method} ${url}`).toBe(403);
    }
  });

  it("an admin removes a member, who then sees nothing of the workspace (404)", async () => {
    await join(stranger, teamId, "recruiter");
    const inTeam = (user: User) => ({
      authorization: `Bearer ${user.token}`,
      "x-workspace-id": teamId,
    });
    const job = await t.app.inject({
      method: "POST",
      url: "/api/job-descriptions",
      headers: inTeam(owner),
      payload: { title: "Platform Engineer", text: JOB_TEXT },
    });
    expect(job.statusCode).toBe(201);
    const jobUrl = `/api/job-descriptions/${job.json().data.id}`;
    const before = await t.app.inject({ method: "GET", url: jobUrl, headers: inTeam(stranger) });
    expect(before.statusCode).toBe(200);

    const removed = await call("DELETE", `/api/workspaces/${teamId}/members/${stranger.id}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    const members = await call("GET", `/api/workspaces/${teamId}/members`, { token: admin.token });
    expect(members.body.data.map((m: { email: string }) => m.email)).not.toContain(stranger.email);

    // The removed member: the team's job, its list and its members are gone for them.
    for (const url of [jobUrl, "/api/job-descriptions", "/api/resume-analysis/batches"]) {
      const after = await t.app.inject({ method: "GET", url, headers: inTeam(stranger) });
      expect(after.statusCode, url).toBe(404);
    }
    const theirMembers = await call("GET", `/api/workspaces/${teamId}/members`, {
      token: stranger.token,
    });
    expect(theirMembers.status).toBe(404);
    const theirs = await call("GET", "/api/workspaces", { token: stranger.token });
    expect(theirs.body.data.map((w: { id: string }) => w.id)).not.toContain(teamId);
    // Removing them again: they are no member to remove.
    const again = await call("DELETE", `/api/workspaces/${teamId}/members/${stranger.id}`, {
      token: admin.token,
    });
    expect(again.status).toBe(404);
    // The job goes again, so the deletion test's counts hold.
    const cleaned = await t.app.inject({ method: "DELETE", url: jobUrl, headers: inTeam(owner) });
    expect(cleaned.statusCode).toBeLessThan(300);
  });
});

describe("invitations", () => {
  it("mails a link whose token is stored hashed and not kept in the outbox", async () => {
    const { id, token } = await invite(owner, teamId, "New.Person@Example.com", "recruiter");
    const [row] = await t.app.db.select().from(workspaceInvites).where(eq(workspaceInvites.id, id));
    expect(row?.email).toBe("new.person@example.com");
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    const mail = smtp.lastMailTo("new.person@example.com");
    expect(mail.subject).toBe("Olivia Owner invited you to Acme Hiring on HireLens");
    expect(mail.text).toContain("as a recruiter");
    expect(mail.text).toContain("7 days");
    const stored = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "new.person@example.com"));
    expect(stored.at(-1)?.kind).toBe("workspace-invite");
    expect(stored.at(-1)?.text).not.toContain(token);
    expect(stored.at(-1)?.text).toContain("[link removed once sent]");

    const pending = await call("GET", `/api/workspaces/${teamId}/invites`, { token: admin.token });
    expect(pending.body.data).toContainEqual(
      expect.objectContaining({
        id,
        email: "new.person@example.com",
        role: "recruiter",
        invitedByName: "Olivia Owner",
      }),
    );
  });

  it("refuses a second pending invitation to the same address and an invitation to a member", async () => {
    const again = await call("POST", `/api/workspaces/${teamId}/invites`, {
      token: owner.token,
      body: { email: "new.person@example.com", role: "viewer" },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.email[0]).toMatch(/already has a pending invitation/);
    const member = await call("POST", `/api/workspaces/${teamId}/invites`, {
      token: admin.token,
      body: { email: "RITA@example.com", role: "viewer" },
    });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe("rita@example.com is already a member of this workspace.");
    const bad = await call("POST", `/api/workspaces/${teamId}/invites`, {
      token: admin.token,
      body: { email: "not an address", role: "viewer" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(["Enter a valid e-mail address."]);
  });

  it("shows the invitation only to the invited address, and a used link gives a clear error", async () => {
    const newcomer = await registerVerifiedUser(client, smtp, {
      name: "Nina Newcomer",
      email: "nina@example.com",
    });
    const { token } = await invite(admin, teamId, "nina@example.com", "recruiter");
    const wrong = await call("POST", "/api/workspace-invites/preview", {
      token: stranger.token,
      body: { token },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      code: "INVITE_WRONG_ACCOUNT",
      message:
        "This invitation was sent to nina@example.com. Sign out and sign in with that address to accept it.",
    });
    const wrongAccept = await call("POST", "/api/workspace-invites/accept", {
      token: stranger.token,
      body: { token },
    });
    expect(wrongAccept.status).toBe(403);

    const preview = await call("POST", "/api/workspace-invites/preview", {
      token: newcomer.token,
      body: { token },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      workspaceId: teamId,
      workspaceName: "Acme Hiring",
      invitedByName: "Adam Admin",
      role: "recruiter",
    });
    const accepted = await call("POST", "/api/workspace-invites/accept", {
      token: newcomer.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: teamId, role: "recruiter", memberCount: 5 });
    const reused = await call("POST", "/api/workspace-invites/accept", {
      token: newcomer.token,
      body: { token },
    });
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe("INVITE_USED");
    const unknown = await call("POST", "/api/workspace-invites/accept", {
      token: newcomer.token,
      body: { token: `${token}x` },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("INVITE_NOT_FOUND");
    // Leaves again, so the counts of the other tests hold.
    const left = await call("DELETE", `/api/workspaces/${teamId}/members/${newcomer.id}`, {
      token: newcomer.token,
    });
    expect(left.body.data).toEqual({ left: true });
  });

  it("an expired link is refused, leaves the pending list, and the address can be invited again", async () => {
    const late = await registerVerifiedUser(client, smtp, {
      name: "Larry Late",
      email: "larry@example.com",
    });
    const { id, token } = await invite(owner, teamId, "larry@example.com", "viewer");
    await t.app.db
      .update(workspaceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvites.id, id));
    const expired = await call("POST", "/api/workspace-invites/accept", {
      token: late.token,
      body: { token },
    });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      code: "INVITE_EXPIRED",
      message: "This invitation has expired. Ask an admin of the workspace to send you a new one.",
    });
    const pending = await call("GET", `/api/workspaces/${teamId}/invites`, { token: owner.token });
    expect(pending.body.data.map((i: { id: string }) => i.id)).not.toContain(id);
    const fresh = await invite(owner, teamId, "larry@example.com", "viewer");
    expect(fresh.id).not.toBe(id);
    const stillExpired = await call("POST", "/api/workspace-invites/accept", {
      token: late.token,
      body: { token },
    });
    expect(stillExpired.status).toBe(410);
    const revokeFresh = await call("DELETE", `/api/workspaces/${teamId}/invites/${fresh.id}`, {
      token: owner.token,
    });
    expect(revokeFresh.status).toBe(200);
    const revoked = await call("POST", "/api/workspace-invites/accept", {
      token: late.token,
      body: { token: fresh.token },
    });
    expect(revoked.status).toBe(410);
    expect(revoked.body.code).toBe("INVITE_REVOKED");
    const twice = await call("DELETE", `/api/workspaces/${teamId}/invites/${fresh.id}`, {
      token: owner.token,
    });
    expect(twice.status).toBe(404);
  });

  it("resend mails a new link and the old one stops working", async () => {
    const { id, token } = await invite(owner, teamId, "resend@example.com", "viewer");
    const resent = await call("POST", `/api/workspaces/${teamId}/invites/${id}/resend`, {
      token: admin.token,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ id, invitedByName: "Adam Admin" });
    const mails = smtp.mailsTo("resend@example.com", /invited you/);
    expect(mails.length).toBe(2);
    const newToken = tokenOf(linkIn(mails.at(-1)!, "http"));
    expect(newToken).not.toBe(token);
    const [row] = await t.app.db.select().from(workspaceInvites).where(eq(workspaceInvites.id, id));
    expect(row?.tokenHash).toBe(hashToken(newToken));
    const person = await registerVerifiedUser(client, smtp, {
      name: "Rene Resend",
      email: "resend@example.com",
    });
    const old = await call("POST", "/api/workspace-invites/accept", {
      token: person.token,
      body: { token },
    });
    expect(old.status).toBe(404);
    const ok = await call("POST", "/api/workspace-invites/accept", {
      token: person.token,
      body: { token: newToken },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.role).toBe("viewer");
    await call("DELETE", `/api/workspaces/${teamId}/members/${person.id}`, { token: admin.token });
  });
});

describe("leaving, transfer and deletion", () => {
  it("a personal workspace can have members but cannot be deleted or transferred", async () => {
    await join(stranger, owner.id, "viewer");
    const members = await call("GET", `/api/workspaces/${owner.id}/members`, {
      token: stranger.token,
    });
    expect(members.status).toBe(200);
    expect(members.body.data).toHaveLength(2);
    // The invitation said whose workspace it is, and so does the member's list, beside their own
    // "Personal"; the owner still sees the name they gave it.
    const mail = smtp.mailsTo(stranger.email, /invited you/).at(-1)!;
    expect(mail.subject).toBe("Olivia Owner invited you to Olivia Owner’s workspace on HireLens");
    const theirs = await call("GET", "/api/workspaces", { token: stranger.token });
    const names = theirs.body.data.map((w: { id: string; name: string }) => [w.id, w.name]);
    expect(names[0]).toEqual([stranger.id, "Personal"]);
    expect(names).toContainEqual([owner.id, "Olivia Owner’s workspace"]);
    const ownerList = await call("GET", "/api/workspaces", { token: owner.token });
    expect(ownerList.body.data[0]).toMatchObject({ id: owner.id, name: "Personal" });
    const transfer = await call("POST", `/api/workspaces/${owner.id}/transfer`, {
      token: owner.token,
      body: { userId: stranger.id },
    });
    expect(transfer.status).toBe(409);
    expect(transfer.body.message).toBe("A personal workspace cannot be transferred.");
    const deleted = await call("DELETE", `/api/workspaces/${owner.id}`, { token: owner.token });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe("Your personal workspace cannot be deleted.");
    const left = await call("DELETE", `/api/workspaces/${owner.id}/members/${stranger.id}`, {
      token: stranger.token,
    });
    expect(left.status).toBe(200);
    const gone = await call("GET", `/api/workspaces/${owner.id}/members`, {
      token: stranger.token,
    });
    expect(gone.status).toBe(404);
  });

  it("the owner cannot leave; after a transfer the old owner is an admin and can leave", async () => {
    const leave = await call("DELETE", `/api/workspaces/${teamId}/members/${owner.id}`, {
      token: owner.token,
    });
    expect(leave.status).toBe(409);
    expect(leave.body.message).toMatch(/A workspace needs an owner/);
    const toStranger = await call("POST", `/api/workspaces/${teamId}/transfer`, {
      token: owner.token,
      body: { userId: stranger.id },
    });
    expect(toStranger.status).toBe(422);
    const transferred = await call("POST", `/api/workspaces/${teamId}/transfer`, {
      token: owner.token,
      body: { userId: admin.id },
    });
    expect(transferred.status).toBe(200);
    const roles = Object.fromEntries(
      transferred.body.data.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    );
    expect(roles[admin.id]).toBe("owner");
    expect(roles[owner.id]).toBe("admin");
    // The former owner, now an admin, cannot take it back nor delete it.
    const back = await call("POST", `/api/workspaces/${teamId}/transfer`, {
      token: owner.token,
      body: { userId: owner.id },
    });
    expect(back.status).toBe(403);
    const left = await call("DELETE", `/api/workspaces/${teamId}/members/${owner.id}`, {
      token: owner.token,
    });
    expect(left.status).toBe(200);
    const list = await call("GET", "/api/workspaces", { token: owner.token });
    expect(list.body.data.map((w: { id: string }) => w.id)).toEqual([owner.id]);
  });

  it("the owner deletes a team workspace and is told what went with it", async () => {
    const job = await t.app.inject({
      method: "POST",
      url: "/api/job-descriptions",
      headers: { authorization: `Bearer ${recruiter.token}`, "x-workspace-id": teamId },
      payload: {
        title: "Senior Backend Engineer",
        text: "We are hiring a Senior Backend Engineer. Required skills: Node.js, TypeScript and PostgreSQL. At least 5 years of experience building APIs. Nice to have: Kubernetes.",
      },
    });
    expect(job.statusCode, job.body).toBe(201);
    const pending = await call("GET", `/api/workspaces/${teamId}/invites`, { token: admin.token });
    const deleted = await call("DELETE", `/api/workspaces/${teamId}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({
      id: teamId,
      name: "Acme Hiring",
      memberCount: 3,
      pendingInviteCount: pending.body.data.length,
      jobCount: 1,
      batchCount: 0,
      fileCount: 0,
    });
    for (const user of [admin, recruiter, viewer]) {
      const members = await call("GET", `/api/workspaces/${teamId}/members`, { token: user.token });
      expect(members.status).toBe(404);
    }
    const invites = await t.app.db
      .select()
      .from(workspaceInvites)
      .where(eq(workspaceInvites.workspaceId, teamId));
    expect(invites).toEqual([]);
    const jobs = await t.app.db
      .select()
      .from(jobDescriptions)
      .where(eq(jobDescriptions.workspaceId, teamId));
    expect(jobs).toEqual([]);
  });
});
