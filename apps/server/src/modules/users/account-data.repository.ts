import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  accounts,
  analysisCandidates,
  outbox,
  signInFailures,
  subscriptions,
  users,
  verifications,
  waitlistEntries,
  workspaces,
} from "../../db/schema/index.ts";

export async function findCredentialHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? null;
}

export async function listMails(db: Database, options: { userId: string; email: string }) {
  return db
    .select({
      subject: outbox.subject,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(or(eq(outbox.userId, options.userId), eq(outbox.to, options.email)))
    .orderBy(desc(outbox.createdAt));
}

export async function findWaitlistEntry(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(sql`lower(${waitlistEntries.email}) = lower(${email})`);
  return row ?? null;
}

/**
 * What a deletion must also clean up outside the rows: the queue jobs of the user's candidates
 * (a job's id is its candidate's id) and the payment provider's customers (Stripe's) of the
 * workspaces the user owns, which go with the account (decision 197).
 */
export async function findDeletionLeftovers(
  db: Database,
  userId: string,
): Promise<{ candidateIds: string[]; paymentCustomerIds: string[] }> {
  const [candidates, customers] = await Promise.all([
    db
      .select({ id: analysisCandidates.id })
      .from(analysisCandidates)
      .where(eq(analysisCandidates.userId, userId)),
    db
      .select({ customerId: subscriptions.providerCustomerId })
      .from(subscriptions)
      .innerJoin(workspaces, eq(workspaces.id, subscriptions.workspaceId))
      .where(eq(workspaces.ownerUserId, userId)),
  ]);
  return {
    candidateIds: candidates.map((row) => row.id),
    paymentCustomerIds: customers.flatMap((row) => (row.customerId ? [row.customerId] : [])),
  };
}

/**
 * Removes every row about the user in one transaction: the user (sessions, accounts, MFA, profile,
 * preferences and mails cascade), mails addressed to them, their pending tokens and codes, their
 * sign-in failure counter; the waitlist entry is anonymised in place so positions stay dense.
 */
export async function deleteUserEverywhere(
  db: Database,
  options: { userId: string; email: string },
): Promise<void> {
  const { userId, email } = options;
  await db.transaction(async (tx) => {
    await tx.delete(outbox).where(or(eq(outbox.userId, userId), eq(outbox.to, email)));
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, userId),
          like(verifications.identifier, `%${email.replace(/[%_\\]/g, "\\$&")}%`),
        ),
      );
    await tx.delete(signInFailures).where(inArray(signInFailures.key, [`email:${email}`]));
    await tx
      .update(waitlistEntries)
      .set({
        name: "Deleted user",
        email: `deleted-${randomUUID()}@deleted.invalid`,
        role: "deleted",
        company: null,
      })
      .where(sql`lower(${waitlistEntries.email}) = lower(${email})`);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
