/**
 * Migration 0017 (decision 197) on a database that has every migration before it: each existing
 * user's plan, balance, ledger, subscription, cards and invoices move to their personal workspace
 * (whose id is theirs), running balances intact; a team workspace, which drew on its owner's
 * account, starts on the Free plan with its own Free credits; a batch charged before the migration
 * is refunded to the balance that paid for it.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import * as schema from "../../src/db/schema/index.ts";
import {
  getCreditBalance,
  refundAccountOf,
  refundCredits,
} from "../../src/modules/credits/credits.service.ts";
import { getWorkspacePlan } from "../../src/modules/plans/plans.service.ts";

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));
const TAG = "0017_plan_and_credits_per_workspace";

let client: PGlite;
let db: Database;
let before: string;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

const ada = "user-ada";
const bob = "user-bob";
const team = "team-acme";
const batchId = "7d9a3c2e-5f1b-4a8e-9c6d-2b4f8e1a3c5d";
const anchor = "2026-01-15T00:00:00.000Z";

beforeAll(async () => {
  // The migrations up to 0016: a copy of the folder whose journal stops before 0017.
  before = await mkdtemp(join(tmpdir(), "hirelens-0016-"));
  await cp(MIGRATIONS, before, { recursive: true });
  const journalPath = join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  expect(journal.entries.at(-1)?.tag).toBe(TAG);
  journal.entries = journal.entries.filter((entry) => entry.tag !== TAG);
  await writeFile(journalPath, JSON.stringify(journal));

  client = new PGlite();
  db = drizzle(client, { schema }) as unknown as Database;
  await migrate(drizzle(client), { migrationsFolder: before });

  // Two accounts as decision 182 left them: Ada on Pro (users.plan) with a team workspace whose
  // batch Bob started and Ada's account paid for; Bob on Free, without a personal workspace row.
  await db.execute(sql`
    insert into users (id, name, email, plan, created_at) values
      (${ada}, 'Ada Lovelace', 'ada@example.com', 'pro', ${anchor}::timestamptz),
      (${bob}, 'Bob Babbage', 'bob@example.com', 'free', ${anchor}::timestamptz)`);
  await db.execute(sql`delete from workspaces where id = ${bob}`);
  await db.execute(sql`
    insert into workspaces (id, name, personal, owner_user_id) values
      (${team}, 'Acme hiring', false, ${ada})
    on conflict do nothing`);
  await db.execute(sql`
    insert into workspaces (id, name, personal, owner_user_id) values
      (${ada}, 'Personal', true, ${ada})
    on conflict do nothing`);
  await db.execute(sql`
    insert into workspace_members (workspace_id, user_id, role) values
      (${ada}, ${ada}, 'owner'), (${team}, ${ada}, 'owner'), (${team}, ${bob}, 'recruiter')
    on conflict do nothing`);
  await db.execute(sql`
    insert into credit_accounts (user_id, plan, period_anchor) values
      (${ada}, 'free', ${anchor}::timestamptz), (${bob}, 'free', ${anchor}::timestamptz)`);
  await db.execute(sql`
    insert into credit_transactions (user_id, workspace_id, actor_user_id, amount, kind, reason, batch_id, idempotency_key, balance_after, created_at) values
      (${ada}, null, null, 100, 'monthly', 'Pro plan: monthly allowance of 100 credits', null, ${`monthly:${ada}:${anchor}`}, 100, '2026-01-15T00:00:01Z'),
      (${ada}, ${team}, ${bob}, -3, 'charge', 'Analysis of 3 resumes', ${batchId}, ${`charge:${batchId}`}, 97, '2026-01-16T00:00:00Z'),
      (${bob}, null, null, 10, 'grant', 'Welcome', null, ${`monthly:${bob}:${anchor}`}, 10, '2026-01-15T00:00:01Z')`);
  await db.execute(sql`
    insert into subscriptions (user_id, plan, status, current_period_start, current_period_end, provider) values
      (${ada}, 'pro', 'active', now(), now() + interval '20 days', 'sandbox')`);
  await db.execute(sql`
    insert into payment_methods (user_id, provider, provider_ref, brand, last4, exp_month, exp_year, is_default) values
      (${ada}, 'sandbox', 'pm_ada', 'visa', '4242', 12, 2040, true)`);
  await db.execute(sql`
    insert into invoices (number, user_id, status, subtotal_cents, total_cents, lines, customer_name, customer_email, provider) values
      (1, ${ada}, 'paid', 2900, 2900, '[]'::jsonb, 'Ada Lovelace', 'ada@example.com', 'sandbox')`);

  // Then the application's migrations, as a deploy runs them: only 0017 is pending.
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
});

afterAll(async () => {
  await client?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe("migration 0017", () => {
  it("moves each user's plan to their personal workspace; a team workspace is on Free", async () => {
    expect(await getWorkspacePlan({ db }, { workspaceId: ada })).toBe("pro");
    expect(await getWorkspacePlan({ db }, { workspaceId: bob })).toBe("free");
    expect(await getWorkspacePlan({ db }, { workspaceId: team })).toBe("free");
    // Bob's missing personal workspace is created, with him as its owner.
    expect(
      await rows(sql`select personal, owner_user_id from workspaces where id = ${bob}`),
    ).toEqual([{ personal: true, owner_user_id: bob }]);
    expect(
      await rows(
        sql`select 1 from information_schema.columns where table_name = 'users' and column_name = 'plan'`,
      ),
    ).toEqual([]);
  });

  it("keys balances, ledgers and billing records by the personal workspace", async () => {
    expect(
      await rows(
        sql`select workspace_id, amount, balance_after from credit_transactions order by created_at, amount`,
      ),
    ).toEqual([
      { workspace_id: bob, amount: 10, balance_after: 10 },
      { workspace_id: ada, amount: 100, balance_after: 100 },
      { workspace_id: ada, amount: -3, balance_after: 97 },
    ]);
    expect(await rows(sql`select workspace_id from credit_accounts order by workspace_id`)).toEqual(
      [{ workspace_id: ada }, { workspace_id: bob }],
    );
    for (const table of ["subscriptions", "payment_methods", "invoices"]) {
      expect(await rows(sql`select workspace_id from ${sql.identifier(table)}`)).toEqual([
        { workspace_id: ada },
      ]);
    }
  });

  it("reads the moved balances through the services, and gives the team its own Free credits", async () => {
    const now = new Date();
    const adaBalance = await getCreditBalance({ db }, { workspaceId: ada });
    expect(adaBalance).toMatchObject({ plan: "pro", monthlyAllowance: 100 });
    // Ada's running balance continued (97, topped up to 100 if a new month began since).
    expect(adaBalance.availableCredits).toBeGreaterThanOrEqual(97);
    const teamBalance = await getCreditBalance({ db }, { workspaceId: team });
    expect(teamBalance).toMatchObject({ plan: "free", availableCredits: 10, usedCredits: 0 });
    expect(new Date(teamBalance.resetsAt).getTime()).toBeGreaterThan(now.getTime());
  });

  it("refunds a batch charged before the migration to the balance that paid for it", async () => {
    const adaBefore = (await getCreditBalance({ db }, { workspaceId: ada })).availableCredits;
    const teamBefore = (await getCreditBalance({ db }, { workspaceId: team })).availableCredits;
    await db.transaction(async (tx) => {
      const payer = await refundAccountOf(tx, { workspaceId: team, batchId });
      expect(payer).toBe(ada);
      await refundCredits(tx, {
        workspaceId: payer,
        amount: 1,
        batchId,
        reason: "Refund: unreadable resume",
        idempotencyKey: "refund:migrated-candidate",
      });
    });
    expect((await getCreditBalance({ db }, { workspaceId: ada })).availableCredits).toBe(
      adaBefore + 1,
    );
    expect((await getCreditBalance({ db }, { workspaceId: team })).availableCredits).toBe(
      teamBefore,
    );
  });
});
