import { insufficientCreditsMessage } from "@hirelens/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditTransactions, workspaces } from "../../../src/db/schema/index.ts";
import { addMonths } from "../../../src/lib/dates.ts";
import { creditPeriodAt } from "../../../src/modules/credits/credit-period.ts";
import { getCreditBalance, lockCredits } from "../../../src/modules/credits/credits.service.ts";
import { setPlan } from "../../helpers/plans.ts";
import {
  type AnalyzerTestContext,
  createJob,
  resumeText,
  signUp,
  startAnalyzerApp,
  txt,
  upload,
} from "../analysis/support.ts";

let context: AnalyzerTestContext;

// No queue worker here: these tests look at charges only, nothing may be refunded behind their back.
beforeAll(async () => {
  context = await startAnalyzerApp({ QUEUE_WORKER: "false" });
});
afterAll(async () => context.close());

async function uploadResumes(token: string, count: number, tag: string) {
  const parts = Array.from({ length: count }, (_, index) => ({
    name: `${tag}-${index}.txt`,
    bytes: txt(
      resumeText({
        name: `Person ${tag} ${index}`,
        title: "Engineer",
        skills: ["Go", tag],
        years: 3,
      }),
    ),
  }));
  const response = await upload(context, token, parts);
  expect(response.status).toBe(201);
  return response.body.data.files.map((file: { id: string }) => file.id) as string[];
}

