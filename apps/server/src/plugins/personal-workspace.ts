import { PERSONAL_WORKSPACE_NAME } from "@hirelens/contracts";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";

/** Creates the personal workspace of an account (idempotent): at sign-up, and for older accounts. */
export async function ensurePersonalWorkspace(db: Database, userId: string): Promise<void> {
  await db
    .insert(schema.workspaces)
    .values({ id: userId, name: PERSONAL_WORKSPACE_NAME, personal: true, ownerUserId: userId })
    .onConflictDoNothing();
  await db
    .insert(schema.workspaceMembers)
    .values({ workspaceId: userId, userId, role: "owner" })
    .onConflictDoNothing();
}
