import type { WebhookEventType } from "@hirelens/contracts";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index.ts";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The workspace's endpoints with their last delivery's status and time, oldest endpoint first. */
export async function listEndpointRows(db: DbOrTx, workspaceId: string) {
  const last = db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      at: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.workspaceId, workspaceId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt))
    .as("last");
  return db
    .select({ endpoint: webhookEndpoints, lastStatus: last.status, lastAt: last.at })
    .from(webhookEndpoints)
    .leftJoin(last, eq(last.endpointId, webhookEndpoints.id))
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(webhookEndpoints.createdAt);
}

export async function findEndpointRow(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

export async function insertEndpoint(
  db: DbOrTx,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row as EndpointRow;
}

export async function updateEndpointRow(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpointRow(db: DbOrTx, workspaceId: string, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The enabled endpoints of the workspace that subscribe to `type`. */
export async function subscribedEndpointIds(
  db: DbOrTx,
  workspaceId: string,
  type: WebhookEventType,
): Promise<string[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workspaceId, workspaceId),
        eq(webhookEndpoints.isEnabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertDeliveries(
  db: DbOrTx,
  rows: Array<typeof webhookDeliveries.$inferInsert>,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.map((row) => row.id);
}

/** Pending deliveries not yet handed to the queue, oldest first. */
export async function unqueuedDeliveryIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), isNull(webhookDeliveries.queuedAt)))
    .orderBy(webhookDeliveries.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function markQueued(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ queuedAt: new Date() })
    .where(and(inArray(webhookDeliveries.id, ids), isNull(webhookDeliveries.queuedAt)));
}

export async function findDeliveryWithEndpoint(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** Counts one more try of a pending delivery; null when it is no longer pending. */
export async function startAttempt(db: DbOrTx, id: string): Promise<number | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: new Date() })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "pending")))
    .returning({ attempts: webhookDeliveries.attempts });
  return row?.attempts ?? null;
}

/** Records a try's outcome; a delivery leaves "pending" only once. */
export async function finishAttempt(
  db: DbOrTx,
  id: string,
  values: {
    status: DeliveryRow["status"];
    responseCode: number | null;
    lastError: string | null;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      ...values,
      deliveredAt: values.status === "delivered" ? new Date() : null,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "pending")));
}

export async function listDeliveryRows(
  db: DbOrTx,
  endpointId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
