import type { ApiKeyScope } from "@hirelens/contracts";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { apiKeys, users } from "../../db/schema/index.ts";

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  createdByName: users.name,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export type ApiKeyRow = Awaited<ReturnType<typeof listApiKeyRows>>[number];

/** The workspace's keys, open ones first, newest first (never a hash). */
export async function listApiKeyRows(db: DbOrTx, workspaceId: string) {
  return db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(apiKeys.revokedAt, desc(apiKeys.createdAt));
}

export async function findApiKeyRow(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)));
  return row ?? null;
}

export async function insertApiKey(
  db: DbOrTx,
  values: {
    workspaceId: string;
    createdBy: string;
    name: string;
    prefix: string;
    tokenHash: string;
    scopes: ApiKeyScope[];
  },
): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return (row as { id: string }).id;
}

/** Revokes an open key of the workspace; false when there is none (unknown, other workspace, revoked). */
export async function revokeApiKeyRow(db: DbOrTx, workspaceId: string, id: string) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
