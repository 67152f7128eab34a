import { randomBytes } from "node:crypto";
import {
  API_KEY_PREFIX,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from "@hirelens/contracts";
import { AppError } from "../../lib/app-error.ts";
import { hashToken } from "../../lib/token-hash.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  type ApiKeyRow,
  findApiKeyRow,
  insertApiKey,
  listApiKeyRows,
  revokeApiKeyRow,
} from "./api-keys.repository.ts";

type Ctx = Pick<ServiceContext, "db">;

/** Characters of the secret after `hl_` that the list shows, to tell keys apart. */
const VISIBLE_PREFIX_LENGTH = 6;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: [...row.scopes],
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new secret: `hl_` + 32 random bytes, base64url (43 characters), like GitHub's `ghp_` tokens. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export async function listApiKeys(ctx: Ctx, input: { workspaceId: string }): Promise<ApiKey[]> {
  return (await listApiKeyRows(ctx.db, input.workspaceId)).map(toApiKey);
}

/** Creates a key; its secret is returned this once and only its SHA-256 is stored. */
export async function createApiKey(
  ctx: Ctx,
  input: { workspaceId: string; userId: string; key: CreateApiKeyInput },
): Promise<CreatedApiKey> {
  const secret = newApiKeySecret();
  const scopes = [...new Set(input.key.scopes)];
  const id = await insertApiKey(ctx.db, {
    workspaceId: input.workspaceId,
    createdBy: input.userId,
    name: input.key.name,
    prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_PREFIX_LENGTH),
    tokenHash: hashToken(secret),
    scopes,
  });
  const row = await findApiKeyRow(ctx.db, input.workspaceId, id);
  if (!row) throw new AppError("INTERNAL");
  return { key: toApiKey(row), secret };
}

/** Revokes a key at once: its next request is 401. Unknown, another workspace's or revoked = 404. */
export async function revokeApiKey(
  ctx: Ctx,
  input: { workspaceId: string; id: string },
): Promise<void> {
  if (!(await revokeApiKeyRow(ctx.db, input.workspaceId, input.id))) {
    throw new AppError("NOT_FOUND");
  }
}
