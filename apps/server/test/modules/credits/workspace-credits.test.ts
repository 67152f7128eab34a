/**
 * Plan, credits and billing per workspace (issue 14, decision 197): each workspace has its own
 * plan and balance, shared by its members; a charge in one workspace never touches another of the
 * same owner; concurrent batches of several members stay exact under the workspace's one lock; a
 * transfer of ownership leaves the balance and the plan with the workspace; billing acts on the
 * request's workspace, for its owner only (other members 403, non-members 404).
 */
import { insufficientCreditsMessage, WORKSPACE_HEADER } from "@hirelens/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  creditTransactions,
  paymentMethods,
  workspaceMembers,
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

type Person = Awaited<ReturnType<typeof signUp>>;
type Method = "GET" | "POST" | "DELETE";

let context: AnalyzerTestContext;
const nextYear = (new Date().getUTCFullYear() + 1) % 100;
const goodCard = {
  name: "Olive Owner",
  number: "4242 4242 4242 4242",
  expiry: `12/${nextYear}`,
  cvc: "123",
};

// No queue worker: these tests look at charges only, nothing may be refunded behind their back.
beforeAll(async () => {
  context = await startAnalyzerApp({ QUEUE_WORKER: "false" });
}, 300_000);
afterAll(async () => context?.close());

async function call(
  person: Person,
  workspaceId: string | null,
  method: Method,
  url: string,
  body?: object,
) {
  return context.client.call(method, url, { token: person.token, workspaceId, body });
}

/** A team workspace created through the API, with members added as accepted invitations leave them. */
async function createTeam(
  owner: Person,
  name: string,
  members: Array<{ person: Person; role: "admin" | "recruiter" | "viewer" }> = [],
): Promise<string> {
  const created = await call(owner, null, "POST", "/api/workspaces", { name });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  if (members.length > 0) {
    await context.t.app.db
      .insert(workspaceMembers)
      .values(members.map(({ person, role }) => ({ workspaceId: id, userId: person.id, role })));
  }
  return id;
}