describe("credits", () => {
  it("gives a new free user 10 credits for the month from sign-up", async () => {
    const user = await signUp(context);
    const balance = await context.client.call("GET", "/api/credits", { token: user.token });
    expect(balance.status).toBe(200);
    expect(balance.body.data).toMatchObject({
      availableCredits: 10,
      usedCredits: 0,
      plan: "free",
      monthlyAllowance: 10,
      isUnlimited: false,
    });
    // Periods are anchored on the workspace's creation (the personal one's: with the account).
    const [row] = await context.t.app.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, user.id));
    expect(balance.body.data.resetsAt).toBe(
      addMonths(new Date(row?.createdAt as Date), 1).toISOString(),
    );

    const transactions = await context.client.call("GET", "/api/credits/transactions", {
      token: user.token,
    });
    expect(transactions.status).toBe(200);
    expect(transactions.body.data).toHaveLength(1);
    expect(transactions.body.data[0]).toMatchObject({
      amount: 10,
      kind: "grant",
      balanceAfter: 10,
    });
    expect(transactions.body.meta.total).toBe(1);

    // Asking again grants nothing more.
    await context.client.call("GET", "/api/credits", { token: user.token });
    const again = await context.client.call("GET", "/api/credits/transactions", {
      token: user.token,
    });
    expect(again.body.meta.total).toBe(1);
  });

  it("requires a signed-in user", async () => {
    expect((await context.client.call("GET", "/api/credits")).status).toBe(401);
    expect((await context.client.call("GET", "/api/credits/transactions")).status).toBe(401);
  });

  it("never lets the balance go negative under 20 concurrent batches", async () => {
    const user = await signUp(context, "Concurrent Carla");
    const job = await createJob(context, user.token);
    const batches = await Promise.all(
      Array.from({ length: 20 }, (_, index) => uploadResumes(user.token, 3, `b${index}`)),
    );
    const responses = await Promise.all(
      batches.map((fileIds) =>
        context.client.call("POST", "/api/analysis/analyze", {
          token: user.token,
          body: { jobDescriptionId: job.id, fileIds },
        }),
      ),
    );
    const accepted = responses.filter((response) => response.status === 202);
    const refused = responses.filter((response) => response.status === 409);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(refused[0]?.body.message).toBe(insufficientCreditsMessage(3, 1));

    const balance = await context.client.call("GET", "/api/credits", { token: user.token });
    expect(balance.body.data.availableCredits).toBe(1);
    expect(balance.body.data.usedCredits).toBe(9);
    const ledger = await context.t.app.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.workspaceId, user.id));
    expect(ledger.reduce((sum, line) => sum + line.amount, 0)).toBe(1);
    expect(ledger.every((line) => line.balanceAfter >= 0)).toBe(true);
    expect(ledger.filter((line) => line.kind === "charge")).toHaveLength(3);

    // A refused batch leaves nothing behind.
    const history = await context.client.call("GET", "/api/resume-analysis/batches", {
      token: user.token,
    });
    expect(history.body.meta.total).toBe(3);
  });

  it("refuses a batch larger than the balance before charging anything", async () => {
    const user = await signUp(context, "Big Batch Bob");
    const job = await createJob(context, user.token);
    const fileIds = await uploadResumes(user.token, 11, "big");
    const response = await context.client.call("POST", "/api/resume-analysis", {
      token: user.token,
      body: { jobDescriptionId: job.id, fileIds },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      "Not enough credits: this analysis needs 11 credits (one per resume) and you have 10.",
    );
    const balance = await context.client.call("GET", "/api/credits", { token: user.token });
    expect(balance.body.data.availableCredits).toBe(10);
  });

  it("tops the balance up to the allowance once per monthly period", async () => {
    const user = await signUp(context, "Monthly Mia");
    const db = context.t.app.db;
    const first = await db.transaction((tx) => lockCredits(tx, { workspaceId: user.id }));
    expect(first.balance).toBe(10);
    await db.insert(creditTransactions).values({
      workspaceId: user.id,
      amount: -7,
      kind: "charge",
      reason: "test spend",
      idempotencyKey: `test-spend:${user.id}`,
      balanceAfter: 3,
    });
    const nextMonth = addMonths(first.period.start, 1);
    nextMonth.setUTCHours(nextMonth.getUTCHours() + 1);
    const second = await db.transaction((tx) =>
      lockCredits(tx, { workspaceId: user.id, now: nextMonth }),
    );
    expect(second.balance).toBe(10);
    const third = await db.transaction((tx) =>
      lockCredits(tx, { workspaceId: user.id, now: nextMonth }),
    );
    expect(third.balance).toBe(10);
    const monthly = await db
      .select({ amount: creditTransactions.amount })
      .from(creditTransactions)
      .where(
        sql`${creditTransactions.workspaceId} = ${user.id} and ${creditTransactions.kind} = 'monthly'`,
      );
    expect(monthly).toEqual([{ amount: 7 }]);
  });

  it("gives the enterprise plan unlimited credits", async () => {
    const user = await signUp(context, "Enterprise Erin");
    await setPlan(context.t.app, user.id, "enterprise");
    const balance = await getCreditBalance(context.t.app.services, { workspaceId: user.id });
    expect(balance).toMatchObject({ availableCredits: -1, isUnlimited: true, plan: "enterprise" });
    const job = await createJob(context, user.token);
    const fileIds = await uploadResumes(user.token, 12, "ent");
    const response = await context.client.call("POST", "/api/analysis/analyze", {
      token: user.token,
      body: { jobDescriptionId: job.id, fileIds },
    });
    expect(response.status).toBe(202);
    expect(response.body.data.creditsCharged).toBe(0);
  });
});

describe("credit periods", () => {
  it("anchors months on the sign-up day and clamps short months", () => {
    const anchor = new Date("2026-01-31T10:00:00Z");
    expect(creditPeriodAt(anchor, new Date("2026-03-01T00:00:00Z"))).toEqual({
      start: new Date("2026-02-28T10:00:00Z"),
      end: new Date("2026-03-31T10:00:00Z"),
    });
    expect(creditPeriodAt(anchor, new Date("2026-01-31T09:00:00Z")).start).toEqual(anchor);
    expect(creditPeriodAt(anchor, new Date("2027-01-31T10:00:00Z")).start).toEqual(
      new Date("2027-01-31T10:00:00Z"),
    );
  });
});
