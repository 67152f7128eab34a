import {
  API_KEY_PREFIX,
  type ApiKeyScope,
  apiKeyScopeFor,
  hasWorkspaceRole,
  INTEGRATION_MESSAGES,
  WORKSPACE_HEADER,
} from "@hirelens/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as schema from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { hashToken } from "../lib/token-hash.ts";

/** A key's last use is written at most this often (a busy script does not write every call). */
const TOUCH_EVERY_MS = 60_000;

/** True when the Authorization header carries a workspace API key (`Bearer hl_...`). */
export function isApiKeyAuthorization(header: string | undefined): header is string {
  return typeof header === "string" && /^bearer\s+/i.test(header)
    ? header.replace(/^bearer\s+/i, "").startsWith(API_KEY_PREFIX)
    : false;
}

/**
 * Authenticates a request made with a workspace API key (decision 183): an unknown or revoked key,
 * or one whose creator has left the workspace, is 401 (a creator now a viewer makes it read-only); a route keys may not call, or one its
 * scopes do not cover, is 403. The request then acts in the key's workspace as a recruiter (a
 * viewer for a read-only key) on behalf of the key's creator: `request.workspaceAccess` is set, so
 * requireWorkspace works unchanged, and `request.authSession` carries the creator for the routes
 * that still read the signed-in user.
 */
export async function authenticateApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  const token = (request.headers.authorization ?? "").replace(/^bearer\s+/i, "").trim();
  const [row] = await app.db
    .select({
      key: schema.apiKeys,
      user: schema.users,
      creatorRole: schema.workspaceMembers.role,
    })
    .from(schema.apiKeys)
    .innerJoin(schema.users, eq(schema.users.id, schema.apiKeys.createdBy))
    .innerJoin(
      schema.workspaceMembers,
      and(
        eq(schema.workspaceMembers.workspaceId, schema.apiKeys.workspaceId),
        eq(schema.workspaceMembers.userId, schema.apiKeys.createdBy),
      ),
    )
    .where(and(eq(schema.apiKeys.tokenHash, hashToken(token)), isNull(schema.apiKeys.revokedAt)));
  if (!row) throw new AppError("UNAUTHORIZED");
  const { key, user, creatorRole } = row;

  const scope = apiKeyScopeFor(request.method, request.routeOptions.url ?? "");
  if (!scope) throw new AppError("FORBIDDEN", INTEGRATION_MESSAGES.keyRouteNotAllowed);
  if (!key.scopes.includes(scope)) {
    throw new AppError("FORBIDDEN", INTEGRATION_MESSAGES.keyScopeMissing(scope));
  }
  // A key belongs to one workspace: naming another one finds nothing there.
  const named = request.headers[WORKSPACE_HEADER];
  if (typeof named === "string" && named.length > 0 && named !== key.workspaceId) {
    throw new AppError("NOT_FOUND");
  }

  const now = new Date();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await app.db
      .update(schema.apiKeys)
      .set({ lastUsedAt: now })
      .where(eq(schema.apiKeys.id, key.id));
  }
  // A key never does more than its creator may do now: a creator demoted to viewer makes every
  // key they made read-only.
  const canWrite =
    key.scopes.some((granted: ApiKeyScope) => granted.endsWith(":write")) &&
    hasWorkspaceRole(creatorRole, "recruiter");
  request.workspaceAccess = {
    id: key.workspaceId,
    role: canWrite ? "recruiter" : "viewer",
    userId: key.createdBy,
  };
  // No better-auth session stands behind a key: this one names the creator and the key, expires
  // with nothing, and is never stored.
  request.authSession = {
    user: { ...user, twoFactorEnabled: user.twoFactorEnabled, image: user.image ?? null },
    session: {
      id: `api-key:${key.id}`,
      token: "",
      userId: user.id,
      expiresAt: new Date(now.getTime() + 60_000),
      createdAt: key.createdAt,
      updatedAt: now,
      ipAddress: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    },
  } as unknown as NonNullable<FastifyRequest["authSession"]>;
}
