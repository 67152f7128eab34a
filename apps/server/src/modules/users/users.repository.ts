import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, profiles, sessions, users } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/token-hash.ts";

/** A user with the plan of their personal workspace (its id is theirs; decision 197). */
export type UserRow = typeof users.$inferSelect & { plan: string };
export type ProfileRow = typeof profiles.$inferSelect;

const userColumns = {
  ...getTableColumns(users),
  // Aliased: in a one-table select Drizzle prints bare column names, which the subquery would
  // resolve to its own table.
  plan: sql<string>`coalesce((select personal_workspace.plan from workspaces as personal_workspace where personal_workspace.id = users.id), 'free')`,
};

export async function findUserById(db: Database, userId: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function upsertProfile(
  db: Database,
  userId: string,
  values: Partial<Omit<ProfileRow, "userId" | "createdAt" | "updatedAt">>,
): Promise<ProfileRow> {
  const now = new Date();
  const [row] = await db
    .insert(profiles)
    .values({ ...values, userId, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error("profile upsert returned no row");
  return row;
}

export async function updateUser(
  db: Database,
  userId: string,
  values: Partial<Pick<UserRow, "name" | "image">>,
): Promise<typeof users.$inferSelect | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function listProviders(
  db: Database,
  userId: string,
): Promise<{ providerId: string; createdAt: Date }[]> {
  return db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
}

export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return rows.length > 0;
}

/** The session of a bearer token (the table holds only the token's hash). */
export async function findSessionByToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.token, hashToken(token)));
  return row ?? null;
}

export async function listSessions(db: Database, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}