async function uploadResumes(person: Person, workspaceId: string, count: number, tag: string) {
  const { payload, contentType } = multipartBody(
    Array.from({ length: count }, (_, index) => ({
      name: `${tag}-${index}.txt`,
      bytes: txt(
        resumeText({ name: `Person ${tag} ${index}`, title: "Engineer", skills: ["Go"], years: 3 }),
      ),
    })),
  );
  const response = await context.t.app.inject({
    method: "POST",
    url: "/api/files/upload",
    payload,
    headers: {
      authorization: `Bearer ${person.token}`,
      "content-type": contentType,
      [WORKSPACE_HEADER]: workspaceId,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.files.map((file: { id: string }) => file.id) as string[];
}

async function createJobIn(person: Person, workspaceId: string): Promise<string> {
  const job = await call(person, workspaceId, "POST", "/api/job-descriptions", {
    title: "Senior Backend Engineer",
    text: JOB_TEXT,
  });
  expect(job.status).toBe(201);
  return job.body.data.id as string;
}

async function balanceIn(person: Person, workspaceId: string | null) {
  const response = await call(person, workspaceId, "GET", "/api/credits");
  expect(response.status).toBe(200);
  return response.body.data as { availableCredits: number; usedCredits: number; plan: string };
}

describe("credits per workspace", () => {
  it("gives two workspaces of one owner separate balances: a charge in one leaves the other", async () => {
    const owner = await signUp(context, "Twin Owner");
    const first = await createTeam(owner, "First team");
    const second = await createTeam(owner, "Second team");
    // A new workspace starts on the Free plan with the Free plan's credits.
    for (const id of [first, second]) {
      expect(await balanceIn(owner, id)).toMatchObject({
        availableCredits: 10,
        usedCredits: 0,
        plan: "free",
      });
    }

    const job = await createJobIn(owner, first);
    const fileIds = await uploadResumes(owner, first, 4, "twin");
    const started = await call(owner, first, "POST", "/api/resume-analysis", {
      jobDescriptionId: job,
      fileIds,
    });
    expect(started.status).toBe(202);

    expect(await balanceIn(owner, first)).toMatchObject({ availableCredits: 6, usedCredits: 4 });
    expect(await balanceIn(owner, second)).toMatchObject({ availableCredits: 10, usedCredits: 0 });
    expect(await balanceIn(owner, null)).toMatchObject({ availableCredits: 10, usedCredits: 0 });
    const [charge] = await context.t.app.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `charge:${started.body.data.id}`));
    expect(charge).toMatchObject({ workspaceId: first, actorUserId: owner.id, amount: -4 });
    // Each ledger lists its own lines only.
    const secondLedger = await call(owner, second, "GET", "/api/credits/transactions");
    expect(secondLedger.body.data.map((line: { kind: string }) => line.kind)).toEqual(["grant"]);
  });

  it("lets the members draw from one balance, exact under concurrent batches", async () => {
    const owner = await signUp(context, "Shared Owner");
    const recruiter = await signUp(context, "Shared Recruiter");
    const admin = await signUp(context, "Shared Admin");
    const team = await createTeam(owner, "Shared team", [
      { person: recruiter, role: "recruiter" },
      { person: admin, role: "admin" },
    ]);
    const job = await createJobIn(recruiter, team);
    const spenders = [owner, recruiter, admin];
    // 12 batches of 3 resumes from three members against 10 credits: exactly 3 fit.
    const batches = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const person = spenders[index % spenders.length]!;
        return { person, fileIds: await uploadResumes(person, team, 3, `c${index}`) };
      }),
    );
    const responses = await Promise.all(
      batches.map(({ person, fileIds }) =>
        call(person, team, "POST", "/api/resume-analysis", { jobDescriptionId: job, fileIds }),
      ),
    );
    const accepted = responses.filter((response) => response.status === 202);
    const refused = responses.filter((response) => response.status === 409);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.body.message).toBe(insufficientCreditsMessage(3, 1));

    // Every member sees the same balance; the members' personal workspaces are untouched.
    for (const person of spenders) {
      expect(await balanceIn(person, team)).toMatchObject({ availableCredits: 1, usedCredits: 9 });
      expect(await balanceIn(person, null)).toMatchObject({ availableCredits: 10 });
    }
    const ledger = await context.t.app.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.workspaceId, team));
    expect(ledger.reduce((sum, line) => sum + line.amount, 0)).toBe(1);
    expect(ledger.every((line) => line.balanceAfter >= 0)).toBe(true);
    const charges = ledger.filter((line) => line.kind === "charge");
    expect(charges).toHaveLength(3);
    // One charge per batch, each naming the member who started it.
    expect(new Set(charges.map((line) => line.batchId)).size).toBe(3);
    const starters = new Map(
      accepted.map((response) => [response.body.data.id as string, response.body.data]),
    );
    for (const line of charges) expect(starters.has(line.batchId as string)).toBe(true);
  });

  it("keeps the balance and the plan with the workspace when ownership is transferred", async () => {
    const owner = await signUp(context, "Leaving Owner");
    const heir = await signUp(context, "New Owner");
    const team = await createTeam(owner, "Handover team", [{ person: heir, role: "admin" }]);
    const subscribed = await call(owner, team, "POST", "/api/billing/subscribe", {
      plan: "pro",
      card: goodCard,
    });
    expect(subscribed.status).toBe(200);
    const job = await createJobIn(owner, team);
    const fileIds = await uploadResumes(owner, team, 5, "handover");
    expect(
      (
        await call(owner, team, "POST", "/api/resume-analysis", {
          jobDescriptionId: job,
          fileIds,
        })
      ).status,
    ).toBe(202);
    expect(await balanceIn(owner, team)).toMatchObject({ availableCredits: 95, plan: "pro" });
    expect(await balanceIn(heir, null)).toMatchObject({ availableCredits: 10, plan: "free" });

    const transferred = await call(owner, null, "POST", `/api/workspaces/${team}/transfer`, {
      userId: heir.id,
    });
    expect(transferred.status).toBe(200);

    // The workspace keeps its balance, ledger and plan; neither person's own balance moves.
    expect(await balanceIn(heir, team)).toMatchObject({ availableCredits: 95, plan: "pro" });
    expect(await balanceIn(owner, team)).toMatchObject({ availableCredits: 95, plan: "pro" });
    expect(await balanceIn(heir, null)).toMatchObject({ availableCredits: 10, plan: "free" });
    expect(await balanceIn(owner, null)).toMatchObject({ availableCredits: 10, plan: "free" });
    const subscription = await call(heir, team, "GET", "/api/billing/subscription");
    expect(subscription.body.data).toMatchObject({ plan: "pro", isTrial: false });
    // Billing is now the new owner's: the invoices stay, the former owner's card does not.
    const invoices = await call(heir, team, "GET", "/api/billing/invoices");
    expect(invoices.status).toBe(200);
    expect(invoices.body.data).toHaveLength(1);
    expect(
      await context.t.app.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.workspaceId, team)),
    ).toEqual([]);
    expect((await call(owner, team, "GET", "/api/billing/invoices")).status).toBe(403);
  });
});

describe("billing per workspace", () => {
  it("acts on the request's workspace, for its owner only", async () => {
    const owner = await signUp(context, "Billing Owner");
    const admin = await signUp(context, "Billing Admin");
    const recruiter = await signUp(context, "Billing Recruiter");
    const viewer = await signUp(context, "Billing Viewer");
    const outsider = await signUp(context, "Billing Outsider");
    const team = await createTeam(owner, "Billing team", [
      { person: admin, role: "admin" },
      { person: recruiter, role: "recruiter" },
      { person: viewer, role: "viewer" },
    ]);

    // Below the owner: 403 on every billing change and record; a non-member: 404.
    const ownerOnly: Array<[Method, string, object?]> = [
      ["POST", "/api/billing/subscribe", { plan: "pro", card: goodCard }],
      ["POST", "/api/billing/cancel"],
      ["POST", "/api/billing/resume"],
      ["GET", "/api/billing/payment-methods"],
      ["POST", "/api/billing/payment-methods", { card: goodCard }],
      ["GET", "/api/billing/invoices"],
      ["POST", "/api/credits/add", { kind: "purchase", packId: "pack-25", card: goodCard }],
    ];
    for (const [method, url, body] of ownerOnly) {
      for (const person of [admin, recruiter, viewer]) {
        expect((await call(person, team, method, url, body)).status, `${method} ${url}`).toBe(403);
      }
      expect((await call(outsider, team, method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call(outsider, team, "GET", "/api/billing/subscription")).status).toBe(404);
    expect((await call(outsider, team, "GET", "/api/credits")).status).toBe(404);

    // The owner upgrades the team: the team is on Pro, the owner's personal workspace is not.
    const subscribed = await call(owner, team, "POST", "/api/billing/subscribe", {
      plan: "pro",
      card: goodCard,
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.data.subscription).toMatchObject({ plan: "pro" });
    for (const person of [owner, admin, recruiter, viewer]) {
      const plan = await call(person, team, "GET", "/api/billing/subscription");
      expect(plan.status).toBe(200);
      expect(plan.body.data).toMatchObject({ plan: "pro" });
      expect(await balanceIn(person, team)).toMatchObject({ availableCredits: 100, plan: "pro" });
    }
    expect((await call(owner, null, "GET", "/api/billing/subscription")).body.data.plan).toBe(
      "free",
    );
    expect(await balanceIn(owner, null)).toMatchObject({ availableCredits: 10, plan: "free" });
    // The team's plan unlocks Pro features in the team only.
    const weights = {
      requiredSkills: 60,
      preferredSkills: 5,
      experience: 10,
      education: 5,
      titleFit: 10,
      relevance: 10,
    };
    expect(
      (
        await call(recruiter, team, "POST", "/api/job-descriptions", {
          title: "Weighted",
          text: JOB_TEXT,
          weights,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(owner, null, "POST", "/api/job-descriptions", {
          title: "Weighted",
          text: JOB_TEXT,
          weights,
        })
      ).status,
    ).toBe(403);

    // Cards, invoices and packs are the team's; the personal workspace's records stay empty.
    const cards = await call(owner, team, "GET", "/api/billing/payment-methods");
    expect(cards.body.data).toHaveLength(1);
    expect((await call(owner, null, "GET", "/api/billing/payment-methods")).body.data).toEqual([]);
    const pack = await call(owner, team, "POST", "/api/credits/add", {
      kind: "purchase",
      packId: "pack-25",
      paymentMethodId: cards.body.data[0].id,
    });
    expect(pack.status).toBe(200);
    expect(await balanceIn(viewer, team)).toMatchObject({ availableCredits: 125 });
    expect(await balanceIn(owner, null)).toMatchObject({ availableCredits: 10 });
    const invoices = await call(owner, team, "GET", "/api/billing/invoices");
    expect(invoices.body.data).toHaveLength(2);
    expect((await call(owner, null, "GET", "/api/billing/invoices")).body.data).toEqual([]);
    const pdf = await context.t.app.inject({
      method: "GET",
      url: `/api/billing/invoices/${invoices.body.data[0].id}/pdf`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    // Another workspace's invoice is not found from the personal workspace.
    expect(pdf.statusCode).toBe(404);

    const canceled = await call(owner, team, "POST", "/api/billing/cancel");
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.subscription).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });
    expect((await call(owner, null, "POST", "/api/billing/cancel")).status).toBe(409);
  });
});
